import { plural, type Catalogue } from './catalogue';

/**
 * Arabic (العربية), right to left: the same sections and keys as fr.ts, which types this file.
 * Modern Standard Arabic as Algerian sites write it; prices in دج, Latin digits (0–9).
 */

// ---------------------------------------------------------------------------------------------
// The web interface, by feature (web/src/lib/i18n.ts reads it).
// ---------------------------------------------------------------------------------------------
export const ui: Catalogue['ui'] = {
  shell: {
    skipToContent: 'الانتقال إلى المحتوى',
    home: 'الرئيسية',
    logoLabel: 'DzDeals، العودة إلى الرئيسية',
    searchLabel: 'ابحث عن عرض',
    searchPlaceholder: 'ابحث عن عرض…',
    searchSubmit: 'ابحث',
    createDeal: 'أضف عرضًا',
    shareDeal: 'شارك عرضًا',
    login: 'تسجيل الدخول',
    register: 'إنشاء حساب',
    profile: 'ملفي الشخصي',
    saved: 'مفضلاتي',
    alerts: 'تنبيهاتي',
    notifications: 'الإشعارات',
    notificationsLabel: (unread: number) =>
      unread > 0
        ? `الإشعارات (${plural('ar', unread, {
            one: 'إشعار واحد غير مقروء',
            two: 'إشعاران غير مقروءين',
            few: `${unread} إشعارات غير مقروءة`,
            many: `${unread} إشعارًا غير مقروء`,
            other: `${unread} إشعار غير مقروء`,
          })})`
        : 'الإشعارات',
    imageCleanup: 'تنظيف الصور',
    moderation: 'الإشراف',
    logout: 'تسجيل الخروج',
    userMenu: (name: string) => `قائمة ${name}`,
    openMenu: 'فتح القائمة',
    closeMenu: 'إغلاق القائمة',
    mainMenu: 'القائمة الرئيسية',
    about: 'من نحن',
    contact: 'اتصل بنا',
    legal: 'الإشعار القانوني',
    sitemap: 'خريطة الموقع',
    footerNav: 'التصفح',
    footerCategories: 'الفئات',
    footerCities: 'المدن',
    footerFollow: 'تابعونا',
    footerSocial: 'شبكات التواصل الاجتماعي',
    newTab: '(علامة تبويب جديدة)',
    rights: (year: number) => `© ${year} DzDeals. صُنع في الجزائر، من أجل المجتمع.`,
    closeAlert: 'إغلاق التنبيه',
    loading: 'جارٍ التحميل…',
    routeError: 'تعذّر عرض هذه الصفحة',
    routeErrorHelp: 'تحقّق من اتصالك ثم أعد تحميل الصفحة.',
    reload: 'إعادة تحميل الصفحة',
    backHome: 'العودة إلى الرئيسية',
  },

  // <ui:format>
  format: {},
  // </ui:format>

  // <ui:home>
  home: {},
  // </ui:home>

  // <ui:deals>
  deals: {},
  // </ui:deals>

  // <ui:saved>
  saved: {},
  // </ui:saved>

  // <ui:auth>
  auth: {},
  // </ui:auth>

  // <ui:profile>
  profile: {},
  // </ui:profile>

  // <ui:alerts>
  alerts: {},
  // </ui:alerts>

  // <ui:members>
  members: {},
  // </ui:members>

  // <ui:notifications>
  notifications: {},
  // </ui:notifications>

  // <ui:admin>
  admin: {},
  // </ui:admin>

  // <ui:site>
  site: {},
  // </ui:site>
};

// <messages>
export const messages: Catalogue['messages'] = {};
// </messages>

