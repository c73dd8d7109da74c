import type { PublicProfile } from '../api-types';
import {
  ALERT_KEYWORDS_MAX,
  ALERTS_PER_MEMBER,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  REPORTS_TO_HIDE,
  SEARCH_MAX_DEPTH,
} from '../limits';
import { formatNumber } from '../price-format';
import { plural, type Catalogue } from './catalogue.ts';

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
  home: {
    heroPitchStart: 'أفضل العروض في الجزائر، يشاركها أعضاء المجتمع وترتّبها أصواتكم في تبويب',
    heroHot: 'الساخنة',
    heroPitchEnd: '.',
    shareDeal: 'شارك عرضًا',
    createAccount: 'أنشئ حسابًا',
    searchTitle: (q: string) => `البحث عن «${q}»`,
    loadingDeals: 'جارٍ تحميل العروض…',
    sortLabel: 'ترتيب العروض',
    sortHot: 'الساخنة',
    sortNew: 'الجديدة',
    hideExpired: 'إخفاء المنتهية',
    filtersLabel: 'التصفية حسب المدينة والفئة',
    city: 'المدينة',
    allCities: 'كل المدن',
    category: 'الفئة',
    allCategories: 'كل الفئات',
    headingSearch: (q: string) => `نتائج البحث عن «${q}»`,
    headingFiltered: (city: string, category: string) =>
      city && category ? `عروض في ${city}، فئة ${category}` : city ? `عروض في ${city}` : `عروض فئة ${category}`,
    headingAll: 'العروض في الجزائر',
    count: (n: number, shown: string) =>
      plural('ar', n, {
        zero: 'لا توجد عروض',
        one: 'عرض واحد',
        two: 'عرضان',
        few: `${shown} عروض`,
        many: `${shown} عرضًا`,
        other: `${shown} عرض`,
      }),
    estimateMore: (n: number, shown: string) => `أكثر من ${shown} ${plural('ar', n, { few: 'نتائج', other: 'نتيجة' })}`,
    estimateAbout: (n: number, shown: string) =>
      plural('ar', n, {
        zero: 'لا توجد نتائج',
        one: 'نتيجة واحدة تقريبًا',
        two: 'نتيجتان تقريبًا',
        few: `نحو ${shown} نتائج`,
        other: `نحو ${shown} نتيجة`,
      }),
    clear: 'مسح',
    clearLabel: 'مسح البحث وعوامل التصفية',
    retry: 'إعادة المحاولة',
    emptyFilteredTitle: 'لا يوجد عرض يطابق بحثك',
    emptyFilteredText: 'جرّب كلمات أخرى أو مدينة أو فئة أخرى.',
    emptyTitle: 'لا توجد عروض حاليًا',
    emptyText: 'كن أول من يشارك صفقة جيدة مع المجتمع.',
    howTitle: 'كيف يعمل الموقع؟',
    steps: [
      { title: 'اكتشف', text: 'تخفيض في السوق، تنزيلات في محل، رمز خصم على الإنترنت: دوّن الصفقة.' },
      { title: 'شارك', text: 'انشرها في ثوانٍ مع السعر والمدينة ورابط العرض.' },
      { title: 'صوّت', text: 'يصوّت المجتمع ويعلّق: العروض الأعلى تقييمًا تتصدّر تبويب «الساخنة».' },
    ],
    browseTitle: 'تصفّح العروض',
    byCity: 'حسب المدينة',
    byCategory: 'حسب الفئة',
    alertCreate: 'أنشئ تنبيهًا لهذا البحث',
    alertCreating: 'جارٍ إنشاء التنبيه…',
    manageAlerts: 'إدارة تنبيهاتي',
  },
  // </ui:home>

  // <ui:deals>
  deals: {
    expired: 'انتهى',
    by: 'بواسطة',
    comments: (n: number) =>
      n === 0
        ? 'علّق'
        : plural('ar', n, {
            one: 'تعليق واحد',
            two: 'تعليقان',
            few: `${n} تعليقات`,
            many: `${n} تعليقًا`,
            other: `${n} تعليق`,
          }),
    loadingMore: 'جارٍ التحميل…',
    loadMore: 'عرض المزيد',
    shownOf: (shown: number, total: number) => `عُرض ${shown} من ${total}`,
    insteadOf: 'بدلًا من ',
    discount: (percent: number) => `−${percent}%`,
    discountSpoken: (percent: number) => `، أي بتخفيض ${percent}%`,
    temperatureLabel: (t: number, hot: boolean) =>
      `الحرارة: ${
        t < 0
          ? plural('ar', -t, { few: `${t} درجات`, other: `${t} درجة` })
          : plural('ar', t, {
              one: 'درجة واحدة',
              two: 'درجتان',
              few: `${t} درجات`,
              other: `${t} درجة`,
            })
      }${hot ? '، ساخن' : ''}`,
    hot: 'ساخن',
    votesFor: (title: string) => `التصويت على «${title}»`,
    voteUp: 'صوّت لصالحه: عرض جيد',
    voteUpWithdraw: 'سحب تصويتي الإيجابي',
    voteDown: 'صوّت ضده: عرض غير مغرٍ',
    voteDownWithdraw: 'سحب تصويتي السلبي',
    score: 'النتيجة: ',
    save: 'إضافة إلى مفضلاتي',
    unsave: 'إزالة من مفضلاتي',
    inSaved: 'في مفضلاتي',
    saveNamed: (label: string, title: string) => `${label}: ${title}`,
    quoteOpen: '«',
    quoteClose: '»',

    notFound: 'العرض غير موجود',
    notFoundText: 'هذا العرض غير موجود أو حذفه صاحبه.',
    seeDeals: 'تصفّح العروض',
    dealTitle: 'عرض',
    unavailable: 'العرض غير متاح',
    breadcrumb: 'مسار التنقل',
    expiredSince: (date: string) => ` في ${date}`,
    validUntil: (date: string) => `صالح حتى ${date}`,
    hiddenTitle: 'أخفى المشرفون هذا العرض.',
    hiddenText:
      ' لم يعد يظهر في القوائم ولا في البحث ولا في المفضلات، ولا يمكن فتحه إلا لصاحبه وللمشرفين. عدّله إن لزم الأمر: يمكن لأحد المشرفين إعادة إظهاره.',
    merchantAt: 'لدى',
    goToOffer: 'الذهاب إلى العرض',
    sharedBy: 'شاركه',
    edited: 'عُدّل',
    reportWhat: 'هذا العرض',
    description: 'الوصف',
    edit: 'تعديل',
    delete: 'حذف',
    deleteTitle: 'حذف هذا العرض؟',
    deleteConfirm: 'حذف نهائيًا',
    deleteTextBefore: 'سيُحذف العرض ',
    deleteTextAfter: ' مع أصواته وتعليقاته. لا يمكن التراجع عن هذا الإجراء.',
    promoCode: 'رمز الخصم',
    codeCopied: 'تم النسخ!',
    copyCode: 'نسخ الرمز',
    codeCopiedStatus: 'تم نسخ رمز الخصم.',
    codeCopyFailed: 'تعذّر النسخ: حدّد الرمز لنسخه يدويًا.',
    shareTitle: 'شارك هذا العرض',
    facebook: 'فيسبوك',
    whatsapp: 'واتساب',
    linkCopied: 'تم نسخ الرابط!',
    copyLink: 'نسخ الرابط',
    linkCopiedStatus: 'تم نسخ رابط العرض.',
    linkCopyFailed: (url: string) => `تعذّر النسخ: ${url}`,
    markExpired: 'تحديده كمنتهٍ',
    expiryFlagged: 'تم الإبلاغ عن انتهائه',
    flagExpired: 'الإبلاغ عن انتهائه',
    markExpiredTitle: 'تحديد هذا العرض كمنتهٍ؟',
    markExpiredText:
      'سيخرج من تبويب «الساخنة» ومن القوائم التي تخفي العروض المنتهية. لإعادة تفعيله، عدّل تاريخ انتهائه.',
    expiryFlags: (trusted: number, needed: number, others: number) =>
      `${trusted} من ${needed} ${plural('ar', needed, {
        one: 'بلاغ',
        two: 'بلاغين',
        few: 'بلاغات',
        many: 'بلاغًا',
        other: 'بلاغ',
      })} من أعضاء موثوقين لتحديده كمنتهٍ${others > 0 ? ` (إضافة إلى ${others} من أعضاء آخرين)` : ''}`,

    commentsTitle: (n: number) => `التعليقات (${n})`,
    noComments: 'لا توجد تعليقات بعد. شاركنا رأيك!',
    moreComments: 'عرض المزيد من التعليقات',
    yourComment: 'تعليقك',
    publishComment: 'نشر التعليق',
    signInToComment: 'سجّل الدخول',
    signInToCommentRest: ' للمشاركة في النقاش.',
    commentBy: (name: string) => `تعليق ${name}`,
    commentEdited: '(معدّل)',
    editComment: 'تعديل التعليق',
    saveComment: 'حفظ',
    commentHidden: 'أخفى المشرفون هذا التعليق: أنت وحدك تراه.',
    reportCommentWhat: (name: string) => `تعليق ${name}`,
    editMine: ' تعليقي',
    deleteOf: ' تعليق ',
    deleteCommentTitle: 'حذف هذا التعليق؟',
    deleteCommentText: 'سيُحذف التعليق نهائيًا.',
    characters: (n: number, max: string) => `${n} / ${max} حرف`,
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',

    createTitle: 'شارك عرضًا',
    createLead: 'تخفيض، تنزيلات، رمز خصم؟ شاركه مع المجتمع ليستفيد منه الجميع.',
    publish: 'انشر العرض',
    publishing: 'جارٍ النشر…',
    editTitle: 'تعديل العرض',
    editNotFoundText: 'هذا العرض غير موجود أو تم حذفه.',
    saveChanges: 'حفظ التعديلات',
    saving: 'جارٍ الحفظ…',
    formDeal: 'العرض',
    title: 'العنوان',
    titleHint: 'ما هو وبكم، في كلمات قليلة (من 5 إلى 140 حرفًا).',
    descriptionHint: 'الشروط، الكميات، التوصيل… (10 أحرف على الأقل).',
    formPrice: 'السعر بالدينار (دج)',
    price: 'السعر',
    originalPrice: 'السعر الأصلي',
    originalPriceHint: 'اختياري: السعر المعتاد، لإظهار التخفيض.',
    pricePreview: 'يظهر هكذا: ',
    pricePreviewInsteadOf: 'بدلًا من',
    pricePreviewDiscount: (percent: number) => `−${percent}%`,
    formWhere: 'أين تجده',
    city: 'المدينة',
    cityPlaceholder: 'اختر ولاية',
    category: 'الفئة',
    categoryPlaceholder: 'اختر فئة',
    merchant: 'المتجر',
    merchantHint: 'اختياري: المحل أو الموقع.',
    url: 'رابط العرض',
    urlHint: 'اختياري: صفحة العرض لدى التاجر.',
    promoCodeHint: 'اختياري.',
    expiresAt: 'تاريخ الانتهاء',
    expiresAtHint: 'اختياري: آخر يوم للعرض.',
    formPhoto: 'الصورة',
    photoUploading: 'جارٍ إرسال الصورة…',
    photo: 'صورة',
    photoOptional: '(اختيارية)',
    photoPreview: 'معاينة صورة العرض',
    photoChange: 'تغيير الصورة',
    photoChoose: 'اختيار صورة',
    photoCancel: 'إلغاء الإرسال',
    photoRemove: 'إزالة الصورة',
    photoHint: (max: string) => `صورة بحجم ${max} كحد أقصى. تُخفَّف الصور الكبيرة قبل إرسالها.`,
    photoProgressLabel: 'إرسال الصورة',
    photoProgress: (percent: number) => `الإرسال: ${percent}%`,
    photoSent: 'تم إرسال الصورة.',
  },
  // </ui:deals>

  // <ui:saved>
  saved: {
    count: (n: number, shown: string) =>
      plural('ar', n, {
        one: 'عرض واحد محفوظ',
        two: 'عرضان محفوظان',
        few: `${shown} عروض محفوظة`,
        many: `${shown} عرضًا محفوظًا`,
        other: `${shown} عرض محفوظ`,
      }),
    retry: 'إعادة المحاولة',
    loading: 'جارٍ تحميل مفضلاتك…',
    emptyTitle: 'لا توجد مفضلات بعد',
    emptyText: 'المس نجمة أي عرض لتجده هنا لاحقًا، حتى عندما لا يعود في أعلى القائمة.',
    seeDeals: 'تصفّح العروض',
  },
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
/** Transport failures and the per-call fallbacks of the web client (CLIENT_MSG). */
const client: Catalogue['messages']['client'] = {
  generic: 'حدث خطأ',
  network: 'تعذّر الاتصال بالخادم. تحقّق من اتصالك بالإنترنت.',
  timeout: 'الخادم يستغرق وقتًا طويلًا للرد، يرجى إعادة المحاولة',
  invalidResponse: 'ردّ غير صالح من الخادم',
  dealNotFound: 'العرض غير موجود',
  voteAuthRequired: 'يجب تسجيل الدخول للتصويت',
  ownDealVote: 'لا يمكنك التصويت على عرضك',
  register: 'حدث خطأ أثناء إنشاء الحساب',
  resetRequest: 'حدث خطأ أثناء طلب إعادة التعيين',
  resetPassword: 'حدث خطأ أثناء إعادة تعيين كلمة المرور',
  userFetch: 'تعذّر جلب ملفك الشخصي',
  profileUpdate: 'حدث خطأ أثناء تحديث الملف الشخصي',
  passwordChange: 'حدث خطأ أثناء تغيير كلمة المرور',
  google: 'حدث خطأ أثناء تسجيل الدخول عبر Google',
  facebook: 'حدث خطأ أثناء تسجيل الدخول عبر Facebook',
  oauthUnavailable: 'خدمة تسجيل الدخول غير متاحة مؤقتًا',
  dealsFetch: 'حدث خطأ أثناء تحميل العروض',
  dealCreate: 'حدث خطأ أثناء إنشاء العرض',
  dealUpdate: 'حدث خطأ أثناء تحديث العرض',
  dealDelete: 'حدث خطأ أثناء حذف العرض',
  vote: 'حدث خطأ أثناء التصويت',
  save: 'حدث خطأ أثناء تحديث مفضلتك',
  saveAuthRequired: 'سجّل الدخول لحفظ هذا العرض في مفضلتك',
  expireAuthRequired: 'سجّل الدخول للإبلاغ عن عرض منتهي الصلاحية',
  report: 'حدث خطأ أثناء إرسال البلاغ',
  reportAuthRequired: 'سجّل الدخول للإبلاغ عن محتوى',
  moderation: 'حدث خطأ أثناء تحميل الإشراف',
  resolve: 'حدث خطأ أثناء تسجيل القرار',
  expire: 'حدث خطأ أثناء الإبلاغ عن انتهاء الصلاحية',
  search: 'حدث خطأ أثناء البحث',
  cities: 'حدث خطأ أثناء تحميل المدن',
  categories: 'حدث خطأ أثناء تحميل الفئات',
  passwordMismatch: 'كلمتا المرور غير متطابقتين',
  tooManyRequests: 'محاولات كثيرة جدًا، يرجى إعادة المحاولة لاحقًا',
  emailVerify: 'حدث خطأ أثناء تأكيد البريد الإلكتروني',
  resendVerification: 'حدث خطأ أثناء إرسال رابط التأكيد',
  logoutAll: 'حدث خطأ أثناء تسجيل الخروج من أجهزتك',
  identityUnlink: 'حدث خطأ أثناء إزالة وسيلة تسجيل الدخول هذه',
  emailChangeConfirm: 'حدث خطأ أثناء تأكيد تغيير البريد الإلكتروني',
  alerts: 'حدث خطأ أثناء تحميل تنبيهاتك',
  alertCreate: 'حدث خطأ أثناء إنشاء التنبيه',
  alertDelete: 'حدث خطأ أثناء حذف التنبيه',
  unsubscribe: 'حدث خطأ أثناء إلغاء الاشتراك',
  notifications: 'حدث خطأ أثناء تحميل الإشعارات',
  notificationsRead: 'حدث خطأ أثناء تحديث الإشعارات',
  offline: 'أنت غير متصل بالإنترنت: تظهر لك العروض كما كانت عند آخر اتصال لك.',
};

