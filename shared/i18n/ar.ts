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
    tagline: 'عروض الجزائر، يشاركها المجتمع ويصوّت عليها.',
    languageSuggestion: {
      text: 'هذا الموقع متوفر باللغة العربية.',
      action: 'تصفّح بالعربية',
      dismiss: 'لا، شكرًا',
      aside: 'هذه الصفحة متوفرة أيضًا بلغتك.',
    },
    updateAvailable: 'نسخة جديدة متوفرة',
    updateReload: 'إعادة التحميل',
    updateLater: 'لاحقًا',
    emailBannerLabel: 'تأكيد البريد الإلكتروني',
    emailReminderBefore: 'أكّد بريدك الإلكتروني (',
    emailReminderAfter: ') لتصلك تنبيهاتنا.',
    emailReminderHide: 'إخفاء هذا التذكير',
    resendLink: 'إعادة إرسال الرابط',
    sending: 'جارٍ الإرسال…',
    signIn: 'تسجيل الدخول',
    cancel: 'إلغاء',
    close: 'إغلاق',
    pleaseWait: 'يُرجى الانتظار…',
    showPassword: 'إظهار',
    hidePassword: 'إخفاء',
    showPasswordOf: (label: string) => `إظهار: ${label}`,
    hidePasswordOf: (label: string) => `إخفاء: ${label}`,
    emailLabel: 'البريد الإلكتروني',
    passwordLabel: 'كلمة المرور',
    confirmPasswordLabel: 'تأكيد كلمة المرور',
    passwordHint: (min: number) =>
      plural('ar', min, {
        one: 'حرف واحد على الأقل.',
        two: 'حرفان على الأقل.',
        few: `${min} أحرف على الأقل.`,
        many: `${min} حرفًا على الأقل.`,
        other: `${min} حرف على الأقل.`,
      }),
    pagerPrevious: 'السابق',
    pagerNext: 'التالي',
    pageOf: (page: number, total: number) => `الصفحة ${page} من ${total}`,
    report: 'إبلاغ',
    reportWhat: (what: string) => `الإبلاغ عن ${what}`,
    reportWhy: 'ما سبب الإبلاغ؟',
    reportDetails: (required: boolean) => `تفاصيل ${required ? '(إلزامية)' : '(اختيارية)'}`,
    reportSend: 'إرسال البلاغ',
    reportReasons: {
      spam: 'رسائل مزعجة أو إشهار',
      offensive: 'محتوى مسيء',
      misleading: 'مضلِّل أو كاذب',
      duplicate: 'مكرَّر',
      other: 'سبب آخر',
    },
    alertCreated: 'تم إنشاء التنبيه',
  },

  // <ui:format>
  format: {
    justNow: 'الآن',
    // Written here rather than by Intl: "منذ 3 ساعات" (Intl says "قبل"), the same on every engine.
    relative: (() => {
      // The unit after منذ / بعد by plural form: one and two say the number themselves.
      const words: Record<string, Record<'one' | 'two' | 'few' | 'many' | 'other', string>> = {
        minute: { one: 'دقيقة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' },
        hour: { one: 'ساعة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' },
        day: { one: 'يوم', two: 'يومين', few: 'أيام', many: 'يومًا', other: 'يوم' },
        week: { one: 'أسبوع', two: 'أسبوعين', few: 'أسابيع', many: 'أسبوعًا', other: 'أسبوع' },
        month: { one: 'شهر', two: 'شهرين', few: 'أشهر', many: 'شهرًا', other: 'شهر' },
        year: { one: 'سنة', two: 'سنتين', few: 'سنوات', many: 'سنة', other: 'سنة' },
      };
      // One day, week, month or year away has its own word (past, future).
      const near: Record<string, [string, string]> = {
        day: ['أمس', 'غدًا'],
        week: ['الأسبوع الماضي', 'الأسبوع القادم'],
        month: ['الشهر الماضي', 'الشهر القادم'],
        year: ['السنة الماضية', 'السنة القادمة'],
      };
      return (n: number, unit: Intl.RelativeTimeFormatUnit) => {
        const unitName = unit.replace(/s$/, '');
        if (Math.abs(n) === 1 && near[unitName]) return near[unitName][n < 0 ? 0 : 1];
        const k = Math.abs(n);
        const w = words[unitName] ?? words.minute;
        const amount = plural('ar', k, {
          one: w.one,
          two: w.two,
          few: `${k}\u00A0${w.few}`,
          many: `${k}\u00A0${w.many}`,
          other: `${k}\u00A0${w.other}`,
        });
        return `${n < 0 ? 'منذ' : 'بعد'} ${amount}`;
      };
    })(),
    free: 'مجاني',
    currency: 'دج',
    sizeUnits: ['بايت', 'كيلوبايت', 'ميغابايت', 'غيغابايت'],
  },
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
  notifications: {
    unreadMark: 'غير مقروء:',
    markAllRead: 'تعليم الكل كمقروء',
    empty: 'لا توجد إشعارات حاليًا',
    emptyHelp:
      'ستصلك هنا إشعارات عندما يعلّق عضو على أحد عروضك، أو عندما يصبح أحدها رائجًا، أو عندما يطابق عرض جديد أحد تنبيهاتك.',
    manageAlerts: 'إدارة تنبيهاتي',
    seeAll: 'عرض كل الإشعارات',
    loadingList: 'جارٍ تحميل إشعاراتك…',
    retry: 'إعادة المحاولة',
    unreadCount: (n: number) =>
      n > 0
        ? plural('ar', n, {
            one: 'إشعار واحد غير مقروء',
            two: 'إشعاران غير مقروءين',
            few: `${n} إشعارات غير مقروءة`,
            many: `${n} إشعارًا غير مقروء`,
            other: `${n} إشعار غير مقروء`,
          })
        : '',
    pagesLabel: 'صفحات الإشعارات',
    previous: 'السابقة',
    next: 'التالية',
  },
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
export const mail: Catalogue['mail'] = {};
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
