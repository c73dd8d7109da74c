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