/** Home's page for an address it cannot show (HOME_QUERY_MSG). */
const homeQuery: Catalogue['messages']['homeQuery'] = {
  invalidTitle: 'عنوان غير صالح',
  notFoundTitle: 'الصفحة غير موجودة',
  searchLength: 'لا يمكن أن يتجاوز نص البحث 200 حرف',
  searchChars: 'يحتوي نص البحث على أحرف غير مسموح بها',
  city: 'هذه المدينة ليست من ولايات الموقع: اختر واحدة من القائمة.',
  category: 'هذه الفئة غير موجودة في الموقع: اختر واحدة من القائمة.',
  sort: 'الترتيب المطلوب غير معروف: اختر «الأحدث» أو «الرائجة».',
  expired: 'لا يقبل فلتر العروض المنتهية إلا القيمة 1 (لإظهارها): احذفه لإخفائها.',
  page: 'يجب أن يكون رقم الصفحة عددًا صحيحًا يبدأ من 1.',
  pageTooFar: 'هذه الصفحة من القائمة غير موجودة.',
  backHome: 'تصفّح العروض',
};

// Texts counting with plural() are getters: Intl's Arabic rules load on first use, not with the catalogue.
/** A count of `n` in Arabic by its plural form (`one` and `two` are whole words). */
const count = (n: number, forms: { one: string; two: string; few: string; many: string; other: string }) =>
  plural('ar', n, {
    one: forms.one,
    two: forms.two,
    few: `${formatNumber(n)} ${forms.few}`,
    many: `${formatNumber(n)} ${forms.many}`,
    other: `${formatNumber(n)} ${forms.other}`,
  });