// <mail>
export const mail: Catalogue['mail'] = {
  greeting: 'مرحبًا،',
  signature: 'فريق DzDeals',
  price: (amount: string) => `${amount}\u00A0دج`,
  free: 'مجاني',
  reset: {
    subject: 'إعادة تعيين كلمة مرور حسابك على DzDeals',
    intro: 'طلبتَ إعادة تعيين كلمة مرور حسابك على DzDeals.',
    openLink: 'افتح هذا الرابط (صالح لمدة ساعة واحدة) لاختيار كلمة مرور جديدة:',
    action: 'اختيار كلمة مرور جديدة',
    validity: '(الرابط صالح لمدة ساعة واحدة)',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة ببساطة.',
  },
  verify: {
    subject: 'أكّد عنوان بريدك الإلكتروني على DzDeals',
    openLink: 'لتأكيد أن هذا العنوان عنوانك فعلًا، افتح هذا الرابط (صالح لمدة 48 ساعة):',
    intro: 'لتأكيد أن هذا العنوان عنوانك فعلًا:',
    action: 'تأكيد عنوان بريدي الإلكتروني',
    validity: '(الرابط صالح لمدة 48 ساعة)',
    ignore: 'إذا لم تُنشئ حسابًا على DzDeals ولم تغيّر عنوانك، فتجاهل هذه الرسالة ببساطة.',
  },
  emailChanged: {
    subject: 'تم تغيير عنوان بريدك الإلكتروني على DzDeals',
    notice: (masked: string) =>
      `نُعلمك بأنه تم تغيير عنوان بريدك الإلكتروني: أصبح حسابك على DzDeals يستخدم العنوان ${masked}.`,
    ifYou: 'إذا كنتَ أنت من قام بذلك، فلا داعي لأي إجراء.',
    ifNot: 'وإلا فردّ على هذه الرسالة دون تأخير: سنساعدك على استرجاع حسابك.',
  },
  emailChangeConfirm: {
    subject: 'أكّد تغيير عنوان البريد الإلكتروني لحسابك على DzDeals',
    request: (newEmail: string) => `طلب أحدهم استبدال عنوان البريد الإلكتروني لحسابك على DzDeals بالعنوان ${newEmail}.`,
    openLink: 'إذا كنتَ أنت صاحب الطلب، فافتح هذا الرابط (صالح لمدة 24 ساعة) للتأكيد:',
    action: 'تأكيد تغيير العنوان',
    validity: '(الرابط صالح لمدة 24 ساعة)',
    consequences: 'بعد تغيير العنوان، ستُغلق جميع جلساتك ويُلغى ربط حسابك بـ Google أو Facebook.',
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لن يتغيّر عنوانك.',
  },
  alert: {
    subject: (count: number, keywords: string, firstTitle: string) =>
      count === 1
        ? `عرض جديد لتنبيه «${keywords}»: ${firstTitle}`
        : `${plural('ar', count, {
            two: 'عرضان جديدان',
            few: `${count} عروض جديدة`,
            many: `${count} عرضًا جديدًا`,
            other: `${count} عرض جديد`,
          })} لتنبيه «${keywords}»`,
    intro: (count: number, keywords: string) =>
      plural('ar', count, {
        one: `نُشر عرض جديد يطابق تنبيهك «${keywords}»:`,
        two: `نُشر عرضان جديدان يطابقان تنبيهك «${keywords}»:`,
        few: `نُشرت ${count} عروض جديدة تطابق تنبيهك «${keywords}»:`,
        many: `نُشر ${count} عرضًا جديدًا يطابق تنبيهك «${keywords}»:`,
        other: `نُشر ${count} عرض جديد يطابق تنبيهك «${keywords}»:`,
      }),
    deal: (title: string, price: string, city: string) => `${title}: ${price}، ${city}`,
    more: (more: number) =>
      plural('ar', more, {
        one: '… وعرض آخر على DzDeals.',
        two: '… وعرضان آخران على DzDeals.',
        few: `… و${more} عروض أخرى على DzDeals.`,
        many: `… و${more} عرضًا آخر على DzDeals.`,
        other: `… و${more} عرض آخر على DzDeals.`,
      }),
    why: 'تصلك هذه الرسالة لأنك أنشأتَ هذا التنبيه على DzDeals.',
    stop: 'لإيقاف هذا التنبيه:',
    unsubscribe: 'إلغاء الاشتراك في هذا التنبيه',
  },
};
// </mail>

// <heads>
export const heads: Catalogue['heads'] = {};
// </heads>

// <places>
export const places: Catalogue['places'] = {
  cities: {},
  categories: {},
};
// </places>