const seconds = (n: number) =>
  count(n, { one: 'ثانية واحدة', two: 'ثانيتين', few: 'ثوانٍ', many: 'ثانية', other: 'ثانية' });
const minutes = (n: number) =>
  count(n, { one: 'دقيقة واحدة', two: 'دقيقتين', few: 'دقائق', many: 'دقيقة', other: 'دقيقة' });
const hours = (n: number) => count(n, { one: 'ساعة واحدة', two: 'ساعتين', few: 'ساعات', many: 'ساعة', other: 'ساعة' });
/** Characters, as the object of a verb ("يتجاوز 64 حرفًا"). */
const characters = (n: number) =>
  count(n, { one: 'حرفًا واحدًا', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });
/** Characters, after a preposition ("على 8 أحرف"). */
const ofCharacters = (n: number) =>
  count(n, { one: 'حرف واحد', two: 'حرفين', few: 'أحرف', many: 'حرفًا', other: 'حرف' });
const items = (n: number) => count(n, { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' });

/** A member's text inside an Arabic sentence, in its own direction (Unicode first-strong isolate). */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** A wait, after "بعد": "45 ثانية", "12 دقيقة", "ساعة واحدة", "5 ساعات و7 دقائق". */
const waitText = (s: number) => {
  const whole = Math.max(1, Math.ceil(s));
  if (whole < 60) return seconds(whole);
  const m = Math.ceil(whole / 60);
  if (m < 60) return minutes(m);
  const h = Math.floor(m / 60);
  return m % 60 ? `${hours(h)} و${minutes(m % 60)}` : hours(h);
};

export const messages: Catalogue['messages'] = {
  api: {
    generic: client.generic,
    internal: 'حدث خطأ داخلي. يرجى إعادة المحاولة لاحقًا.',
    invalidJson: 'يجب أن يكون محتوى الطلب بصيغة JSON صالحة',
    invalidUtf8: 'يجب أن يكون محتوى الطلب مُرمَّزًا بـ UTF-8',
    jsonRequired: 'يجب إرسال محتوى الطلب بصيغة JSON (Content-Type: application/json)',
    invalidInput: 'بيانات غير صالحة',
    bodyTooLarge: 'حجم الطلب كبير جدًا',
    routeNotFound: 'المورد غير موجود',
    authRequired: 'يجب تسجيل الدخول',
    sessionInvalid: 'الجلسة غير صالحة أو منتهية، يرجى تسجيل الدخول من جديد',
    forbidden: 'ليست لديك الصلاحيات اللازمة لهذا الإجراء',
    tooManyRequests: client.tooManyRequests,
    signupsLimited: 'عدد كبير جدًا من التسجيلات من هذا الاتصال، يرجى إعادة المحاولة لاحقًا',
    directAccess: 'الوصول المباشر إلى الواجهة البرمجية مرفوض',
    edgeLimited: 'طلبات كثيرة جدًا من عنوانك: أعد المحاولة بعد بضع دقائق.',
    loggedIn: 'تم تسجيل الدخول بنجاح',
    badCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
    emailTaken: 'هذا البريد الإلكتروني مستخدم بالفعل',
    usernameTaken: 'اسم المستخدم هذا مأخوذ بالفعل',
    userNotFound: 'المستخدم غير موجود',
    memberNotFound: 'العضو غير موجود',
    accountSuspended: 'حسابك موقوف. راسلنا إن كنت تعتقد أن في الأمر خطأ.',
    userBanned: 'تم إيقاف الحساب',
    userUnbanned: 'تمت إعادة تفعيل الحساب',
    userAlreadyBanned: 'هذا الحساب موقوف بالفعل',
    userNotBanned: 'هذا الحساب غير موقوف',
    adminBan: 'لا يمكن إيقاف حساب مشرف',
    accountChanged: 'تم تعديل هذا الحساب للتو، يرجى إعادة المحاولة',
    wrongCurrentPassword: 'كلمة المرور الحالية غير صحيحة',
    samePassword: 'يجب أن تختلف كلمة المرور الجديدة عن القديمة',
    passwordChanged: 'تم تغيير كلمة المرور بنجاح. تم تسجيل خروج أجهزتك الأخرى.',
    loggedOutEverywhere: 'تم تسجيل خروجك من جميع الأجهزة',
    registered: 'تم إنشاء حسابك، مرحبًا بك! أكّد عنوانك عبر الرابط المرسل إلى بريدك الإلكتروني.',
    profileUpdated: 'تم تحديث الملف الشخصي',
    emailChanged:
      'تم تحديث الملف الشخصي. أكّد عنوانك الجديد عبر الرابط المرسل إلى بريدك الإلكتروني. تم تسجيل خروج أجهزتك الأخرى.',
    emailVerifyInvalid: 'رابط التأكيد هذا غير صالح أو منتهي الصلاحية',
    emailVerified: 'شكرًا، تم تأكيد بريدك الإلكتروني',
    emailAlreadyVerified: 'بريدك الإلكتروني مؤكَّد بالفعل',
    verificationSent: 'أرسلنا إليك رابط تأكيد جديدًا',
    verificationsLimited: 'طلبت روابط كثيرة جدًا، يرجى إعادة المحاولة بعد ساعة',
    resetRequested: 'إذا كان هناك حساب مرتبط بهذا البريد الإلكتروني، فستتلقى رابط إعادة التعيين خلال دقائق.',
    resetTokenInvalid: 'رابط إعادة التعيين هذا غير صالح أو منتهي الصلاحية',
    resetDone: 'تمت إعادة تعيين كلمة المرور، يمكنك الآن تسجيل الدخول',
    resetTokenValid: 'رابط إعادة التعيين صالح',
    providerNotConfigured: 'تسجيل الدخول عبر هذا المزوّد غير متاح',
    oauthFailed: 'فشل تسجيل الدخول عبر هذا المزوّد',
    oauthEmailRequired: 'يجب أن يوفّر حسابك بريدًا إلكترونيًا مؤكَّدًا',
    providerMismatch: 'مزوّد تسجيل الدخول غير متطابق',
    emailChangeMailed: 'لتأكيد هذا التغيير، افتح الرابط المرسل إلى عنوانك الحالي: لن يتغيّر بريدك الإلكتروني إلا عندئذ.',
    emailChangeInvalid: 'رابط تغيير البريد الإلكتروني هذا غير صالح أو منتهي الصلاحية',
    emailChangeConfirmed:
      'تم تغيير بريدك الإلكتروني وإغلاق جميع جلساتك. أُزيل ربط حسابَي Google وFacebook: لتسجيل الدخول، اختر كلمة مرور عبر «نسيت كلمة المرور».',
    emailChangesLimited: 'طلبت روابط كثيرة جدًا، يرجى إعادة المحاولة بعد ساعة',
    providerProofFailed: 'فشل التحقق لدى المزوّد: استخدم الحساب المرتبط بملفك الشخصي',
    providerNotLinked: 'مزوّد تسجيل الدخول هذا غير مرتبط بحسابك',
    identityUnlinked: 'تمت إزالة وسيلة تسجيل الدخول من حسابك',
    lastWayIn:
      'لا يمكن إزالة وسيلة تسجيل الدخول الوحيدة لديك: اختر أولًا كلمة مرور («نسيت كلمة المرور») أو اربط حسابًا آخر.',
    dealNotFound: client.dealNotFound,
    voteAuthRequired: client.voteAuthRequired,
    searchRequired: 'نص البحث مطلوب',
    searchTooDeep: `تتوقف النتائج عند ${formatNumber(SEARCH_MAX_DEPTH)}: دقّق بحثك (كلمات، مدينة أو فئة)`,
    imageMissing: 'لم يصل أي ملف: أرسل الصورة في الحقل «file»',
    imageType: 'صيغة الصورة غير مدعومة: أرسل صورة JPEG أو PNG أو WebP',
    imageInvalid: 'الصورة غير مقروءة أو ناقصة: أرسل ملف JPEG أو PNG أو WebP صالحًا',
    imageIncomplete: 'إرسال الصورة ناقص أو غير سليم، يرجى إعادة المحاولة',
    imageTooLarge: 'حجم الصورة كبير جدًا: 4 ميغابايت كحد أقصى',
    imageNoPixels: 'الصورة غير مقروءة: عرضها أو ارتفاعها صفر',
    imageTooManyPixels: `أبعاد الصورة كبيرة جدًا: ${formatNumber(IMAGE_MAX_SIDE)} بكسل كحد أقصى لكل ضلع و${formatNumber(IMAGE_MAX_PIXELS / 1_000_000)} ميغابكسل في المجموع`,
    imageUploadsLimited: 'أرسلت صورًا كثيرة جدًا، يرجى إعادة المحاولة بعد ساعة',
    imageUnavailable: 'هذه الصورة غير موجودة أو مستخدمة في عرض آخر',
    imageUploaded: 'تم إرسال الصورة',
    imageUploadFailed: 'حدث خطأ أثناء إرسال الصورة',
    imagesListFailed: 'حدث خطأ أثناء تحميل الصور',
    imagesCleanupFailed: 'حدث خطأ أثناء تنظيف الصور',
    imagesCleaned: (n: number, dryRun: boolean) => {
      const images = plural('ar', n, {
        zero: 'لا صورة',
        one: 'صورة واحدة',
        two: 'صورتان',
        few: `${formatNumber(n)} صور`,
        many: `${formatNumber(n)} صورة`,
        other: `${formatNumber(n)} صورة`,
      });
      return dryRun ? `سيُحذف: ${images}` : `حُذف: ${images}`;
    },
    dealCreated: 'تم نشر العرض بنجاح',
    dealUpdated: 'تم تحديث العرض',
    dealDeleted: 'تم حذف العرض',
    dealChangeForbidden: 'لا يمكن تعديل العرض أو حذفه إلا لصاحبه أو لمشرف',
    dealChanged: 'عُدّل هذا العرض للتو من مكان آخر، يرجى إعادة المحاولة',
    writeConflict: 'تعديلات متزامنة كثيرة جدًا، يرجى إعادة المحاولة',
    ownDealVote: client.ownDealVote,
    votesLimited: 'أصوات كثيرة جدًا في وقت قصير، يرجى الانتظار دقيقة',
    voteRecorded: 'تم تسجيل صوتك',
    voteWithdrawn: 'تم سحب صوتك',
    authorFilterAlone: 'لا يُجمع فلتر صاحب العرض مع المدينة أو الفئة أو البحث أو الترتيب أو إخفاء العروض المنتهية',
    hotSearch: 'لا ينطبق ترتيب «الرائجة» على البحث: استخدم sort=new',
    dealExpired: 'تم وسم العرض بأنه منتهي الصلاحية',
    expiryFlagged: 'شكرًا، تم أخذ بلاغك بعين الاعتبار',
    expiryFlagRecorded: 'شكرًا، تم تسجيل بلاغك',
    dealSaved: 'تمت إضافة العرض إلى مفضلتك',
    dealUnsaved: 'تمت إزالة العرض من مفضلتك',
    savesLimited: 'تعديلات كثيرة جدًا على المفضلة في وقت قصير، يرجى الانتظار دقيقة',
    reportSent: 'شكرًا، تم إرسال بلاغك إلى فريق الإشراف',
    reportOwn: 'لا يمكنك الإبلاغ عن محتواك',
    reportsLimited: 'بلاغات كثيرة جدًا في وقت قصير، يرجى إعادة المحاولة لاحقًا',
    reportsDismissed: 'تم حفظ البلاغات دون متابعة',
    contentHidden: 'تم إخفاء المحتوى',
    contentRestored: 'تمت إعادة المحتوى',
    notReported: 'لم يُبلَّغ عن هذا المحتوى قط',
    get autoHidden() {
      return `أُخفي تلقائيًا بعد ${count(REPORTS_TO_HIDE, { one: 'بلاغ واحد', two: 'بلاغين', few: 'بلاغات', many: 'بلاغًا', other: 'بلاغ' })} من أعضاء موثوقين، في انتظار الإشراف`;
    },
    noOpenReports: 'لا توجد بلاغات مفتوحة لهذا المحتوى: ربما عولجت بالفعل',
    commentNotFound: 'التعليق غير موجود',
    commentAdded: 'تمت إضافة التعليق',
    commentUpdated: 'تم تعديل التعليق',
    commentDeleted: 'تم حذف التعليق',
    commentEditForbidden: 'لا يمكنك تعديل إلا تعليقاتك',
    commentDeleteForbidden: 'لا يمكن حذف التعليق إلا لصاحبه أو لمشرف',
    alertCreated: 'تم إنشاء التنبيه: سنراسلك فور نشر عرض مطابق',
    alertDeleted: 'تم حذف التنبيه',
    alertNotFound: 'التنبيه غير موجود',
    get alertLimit() {
      return `لديك بالفعل ${count(ALERTS_PER_MEMBER, { one: 'تنبيه واحد', two: 'تنبيهان', few: 'تنبيهات', many: 'تنبيهًا', other: 'تنبيه' })}: احذف أحدها لإنشاء تنبيه جديد`;
    },
    alertDuplicate: 'لديك بالفعل تنبيه بهذه الكلمات المفتاحية',
    alertKeywordsRequired: 'أدخل كلمة مفتاحية واحدة على الأقل من حرفين أو أكثر',
    alertUnsubscribed: 'تم حذف التنبيه: لن تصلك هذه الرسائل بعد الآن',
    alertLinkInvalid: 'رابط إلغاء الاشتراك هذا غير صالح أو أن التنبيه حُذف بالفعل',
    notificationsRead: 'تم تعليم الإشعارات كمقروءة',
    notificationDealWithdrawn: {
      alert: 'عرض جديد يطابق أحد تنبيهاتك لم يعد متاحًا',
      comment: 'علّق عضو على أحد عروضك، وهو لم يعد متاحًا',
      hot: 'أصبح أحد عروضك رائجًا، لكنه لم يعد متاحًا',
    },
    notificationDealWithdrawnOther: 'هذا العرض لم يعد متاحًا',
  },

  // A member's words (a title, keywords, a name) are isolated, so their own direction keeps.
  notifications: {
    alert: (keywords: string, title: string) => `عرض جديد لتنبيهك «${isolate(keywords)}»: ${isolate(title)}`,
    hot: (title: string, degrees: number) => `أصبح عرضك «${isolate(title)}» رائجًا (${degrees}°)!`,
    comment: (username: string, title: string) => `علّق ${isolate(username)} على عرضك «${isolate(title)}»`,
  },

  retryLater: (s: number) => `محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد ${minutes(Math.max(1, Math.ceil(s / 60)))}`,
  waitText,
  posting: {
    deals: (s: number) => `نشرت عروضًا كثيرة في وقت قصير، أعد المحاولة بعد ${waitText(s)}`,
    commentsPerMinute: (s: number) => `نشرت تعليقات كثيرة في وقت قصير، أعد المحاولة بعد ${waitText(s)}`,
    commentsPerDay: (s: number) => `بلغت الحد الأقصى من التعليقات لهذا اليوم، أعد المحاولة بعد ${waitText(s)}`,
  },
  expiryFlagsLimited: (s: number) => `أبلغت عن عروض منتهية كثيرة في وقت قصير، أعد المحاولة بعد ${waitText(s)}`,

  fields: {
    required: 'هذا الحقل إلزامي',
    usernameLength: 'يجب أن يتكون اسم المستخدم من 3 إلى 30 حرفًا',
    usernameChars: 'لا يمكن أن يحتوي اسم المستخدم إلا على حروف وأرقام ونقاط وشرطات وشرطات سفلية',
    usernameReserved: 'اسم المستخدم هذا محجوز لفريق الموقع، اختر اسمًا آخر',
    email: 'بريد إلكتروني غير صالح',
    passwordLength: 'يجب أن تتكون كلمة المرور من 8 أحرف على الأقل',
    passwordMax: 'لا يمكن أن تتجاوز كلمة المرور 128 حرفًا',
    city: 'يرجى اختيار مدينة من القائمة',
    category: 'يرجى اختيار فئة من القائمة',
    language: 'يرجى اختيار لغة من القائمة (fr أو ar)',
    token: 'رابط إعادة التعيين مفقود',
    verifyToken: 'رابط التأكيد مفقود',
    currentPasswordForEmail: 'أدخل كلمة المرور الحالية لتغيير بريدك الإلكتروني',
    provider: 'مزوّد غير معروف',
    accessToken: 'رمز الوصول مطلوب',
    get providerToken() {
      return `يجب أن يتكون رمز المزوّد من 1 إلى ${characters(8192)}`;
    },
    providerForToken: 'حدّد مزوّد الرمز (google أو facebook)',
    profileEmpty: 'لا توجد تعديلات لحفظها',
    dryRun: 'حدّد ما إذا كانت محاكاة (dryRun: true أو false)',
    title: 'يجب أن يتكون العنوان من 5 إلى 140 حرفًا',
    get description() {
      return `يجب أن يتكون الوصف من 10 إلى ${characters(5000)}`;
    },
    price: 'يجب أن يكون السعر عددًا موجبًا أو صفرًا، بالدينار',
    originalPrice: 'يجب أن يكون السعر الأصلي عددًا أكبر من السعر أو مساويًا له',
    url: 'يجب أن يكون الرابط عنوان ويب صالحًا (http:// أو https://)',
    merchant: 'لا يمكن أن يتجاوز اسم التاجر 100 حرف',
    promoCode: 'لا يمكن أن يتجاوز رمز التخفيض 50 حرفًا',
    imageUrl: 'يجب أن تكون الصورة مرفوعة على الموقع',
    expiresAt: 'تاريخ انتهاء الصلاحية غير صالح',
    expiresFuture: 'يجب أن يكون تاريخ انتهاء الصلاحية في المستقبل',
    get comment() {
      return `يجب أن يتكون التعليق من 1 إلى ${characters(2000)}`;
    },
    reportReason: 'اختر سببًا صالحًا للبلاغ',
    reportDetails: 'لا يمكن أن تتجاوز التفاصيل 500 حرف',
    reportDetailsRequired: 'وضّح المشكلة عند اختيار السبب «آخر»',
    reportStatus: 'يجب أن تكون قيمة status إما open أو closed',
    moderationAction: 'يجب أن تكون قيمة الإجراء dismiss أو hide أو restore',
    moderationReason: 'لا يمكن أن يتجاوز سبب القرار 500 حرف',
    memberQuery: 'أدخل بداية اسم مستخدم أو بريد إلكتروني (100 حرف كحد أقصى)',
    banReason: 'أدخل سبب الإيقاف (500 حرف كحد أقصى)',
    page: 'يجب أن يكون رقم الصفحة عددًا صحيحًا موجبًا أو صفرًا',
    size: 'يجب أن يكون حجم الصفحة عددًا صحيحًا بين 1 و50',
    positive: 'حدّد التصويت: positive=true أو positive=false',
    dealIds: 'أرسل قائمة من 100 معرّف عرض كحد أقصى',
    searchLength: homeQuery.searchLength,
    sort: 'يجب أن يكون الترتيب «new» (الأحدث) أو «hot» (الرائجة)',
    hideExpired: 'يجب أن تكون قيمة hideExpired إما true أو false',
    priceDecimals: 'لا يمكن أن يحتوي السعر على أكثر من رقمين عشريين',
    priceMax: 'لا يمكن أن يتجاوز السعر مليار دينار',
    originalPriceDecimals: 'لا يمكن أن يحتوي السعر الأصلي على أكثر من رقمين عشريين',
    originalPriceMax: 'لا يمكن أن يتجاوز السعر الأصلي مليار دينار',
    titleChars: 'يحتوي العنوان على أحرف غير مسموح بها',
    descriptionChars: 'يحتوي الوصف على أحرف غير مسموح بها',
    merchantChars: 'يحتوي اسم التاجر على أحرف غير مسموح بها',
    promoCodeChars: 'يحتوي رمز التخفيض على أحرف غير مسموح بها',
    commentChars: 'يحتوي التعليق على أحرف غير مسموح بها',
    searchChars: homeQuery.searchChars,
    get alertKeywords() {
      return `يجب أن تتكون الكلمات المفتاحية من 2 إلى ${characters(ALERT_KEYWORDS_MAX)}`;
    },
    alertKeywordsChars: 'تحتوي الكلمات المفتاحية على أحرف غير مسموح بها',
    notificationIds: 'قائمة إشعارات غير صالحة',
    unsubscribeToken: 'رابط إلغاء الاشتراك غير صالح',
  },

  input: {
    bodyObject: 'يجب أن يكون محتوى الطلب كائن JSON',
    bodyList: 'يجب أن يكون محتوى الطلب قائمة JSON',
    bodyShape: 'محتوى الطلب ليس بالشكل المتوقع',
    required: 'هذا الحقل إلزامي',
    type: {
      string: 'يجب أن يكون هذا الحقل نصًا',
      number: 'يجب أن يكون هذا الحقل عددًا',
      int: 'يجب أن يكون هذا الحقل عددًا صحيحًا',
      boolean: 'يجب أن تكون قيمة هذا الحقل true أو false',
      array: 'يجب أن يكون هذا الحقل قائمة',
      object: 'يجب أن يكون هذا الحقل كائنًا',
    },
    invalid: 'قيمة هذا الحقل غير صالحة',
    format: 'هذا الحقل ليس بالصيغة المتوقعة',
    value: 'هذه القيمة غير مسموح بها لهذا الحقل',
    unknownKeys: 'يحتوي الطلب على حقول غير معروفة',
    tooLong: (n: number) => `لا يمكن أن يتجاوز هذا الحقل ${characters(n)}`,
    tooShort: (n: number) => `يجب أن يحتوي هذا الحقل على ${ofCharacters(n)} على الأقل`,
    tooMany: (n: number) => `لا يمكن أن يحتوي هذا الحقل على أكثر من ${items(n)}`,
    tooFew: (n: number) => `يجب أن يحتوي هذا الحقل على ${items(n)} على الأقل`,
    tooBig: (n: number, inclusive: boolean) =>
      `يجب أن يكون هذا الحقل ${inclusive ? 'أصغر من أو يساوي' : 'أصغر من'} ${formatNumber(n)}`,
    tooSmall: (n: number, inclusive: boolean) =>
      `يجب أن يكون هذا الحقل ${inclusive ? 'أكبر من أو يساوي' : 'أكبر من'} ${formatNumber(n)}`,
  },

  labelled: (label: string, message: string) => `${label}: ${message}`,
  labels: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    city: 'المدينة',
    category: 'الفئة',
    language: 'اللغة',
    token: 'الرابط',
    accessToken: 'رمز الوصول',
    provider: 'المزوّد',
    title: 'العنوان',
    description: 'الوصف',
    price: 'السعر',
    originalPrice: 'السعر الأصلي',
    url: 'رابط العرض',
    merchant: 'التاجر',
    promoCode: 'رمز التخفيض',
    imageUrl: 'الصورة',
    expiresAt: 'تاريخ انتهاء الصلاحية',
    content: 'التعليق',
    page: 'الصفحة',
    size: 'حجم الصفحة',
    q: 'البحث',
    search: 'البحث',
    positive: 'التصويت',
    ids: 'المعرّفات',
    dryRun: 'المحاكاة',
    author: 'صاحب العرض',
    sort: 'الترتيب',
    hideExpired: 'إخفاء المنتهية',
    reason: 'السبب',
    details: 'التفاصيل',
    action: 'الإجراء',
    status: 'الحالة',
    keywords: 'الكلمات المفتاحية',
  },

  client,
  homeQuery,

  levels: {
    nouveau: 'جديد',
    membre: 'عضو',
    confirme: 'متمرّس',
    expert: 'خبير',
    legende: 'أسطورة',
  },
  badges: {
    first_deal: { label: 'أول عرض', description: 'شارك أول عرض له' },
    first_hot: { label: 'أول عرض رائج', description: 'تجاوز أحد عروضه 100°' },
    hot_10: { label: '10 عروض رائجة', description: 'تجاوزت عشرة من عروضه 100°' },
    votes_100: { label: '100 تصويت', description: 'صوّت 100 مرة' },
    one_year: { label: 'سنة على DzDeals', description: 'عضو منذ سنة' },
  },
};
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
// This section's own imports (hoisted like any import; kept here so the section merges alone).

/** A count's words in Arabic by its plural form, with Latin digits ("12 نقطة"). */
type ArabicForms = (n: string) => { zero: string; one: string; two: string; few: string; many: string; other: string };
const countAr = (n: number, forms: ArabicForms) => plural('ar', n, forms(formatNumber(n)));

export const heads: Catalogue['heads'] = {
  profiles: {
    home: {
      title: 'عروض وتخفيضات وأكواد خصم في الجزائر',
      description:
        'يجمع DzDeals أفضل العروض في الجزائر: تخفيضات وتنزيلات وأكواد خصم يشاركها أعضاء المجتمع ويصوّتون عليها، مدينةً بمدينة.',
      keywords: 'عروض الجزائر, تخفيضات, تنزيلات, أكواد خصم, صولد, الجزائر العاصمة, وهران, قسنطينة, DzDeals',
    },
    search: {
      title: 'البحث في العروض',
      description: 'نتائج البحث في العروض التي يشاركها مجتمع DzDeals، حسب المدينة والفئة.',
      keywords: 'بحث عن عروض, تخفيضات الجزائر, أكواد خصم',
    },
    login: {
      title: 'تسجيل الدخول',
      description: 'سجّل دخولك إلى DzDeals لتشارك عروضك وتصوّت لأفضلها وتعلّق على عروض المجتمع.',
      keywords: 'تسجيل الدخول DzDeals, حساب, عروض الجزائر',
    },
    register: {
      title: 'إنشاء حساب',
      description: 'أنشئ حسابك على DzDeals مجانًا وشارك أفضل العروض في مدينتك مع المجتمع الجزائري كله.',
      keywords: 'إنشاء حساب DzDeals, تسجيل, مجتمع عروض الجزائر',
    },
    profile: {
      title: 'ملفي الشخصي',
      description: 'أدِر حسابك على DzDeals: معلوماتك ومدينتك والعروض التي شاركتها.',
      keywords: 'الملف الشخصي DzDeals, حسابي',
    },
    about: {
      title: 'من نحن',
      description:
        'DzDeals موقع جزائري تشاركي يتقاسم فيه الجميع العروض التي يجدونها قرب منازلهم ويصوّتون عليها. تعرّف على مهمتنا وقواعدنا.',
      keywords: 'من نحن DzDeals, مجتمع, عروض الجزائر, مهمتنا',
    },
    legal: {
      title: 'الإشعار القانوني',
      description:
        'الإشعار القانوني لموقع DzDeals: الناشر والاستضافة وحماية المعطيات ذات الطابع الشخصي (القانون رقم 18-07) وقواعد الإشراف.',
      keywords: 'الإشعار القانوني DzDeals, المعطيات الشخصية, القانون 18-07, الإشراف',
    },
  },
  dealDescription: (title: string, description: string) => `${title}: ${description}`,
  memberTitle: (username: string) => `ملف العضو ${username}`,
  levels: {
    nouveau: 'جديد',
    membre: 'عضو',
    confirme: 'متمرّس',
    expert: 'خبير',
    legende: 'أسطورة',
  },
  memberDescription: (m: PublicProfile, level: string) => {
    const points = countAr(m.reputation, (n) => ({
      zero: `${n} نقطة`,
      one: 'نقطة واحدة',
      two: 'نقطتان',
      few: `${n} نقاط`,
      many: `${n} نقطة`,
      other: `${n} نقطة`,
    }));
    const deals = countAr(m.dealsPosted, (n) => ({
      zero: 'لا عروض منشورة',
      one: 'عرض واحد منشور',
      two: 'عرضان منشوران',
      few: `${n} عروض منشورة`,
      many: `${n} عرضًا منشورًا`,
      other: `${n} عرض منشور`,
    }));
    const hot = countAr(m.hotDeals, (n) => ({
      zero: '',
      one: ' منها عرض ساخن',
      two: ' منها عرضان ساخنان',
      few: ` منها ${n} عروض ساخنة`,
      many: ` منها ${n} عرضًا ساخنًا`,
      other: ` منها ${n} عرض ساخن`,
    }));
    const comments = countAr(m.commentsPosted, (n) => ({
      zero: 'لا تعليقات',
      one: 'تعليق واحد',
      two: 'تعليقان',
      few: `${n} تعليقات`,
      many: `${n} تعليقًا`,
      other: `${n} تعليق`,
    }));
    return `${m.username}، عضو بمستوى «${level}» في مجتمع DzDeals. السمعة: ${points}، ${deals}${hot}، ${comments}.`;
  },
  shell: {
    noscript: 'يحتاج DzDeals إلى JavaScript لعرض العروض.',
    logoLabel: 'DzDeals، العودة إلى الرئيسية',
    searchLabel: 'ابحث عن عرض',
    searchPlaceholder: 'ابحث عن عرض…',
    searchSubmit: 'ابحث',
    heroPitch: 'عروض الجزائر يشاركها المجتمع وترتّبها أصواتكم في تبويب',
    hotTab: 'الرائجة',
    shareDeal: 'شارك عرضًا',
    register: 'أنشئ حسابًا',
    dealsTitle: 'العروض في الجزائر',
  },
  manifest: {
    name: 'DzDeals – عروض الجزائر',
    shortName: 'DzDeals',
    description: 'أفضل العروض في الجزائر: تخفيضات وتنزيلات وأكواد خصم يشاركها المجتمع ويصوّت عليها، مدينةً بمدينة.',
  },
  offline: {
    title: 'أنت غير متصل بالإنترنت',
    text: 'هذه الصفحة غير محفوظة على هذا الجهاز بعد. تحقّق من اتصالك بالإنترنت ثم أعد المحاولة.',
    retry: 'إعادة المحاولة',
    backHome: 'العودة إلى الرئيسية',
  },
};
// </heads>

// <places>
export const places: Catalogue['places'] = {
  // The 58 wilayas' official Arabic names, by their canonical value (shared/cities.ts).
  cities: {
    Adrar: 'أدرار',
    Chlef: 'الشلف',
    Laghouat: 'الأغواط',
    'Oum El Bouaghi': 'أم البواقي',
    Batna: 'باتنة',
    Béjaïa: 'بجاية',
    Biskra: 'بسكرة',
    Béchar: 'بشار',
    Blida: 'البليدة',
    Bouira: 'البويرة',
    Tamanrasset: 'تمنراست',
    Tébessa: 'تبسة',
    Tlemcen: 'تلمسان',
    Tiaret: 'تيارت',
    'Tizi Ouzou': 'تيزي وزو',
    Alger: 'الجزائر',
    Djelfa: 'الجلفة',
    Jijel: 'جيجل',
    Sétif: 'سطيف',
    Saïda: 'سعيدة',
    Skikda: 'سكيكدة',
    'Sidi Bel Abbès': 'سيدي بلعباس',
    Annaba: 'عنابة',
    Guelma: 'قالمة',
    Constantine: 'قسنطينة',
    Médéa: 'المدية',
    Mostaganem: 'مستغانم',
    "M'Sila": 'المسيلة',
    Mascara: 'معسكر',
    Ouargla: 'ورقلة',
    Oran: 'وهران',
    'El Bayadh': 'البيض',
    Illizi: 'إليزي',
    'Bordj Bou Arréridj': 'برج بوعريريج',
    Boumerdès: 'بومرداس',
    'El Tarf': 'الطارف',
    Tindouf: 'تندوف',
    Tissemsilt: 'تيسمسيلت',
    'El Oued': 'الوادي',
    Khenchela: 'خنشلة',
    'Souk Ahras': 'سوق أهراس',
    Tipaza: 'تيبازة',
    Mila: 'ميلة',
    'Aïn Defla': 'عين الدفلى',
    Naâma: 'النعامة',
    'Aïn Témouchent': 'عين تموشنت',
    Ghardaïa: 'غرداية',
    Relizane: 'غليزان',
    Timimoun: 'تيميمون',
    'Bordj Badji Mokhtar': 'برج باجي مختار',
    'Ouled Djellal': 'أولاد جلال',
    'Béni Abbès': 'بني عباس',
    'In Salah': 'عين صالح',
    'In Guezzam': 'عين قزام',
    Touggourt: 'تقرت',
    Djanet: 'جانت',
    "El M'Ghair": 'المغير',
    'El Meniaa': 'المنيعة',
  } satisfies Required<Catalogue['places']['cities']>,
  // The categories, by their canonical value (shared/categories.ts).
  categories: {
    Technologie: 'تكنولوجيا',
    Restaurants: 'مطاعم',
    Alimentation: 'مواد غذائية',
    Mode: 'موضة',
    Voyage: 'سفر',
    Maison: 'منزل',
    'Beauté et santé': 'جمال وصحة',
    Sport: 'رياضة',
    Loisirs: 'ترفيه',
    'Auto et moto': 'سيارات ودراجات نارية',
    Enfants: 'أطفال',
    Services: 'خدمات',
    Éducation: 'تعليم',
    Autres: 'أخرى',
  } satisfies Required<Catalogue['places']['categories']>,
};
// </places>
