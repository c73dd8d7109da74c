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
  auth: {
    loginTitle: 'تسجيل الدخول',
    loginIntro: 'سعداء بعودتك! سجّل دخولك لتشارك العروض وتصوّت وتعلّق.',
    noAccount: 'ليس لديك حساب بعد؟',
    createAccount: 'أنشئ حسابًا',
    password: 'كلمة المرور',
    forgotPasswordLink: 'نسيت كلمة المرور؟',
    signingIn: 'جارٍ تسجيل الدخول…',
    signIn: 'تسجيل الدخول',
    registerTitle: 'إنشاء حساب',
    registerIntro: 'انضم إلى المجتمع وشارك أفضل العروض في مدينتك. التسجيل مجاني.',
    haveAccount: 'لديك حساب؟',
    username: 'اسم المستخدم',
    usernameHint: (min: number, max: number) =>
      `من ${min} إلى ${max} ${plural('ar', max, { few: 'أحرف', many: 'حرفًا', other: 'حرف' })}: حروف وأرقام ونقاط (.) وشرطات (-) أو شرطات سفلية (_).`,
    city: 'المدينة',
    cityPlaceholder: 'اختر ولايتك',
    creatingAccount: 'جارٍ إنشاء الحساب…',
    createMyAccount: 'أنشئ حسابي',
    registerNote: <N>(legal: N) => ['بإنشائك حسابًا، فإنك توافق على القواعد المبيّنة في ', legal, '.'],
    registerNoteLegal: 'الإشعار القانوني',
    or: 'أو',
    continueWithFacebook: 'المتابعة عبر فيسبوك',
    facebookLocale: 'ar_AR',
    backHome: 'العودة إلى الرئيسية',
    backToLogin: 'العودة إلى تسجيل الدخول',
    checkingLink: 'جارٍ التحقق من الرابط…',
    invalidLink: 'رابط غير صالح',
    retry: 'إعادة المحاولة',
    sending: 'جارٍ الإرسال…',
    saving: 'جارٍ الحفظ…',
    forgotTitle: 'نسيت كلمة المرور',
    forgotIntro: 'أدخل البريد الإلكتروني لحسابك، وسنرسل إليك رابطًا لاختيار كلمة مرور جديدة.',
    forgotSubmit: 'أرسل لي الرابط',
    forgotSentHelp: (hours: number) =>
      `تحقّق أيضًا من مجلد الرسائل غير المرغوب فيها. الرابط صالح لمدة ${plural('ar', hours, {
        one: 'ساعة واحدة',
        two: 'ساعتين',
        few: `${hours} ساعات`,
        other: `${hours} ساعة`,
      })}.`,
    resetTitle: 'كلمة مرور جديدة',
    resetIntro: 'اختر كلمة مرور جديدة لحسابك.',
    newPassword: 'كلمة المرور الجديدة',
    resetSubmit: 'حفظ كلمة المرور',
    resetInvalidHelp: (hours: number) =>
      `يُستعمل الرابط مرة واحدة فقط ويبقى صالحًا لمدة ${plural('ar', hours, {
        one: 'ساعة واحدة',
        two: 'ساعتين',
        few: `${hours} ساعات`,
        other: `${hours} ساعة`,
      })}. يمكنك طلب رابط جديد.`,
    resetAskNew: 'اطلب رابطًا جديدًا',
    resetDoneTitle: 'تم تغيير كلمة المرور',
    verifyTitle: 'تأكيد البريد الإلكتروني',
    verifyDoneTitle: 'تم تأكيد البريد الإلكتروني',
    verifyRetryTitle: 'تعذّر التأكيد',
    verifyInvalidNote: (hours: number) =>
      `يُستعمل الرابط مرة واحدة فقط ويبقى صالحًا لمدة ${plural('ar', hours, {
        one: 'ساعة واحدة',
        two: 'ساعتين',
        few: `${hours} ساعات`,
        other: `${hours} ساعة`,
      })}.`,
    verifyAlreadyDone: 'بريدك الإلكتروني مؤكَّد من قبل، ولا شيء آخر عليك فعله.',
    verifyNeedNewLink: 'تحتاج إلى رابط جديد؟',
    verifyLater: <N>(profile: N) => ['يمكنك أيضًا طلبه لاحقًا من ', profile, '.'],
    verifyLaterProfile: 'ملفك الشخصي',
    verifySignInFirst: 'سجّل دخولك لتطلب رابطًا جديدًا من ملفك الشخصي.',
    emailChangeTitle: 'تغيير البريد الإلكتروني',
    emailChangeDoneTitle: 'تم تغيير البريد الإلكتروني',
    emailChangeRetryTitle: 'تعذّر التأكيد',
    emailChangeChoosePassword: 'اختر كلمة مرور',
  },
  // </ui:auth>

  // <ui:profile>
  profile: {
    roleAdmin: 'مدير الموقع',
    roleMember: 'عضو في المجتمع',
    emailVerified: 'بريد مؤكَّد',
    emailNotVerified: 'بريد غير مؤكَّد',
    statsTitle: 'نشاطي',
    statsUnavailable: 'إحصائياتك غير متاحة حاليًا.',
    stats: {
      dealsPosted: 'العروض المنشورة',
      commentsWritten: 'التعليقات',
      votesCast: 'الأصوات المُدلى بها',
      upvotesReceived: 'الأصوات الإيجابية',
      downvotesReceived: 'الأصوات السلبية',
      totalScore: 'النتيجة الإجمالية',
    },
    memberSince: (date: string) => `عضو منذ ${date}`,
    standingTitle: 'سمعتي',
    points: (n: number, shown: string) =>
      plural('ar', n, {
        one: 'نقطة واحدة',
        two: 'نقطتان',
        few: `${shown} نقاط`,
        other: `${shown} نقطة`,
      }),
    reputation: <N>(points: N) => ['السمعة: ', points],
    toNextLevel: (n: number, shown: string, level: string) =>
      `تحتاج إلى ${plural('ar', n, {
        one: 'نقطة واحدة',
        two: 'نقطتين',
        few: `${shown} نقاط`,
        other: `${shown} نقطة`,
      })} أخرى لبلوغ مستوى ${level}`,
    topLevel: 'لقد بلغت أعلى مستوى.',
    trusted: 'عضو موثوق: بلاغاتك وبلاغات انتهاء العروض التي ترسلها تُحتسب.',
    notTrusted: 'تصل بلاغاتك إلى المشرفين لكنها لا تُحتسب بعد: يلزم بريد مؤكَّد وحساب عمره بضعة أيام وسمعة كافية.',
    badgesTitle: 'شاراتي',
    earnedOn: <N>(date: N) => ['مُنحت في ', date],
    noBadges: 'لا توجد شارات بعد: شارك أول عرض لك!',
    publicProfile: 'عرض ملفي العام',
    myDealsTitle: 'عروضي',
    dealsTotal: (_n: number, shown: string) => `المجموع: ${shown}`,
    noDeals: 'لم تشارك أي عرض بعد.',
    shareDeal: 'شارك عرضًا',
    loading: 'جارٍ التحميل…',
    loadMore: 'عرض المزيد',
    detailsTitle: 'معلوماتي',
    username: 'اسم المستخدم',
    usernameHint: (min: number, max: number) =>
      `من ${min} إلى ${max} ${plural('ar', max, { few: 'أحرف', many: 'حرفًا', other: 'حرف' })}: حروف وأرقام ونقاط (.) وشرطات (-) أو شرطات سفلية (_).`,
    email: 'البريد الإلكتروني',
    emailChangeByLink: 'حفاظًا على أمانك، سنرسل رابط تأكيد إلى بريدك الحالي، ولن يتغيّر البريد إلا بعد فتح هذا الرابط.',
    currentPassword: 'كلمة المرور الحالية',
    currentPasswordHint: 'لتأكيد تغيير البريد الإلكتروني.',
    city: 'المدينة',
    cityPlaceholder: 'اختر ولايتك',
    saving: 'جارٍ الحفظ…',
    save: 'حفظ',
    passwordTitle: 'تغيير كلمة المرور',
    newPassword: 'كلمة المرور الجديدة',
    confirmNewPassword: 'تأكيد كلمة المرور الجديدة',
    passwordChanging: 'جارٍ التغيير…',
    passwordSubmit: 'تغيير كلمة المرور',
    languageTitle: 'اللغة',
    languageIntro: 'نراسلك بهذه اللغة: تأكيد بريدك الإلكتروني، واستعادة كلمة المرور، والتنبيهات والإشعارات عبر البريد.',
    languageLabel: 'لغة رسائلك الإلكترونية',
    languageSubmit: 'حفظ اللغة',
    languageNames: { fr: 'الفرنسية', ar: 'العربية' },
    languageSaved: (name: string) => `تم الحفظ: ستصلك رسائلنا الإلكترونية من الآن فصاعدًا ب${name}.`,
    languageSeePage: (name: string) => `عرض هذه الصفحة ب${name}`,
    identitiesTitle: 'حسابات غوغل وفيسبوك المرتبطة',
    noIdentities: 'لا يوجد حساب غوغل أو فيسبوك مرتبط بملفك.',
    providers: { google: 'غوغل', facebook: 'فيسبوك' },
    linkedOn: (date: string) => `رُبط في ${date}`,
    unlinking: 'جارٍ إلغاء الربط…',
    unlink: (provider: string) => `إلغاء ربط ${provider}`,
    devicesTitle: 'الأجهزة المتصلة',
    devicesIntro: 'أضعت جهازًا أو تتشاركه مع غيرك؟ أغلق كل الجلسات المفتوحة بحسابك، بما فيها هذه الجلسة.',
    logoutAll: 'تسجيل الخروج من كل الأجهزة',
    logoutAllTitle: 'تسجيل الخروج من كل الأجهزة؟',
    logoutAllConfirm: 'تسجيل الخروج من الكل',
    logoutAllText: 'ستُغلق كل جلساتك، بما فيها هذه الجلسة، وسيلزمك تسجيل الدخول من جديد على كل جهاز.',
  },
  // </ui:profile>

  // <ui:alerts>
  alerts: {
    intro: 'اختر كلمات مفتاحية: بمجرد أن ينشر عضو عرضًا يطابقها، ننبّهك عبر البريد الإلكتروني وفي إشعاراتك.',
    newTitle: 'تنبيه جديد',
    activeTitle: 'التنبيهات النشطة',
    usage: (used: number, max: number) => `التنبيهات المستعملة: ${used} من ${max}`,
    retry: 'إعادة المحاولة',
    loading: 'جارٍ تحميل تنبيهاتك…',
    empty: 'لا توجد تنبيهات بعد. أنشئ تنبيهًا أعلاه، أو من نتائج أي بحث.',
    allCities: 'كل المدن',
    allCategories: 'كل الفئات',
    createdOn: <N>(date: N) => ['أُنشئ في ', date],
    deleteNamed: (keywords: string) => `حذف التنبيه «${keywords}»`,
    deleting: 'جارٍ الحذف…',
    delete: 'حذف',
    deleted: 'تم حذف التنبيه',
    keywords: 'الكلمات المفتاحية',
    keywordsHint: 'كلمة أو أكثر، كما في البحث. مثلًا: مكيف إنفرتر، آيفون 15، تذكرة وهران باريس.',
    cityOptional: 'المدينة (اختياري)',
    categoryOptional: 'الفئة (اختياري)',
    creating: 'جارٍ الإنشاء…',
    create: 'أنشئ التنبيه',
    manage: 'إدارة تنبيهاتي',
    unsubscribeTitle: 'إلغاء الاشتراك في تنبيه',
    unsubscribeIncomplete: 'رابط إلغاء الاشتراك هذا ناقص.',
    unsubscribeIncompleteHelp: 'افتح الرابط كاملًا كما وصلك في البريد، أو احذف التنبيه من صفحة «تنبيهاتي».',
    unsubscribeText: 'لن تصلك بعد الآن رسائل عن هذا التنبيه، وسيُحذف من تنبيهاتك. أما تنبيهاتك الأخرى فلن تتغيّر.',
    unsubscribing: 'جارٍ إلغاء الاشتراك…',
    unsubscribeConfirm: 'تأكيد إلغاء الاشتراك',
  },
  // </ui:alerts>

  // <ui:members>
  members: {
    reputation: (n: number, shown: string) =>
      `السمعة: ${plural('ar', n, {
        one: 'نقطة واحدة',
        two: 'نقطتان',
        few: `${shown} نقاط`,
        other: `${shown} نقطة`,
      })}`,
    memberSince: <N>(date: N) => ['عضو منذ ', date],
    stats: { dealsPosted: 'العروض المنشورة', hotDeals: 'العروض الساخنة', commentsPosted: 'التعليقات' },
    badgesTitle: 'الشارات',
    earnedOn: <N>(date: N) => ['مُنحت في ', date],
    noBadges: 'لا توجد شارات بعد.',
    loadingProfile: 'جارٍ تحميل الملف',
    dealsOf: <N>(name: N) => ['عروض ', name],
    dealsTotal: (_n: number, shown: string) => `المجموع: ${shown}`,
    noDeals: <N>(name: N) => ['لم يشارك ', name, ' أي عرض بعد.'],
    notFoundTitle: 'العضو غير موجود',
    notFoundText: 'هذا العضو غير موجود أو لم يعد ملفه ظاهرًا.',
    seeDeals: 'تصفّح العروض',
    pageTitle: 'ملف العضو',
    unavailable: 'الملف غير متاح',
  },
  // </ui:members>

  // <ui:notifications>
  notifications: {},
  // </ui:notifications>

  // <ui:admin>
  admin: {
    navLabel: 'الإدارة',
    navReports: 'البلاغات',
    navMembers: 'الأعضاء',
    navImages: 'الصور',
    decisionSaved: 'تم تسجيل القرار',
    reasonRequired: 'السبب (إلزامي)',
    reasonOptional: 'السبب (اختياري)',
    dealDeleted: 'تم حذف العرض',
    commentDeleted: 'تم حذف التعليق',
    deletedReason: 'محتوى حذفه المشرفون',
    colon: ': ',
    listSeparator: '، ',
    quoteOpen: '«',
    quoteClose: '»',

    membersTitle: 'الأعضاء',
    administrator: 'مدير',
    reinstate: 'إعادة التفعيل',
    suspend: 'تعليق',
    memberQuery: 'اسم المستخدم أو البريد الإلكتروني (بدايته)',
    search: 'بحث',
    memberQueryHelp: 'اكتب بداية اسم مستخدم أو بريد إلكتروني.',
    noMemberMatches: <N>(query: N) => ['لا يوجد عضو يطابق «', query, '».'],
    membersFound: 'الأعضاء الذين عُثر عليهم',
    colUsername: 'اسم المستخدم',
    colEmail: 'البريد الإلكتروني',
    colCity: 'المدينة',
    colJoined: 'تاريخ التسجيل',
    colStatus: 'الحالة',
    colAction: 'إجراء',
    notVerified: '(غير مؤكَّد)',
    suspended: 'معلَّق',
    since: (date: string) => `منذ ${date}`,
    withReason: <N>(reason: N) => [': ', reason],
    active: 'نشط',
    banTitle: (name: string) => `تعليق حساب ${name}؟`,
    unbanTitle: (name: string) => `إعادة تفعيل حساب ${name}؟`,
    banConfirm: 'تعليق الحساب',
    unbanConfirm: 'إعادة تفعيل الحساب',
    banText: 'تنتهي جلساته ولن يتمكّن من تسجيل الدخول، وتبقى مساهماته منشورة. يُدوَّن القرار في السجل.',
    unbanText: 'سيتمكّن من تسجيل الدخول والنشر من جديد. يُدوَّن القرار في السجل.',

    moderationTitle: 'الإشراف',
    statusOpen: 'بانتظار المعالجة',
    statusClosed: 'تمت معالجتها',
    reportedCount: (n: number, shown: string) =>
      plural('ar', n, {
        zero: 'لا يوجد محتوى مُبلَّغ عنه',
        one: 'محتوى واحد مُبلَّغ عنه',
        two: 'محتويان مُبلَّغ عنهما',
        few: `${shown} محتويات مُبلَّغ عنها`,
        many: `${shown} محتوًى مُبلَّغًا عنه`,
        other: `${shown} محتوى مُبلَّغ عنه`,
      }),
    reportsCount: (n: number, shown: string, trusted: number, trustedShown: string) =>
      `${plural('ar', n, {
        one: 'بلاغ واحد',
        two: 'بلاغان',
        few: `${shown} بلاغات`,
        many: `${shown} بلاغًا`,
        other: `${shown} بلاغ`,
      })}، ${trusted === 1 ? 'منها بلاغ واحد من عضو موثوق' : `منها ${trustedShown} من أعضاء موثوقين`}`,
    reportedBy: 'أبلغ عنه',
    trustedMember: 'عضو موثوق',
    untrustedMember: 'بلا صفة الثقة',
    reputationOf: (shown: string) => `السمعة ${shown}`,
    moreReporters: (n: number, shown: string) =>
      `و${plural('ar', n, {
        one: 'عضو آخر',
        two: 'عضوان آخران',
        few: `${shown} أعضاء آخرين`,
        many: `${shown} عضوًا آخر`,
        other: `${shown} عضو آخر`,
      })} بلا صفة الثقة`,
    targetTypes: { deal: 'عرض', comment: 'تعليق', user: 'عضو' },
    hidden: 'مخفي',
    seeDeal: 'الاطلاع على العرض',
    byAuthor: <N>(name: N) => ['بواسطة ', name],
    reportedWhen: <N>(first: N, last: N) => ['أول بلاغ ', first, '، وآخر بلاغ ', last],
    hide: 'إخفاء',
    restore: 'إعادة الإظهار',
    dismiss: 'إغلاق دون إجراء',
    delete: 'حذف',
    suspendNamed: <N>(name: N) => ['تعليق حساب ', name],
    noOpenReports: 'لا توجد بلاغات بانتظار المعالجة.',
    noClosedReports: 'لا توجد قرارات بعد.',
    reportPages: 'صفحات البلاغات',
    auditTitle: 'سجل القرارات',
    auditEmpty: 'لم يُسجَّل أي قرار.',
    auditCaption: 'سجل قرارات الإشراف',
    colDate: 'التاريخ',
    colAdmin: 'المدير',
    colDecision: 'القرار',
    colContent: 'المحتوى',
    colReason: 'السبب',
    actions: {
      dismiss: 'أُغلق دون إجراء',
      hide: 'أُخفي',
      restore: 'أُعيد إظهاره',
      ban: 'عُلّق الحساب',
      unban: 'أُعيد تفعيل الحساب',
    },
    reportsClosed: (n: number, shown: string) =>
      plural('ar', n, {
        one: 'بلاغ واحد',
        two: 'بلاغان',
        few: `${shown} بلاغات`,
        many: `${shown} بلاغًا`,
        other: `${shown} بلاغ`,
      }),
    auditPages: 'صفحات السجل',
    decisions: {
      dismiss: {
        title: (_isDeal: boolean, _author: string) => 'إغلاق هذه البلاغات دون إجراء؟',
        text: 'يبقى المحتوى كما هو، ويُدوَّن القرار في السجل.',
        confirm: 'إغلاق دون إجراء',
      },
      hide: {
        title: (isDeal: boolean, _author: string) => (isDeal ? 'إخفاء هذا العرض؟' : 'إخفاء هذا التعليق؟'),
        text: 'يختفي من القوائم والبحث والمفضلات للجميع ما عدا صاحبه، ويمكنك إعادة إظهاره لاحقًا.',
        confirm: 'إخفاء',
      },
      restore: {
        title: (isDeal: boolean, _author: string) => (isDeal ? 'إعادة إظهار هذا العرض؟' : 'إعادة إظهار هذا التعليق؟'),
        text: 'يعود ظاهرًا للجميع في مكانه، وتُغلق البلاغات المفتوحة.',
        confirm: 'إعادة الإظهار',
      },
      delete: {
        title: (isDeal: boolean, _author: string) => (isDeal ? 'حذف هذا العرض؟' : 'حذف هذا التعليق؟'),
        text: 'الحذف نهائي، وتُغلق البلاغات ويُدوَّن القرار في السجل.',
        confirm: 'حذف نهائيًا',
      },
      ban: {
        title: (_isDeal: boolean, author: string) => `تعليق حساب ${author}؟`,
        text: 'تنتهي جلساته ولن يتمكّن من تسجيل الدخول، وتبقى مساهماته منشورة. يُدوَّن القرار في السجل.',
        confirm: 'تعليق الحساب',
      },
    },

    imagesTitle: 'تنظيف الصور – الإدارة',
    imagesLead: (hours: number) =>
      `الصور اليتيمة صور أُرسلت ولا يستعملها أي عرض. تُستثنى الصور التي لم يمضِ على إرسالها ${plural('ar', hours, {
        one: 'ساعة واحدة',
        two: 'ساعتان',
        few: `${hours} ساعات`,
        other: `${hours} ساعة`,
      })}: ربما لا يزال عرضها قيد التحرير.`,
    images: (n: number, shown: string) =>
      plural('ar', n, {
        one: 'صورة واحدة',
        two: 'صورتان',
        few: `${shown} صور`,
        other: `${shown} صورة`,
      }),
    colPreview: 'معاينة',
    colFile: 'الملف',
    colSize: 'الحجم',
    colUploaded: 'أُرسلت',
    imageDeleted: 'محذوفة',
    noPreview: 'بلا معاينة',
    storedImages: 'الصور المخزّنة',
    orphanImages: 'الصور اليتيمة',
    andMore: ' وأكثر',
    simulating: 'جارٍ المحاكاة…',
    simulate: 'محاكاة التنظيف',
    deleteOrphans: 'حذف الصور اليتيمة',
    dryRunDone: 'محاكاة: ',
    cleanupDone: 'اكتمل التنظيف: ',
    deletedCount: (n: number, shown: string, dryRun: boolean) =>
      `${dryRun ? 'ستُحذف' : 'حُذفت'} ${plural('ar', n, {
        one: 'صورة واحدة',
        two: 'صورتان',
        few: `${shown} صور`,
        other: `${shown} صورة`,
      })}`,
    bytesFreed: (size: string, dryRun: boolean) => (dryRun ? `سيُحرَّر ${size}.` : `حُرِّر ${size}.`),
    moreOrphans: 'لا تزال هناك صور يتيمة أخرى: أعد التشغيل لمعالجة الدفعة التالية.',
    wouldDeleteCaption: 'الصور التي ستُحذف',
    deletedCaption: 'الصور المحذوفة',
    noOrphans: 'لا توجد صور يتيمة: لا شيء للتنظيف.',
    oldestFirst: 'الأقدم أولًا',
    deleteOrphansTitle: 'حذف الصور اليتيمة؟',
    deleteForGood: 'حذف نهائيًا',
    deleteOrphansText: (n: number, shown: string, size: string) =>
      `ستُحذف ${plural('ar', n, {
        one: 'صورة واحدة',
        two: 'صورتان',
        few: `${shown} صور`,
        other: `${shown} صورة`,
      })} (${size}) من التخزين. لا يمكن التراجع عن هذا الإجراء.`,
    deleteOrphansTextUnknown: 'ستُحذف الصور من التخزين. لا يمكن التراجع عن هذا الإجراء.',
  },
  // </ui:admin>

  // <ui:site>
  site: {
    notFoundTitle: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو نُقلت. ربما انتهى العرض، أو في الرابط خطأ مطبعي.',
    seeDeals: 'تصفّح العروض',
    discover: 'تعرّف على DzDeals',
    social: { facebook: 'فيسبوك', instagram: 'إنستغرام', tiktok: 'تيك توك' },

    about: {
      title: 'حول DzDeals',
      country: 'الجزائر',
      lead: 'DzDeals موقع مجتمعي مجاني يشارك فيه الجميع العروض الجيدة التي يكتشفونها في الجزائر: تخفيضات في المحلات، وتنزيلات، وخصومات على الإنترنت، ورموز خصم، ووجبات بأسعار معقولة، ورحلات أرخص، في الولايات الـ58 كلها.',
      missionTitle: 'مهمتنا',
      mission:
        'الصفقات الجيدة موجودة في كل مكان، لكنها لا تنتشر كما ينبغي: ملصق عند مدخل متجر صغير، أو رسالة في مجموعة، أو تخفيض يختفي في يومين. يجمعها DzDeals في مكان واحد، مع السعر بالدينار والمدينة ورابط العرض، ليستفيد منها الجميع قبل أن تنتهي.',
      howTitle: 'كيف يعمل الموقع',
      how: [
        {
          lead: 'يمكن للجميع تصفّح',
          rest: ' العروض والبحث فيها وتصفيتها حسب المدينة أو الفئة، دون حساب.',
        },
        {
          lead: 'الأعضاء المسجّلون',
          rest: ' ينشرون العروض، ويصوّتون لصالح عروض غيرهم أو ضدها، ويعلّقون عليها للتنبيه إلى نفاد المخزون أو تاريخ الانتهاء أو عرض أفضل.',
        },
        {
          lead: 'الأصوات هي الفيصل',
          rest: ': العرض الذي ينال الاستحسان يزداد ظهورًا، والعرض المضلِّل أو المنتهي يُكتشف سريعًا.',
        },
      ],
      whoTitle: 'من نحن؟',
      who: 'يدير DzDeals فريق صغير مستقل يؤمن بفكرة بسيطة: أن ننفق بذكاء أكبر حين يساعد بعضنا بعضًا. الأعضاء هم من ينشرون العروض، لا التجار. وعلى العضو الذي تربطه صلة بالمتجر الذي يتحدث عنه (موظف، مسيّر، شريك) أن يذكر ذلك في منشوره.',
      rulesTitle: 'قواعد المجتمع',
      rules: [
        'شارك عروضًا حقيقية يمكن التحقق منها، بسعر دقيق بالدينار ومدينة محددة.',
        'ممنوع التقليد والمنتجات غير القانونية والمحتوى الصادم والإشهار المقنّع.',
        'التزم اللباقة في التعليقات: ننتقد العرض، لا الأشخاص.',
        'عرض منتهٍ؟ استعمل «الإبلاغ عن انتهائه». عرض مضلِّل أو مسيء أو رسالة مزعجة؟ زر «إبلاغ»، الموجود على كل عرض وكل تعليق، ينبّه المشرفين.',
      ],
      moderation: <N>(reports: number, flags: number, legal: N) => [
        `يمكن لفريق الإشراف إخفاء أو حذف أي محتوى لا يحترم هذه القواعد، وتعليق أي حساب. المحتوى الذي يبلّغ عنه ${plural(
          'ar',
          reports,
          {
            one: 'عضو موثوق واحد',
            two: 'عضوان موثوقان',
            few: `${reports} أعضاء موثوقين`,
            many: `${reports} عضوًا موثوقًا`,
            other: `${reports} عضو موثوق`,
          },
        )} (بريد مؤكَّد، وحساب عمره بضعة أيام، وسمعة مكتسبة في الموقع) يُخفى فورًا في انتظار أن يراجعه المشرفون، والعرض الذي يبلّغ ${flags} منهم عن انتهائه يُعلَّم كمنتهٍ. أما البلاغات الأخرى فيطّلع عليها المشرفون. التفاصيل في `,
        legal,
        '.',
      ],
      legalLink: 'الإشعار القانوني',
      contactTitle: 'اتصل بنا',
      contact: <N>(mail: N, facebook: N, instagram: N, tiktok: N) => [
        'سؤال أو اقتراح أو محتوى تريد الإبلاغ عنه؟ راسلنا على ',
        mail,
        '. ويمكنك أيضًا متابعتنا على ',
        facebook,
        ' و',
        instagram,
        ' و',
        tiktok,
        '.',
      ],
    },

    legal: {
      title: 'الإشعار القانوني',
      toc: 'المحتويات',
      sections: {
        editeur: 'ناشر الموقع',
        hebergement: 'الاستضافة',
        donnees: 'المعطيات الشخصية',
        moderation: 'المحتوى والإشراف',
        responsabilite: 'المسؤولية والروابط',
        propriete: 'الملكية الفكرية',
        droit: 'القانون المطبَّق',
      },
      publisher:
        'موقع DzDeals خدمة مجتمعية مجانية لتبادل العروض الجيدة في الجزائر، ينشرها فريق DzDeals الذي يتولّى إدارة النشر.',
      contact: <N>(mail: N) => ['للتواصل: ', mail],
      hosting: <N>(latin: (text: string) => N): (string | N)[] => [
        'يُستضاف الموقع وبياناته لدى شركة ',
        latin('Amazon Web Services, Inc., 410 Terry Avenue North, Seattle, WA 98109-5210'),
        '، الولايات المتحدة الأمريكية (خدمات ',
        latin('Amazon CloudFront'),
        ' و',
        latin('Amazon S3'),
        ' و',
        latin('AWS Lambda'),
        ' و',
        latin('Amazon DynamoDB'),
        '). وقد تكون الخوادم المستعملة خارج الجزائر.',
      ],
      dataIntro:
        'يعالج DzDeals معطياتك الشخصية وفقًا للقانون رقم 18-07 المؤرخ في 10 جوان 2018 المتعلق بحماية الأشخاص الطبيعيين في مجال معالجة المعطيات ذات الطابع الشخصي.',
      dataProcessedTitle: 'المعطيات المعالَجة',
      dataProcessed: [
        'عند التسجيل: اسم المستخدم والبريد الإلكتروني والمدينة وكلمة المرور؛',
        'عند تسجيل الدخول عبر غوغل أو فيسبوك: اسمك وبريدك الإلكتروني، تنقلهما هذه الخدمة بموافقتك؛',
        'ما تنشره: العروض والصور والتعليقات والأصوات.',
      ],
      passwordNote: 'لا تُحفظ كلمة مرورك أبدًا كما هي: تُسجَّل بصمتها غير القابلة للعكس (تجزئة) فقط.',
      purposeTitle: 'لماذا هذه المعطيات',
      purpose:
        'تُستعمل فقط لتشغيل الخدمة: إدارة حسابك، وعرض منشوراتك باسم المستخدم الخاص بك، وتأمين عمليات الدخول (بتحديد عدد المحاولات)، وإرسال بريد استعادة كلمة المرور عندما تطلبه. ولا تُباع ولا تُؤجَّر ولا تُستعمل للتسويق التجاري.',
      retentionTitle: 'مدة الحفظ',
      retention:
        'تُحفظ معطيات الحساب ما دام الحساب قائمًا. ينتهي رابط استعادة كلمة المرور بعد ساعة واحدة، وتُمحى الآثار التقنية التي تُستعمل لتحديد محاولات الدخول تلقائيًا في غضون دقائق إلى بضع ساعات.',
      recipientsTitle: 'المتلقّون والنقل',
      recipients:
        'لا يطّلع على معطياتك إلا فريق DzDeals، ومستضيفه للحاجات التقنية للخدمة. ولأن الاستضافة قد تكون خارج التراب الوطني، يتم هذا النقل في الإطار الذي يحدّده القانون رقم 18-07 وتحت رقابة السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي.',
      storageTitle: 'التخزين في متصفحك',
      storage:
        'لإبقائك متصلًا، يحفظ متصفحك رمز جلستك وملفك الشخصي في مساحة تخزينه المحلية. لا يستعمل DzDeals أي ملفات تعريف ارتباط إعلانية ولا أدوات تتبّع، ويمحو تسجيلُ الخروج هذه المعلومات.',
      rightsTitle: 'حقوقك',
      rights: <N>(profile: N, mail: N) => [
        'وفقًا للقانون رقم 18-07، لك الحق في الإعلام والولوج والتصحيح والاعتراض فيما يخص معطياتك. يمكنك تعديل معلوماتك من ',
        profile,
        '، وطلب حذف حسابك بمراسلتنا على ',
        mail,
        '. وإذا رأيت أن حقوقك لم تُحترم، يمكنك إخطار السلطة الوطنية لحماية المعطيات ذات الطابع الشخصي.',
      ],
      profileLink: 'ملفك الشخصي',
      moderationRules:
        'كل عضو مسؤول عمّا ينشره. ويُمنع على وجه الخصوص: العروض الكاذبة أو المضلِّلة، والتقليد والمنتجات غير المشروعة، والكلام المسيء أو الذي يحضّ على الكراهية أو التشهير، والمعطيات الشخصية للغير، والإشهار المقنّع والرسائل المزعجة.',
      moderationPowers: <N>(mail: N) => [
        'يمكن لمديري DzDeals، دون إشعار مسبق، تعديل أو حذف أي عرض أو تعليق أو صورة يخالف هذه القواعد أو القانون، وتعليق حساب العضو الذي يخالفها مرارًا. للإبلاغ عن محتوى، راسلنا على ',
        mail,
        ' مع ذكر رابط الصفحة المعنية، وسنعالج البلاغات في أقرب الآجال.',
      ],
      liability:
        'ينشر الأعضاء العروض على سبيل الإعلام. يحدد التجار الأسعار والمخزون وشروط العروض، وقد تتغير في أي وقت: تحقّق منها لدى التاجر قبل أي شراء. الروابط نحو المواقع الخارجية مقدَّمة لتسهيل تصفّحك، وDzDeals غير مسؤول عن محتواها.',
      property:
        'اسم DzDeals وشعاره وتصميم الموقع محمية. بنشرك أي محتوى، فإنك تأذن لـDzDeals بعرضه في الموقع ومشاركته على شبكاته الاجتماعية، وتضمن امتلاكك حقوق الصور التي ترسلها.',
      law: <N>(mail: N) => [
        'يخضع هذا الإشعار للقانون الجزائري. لأي سؤال، راسلنا أولًا على ',
        mail,
        '، فنحن نفضّل دائمًا الحل الودي.',
      ],
    },
  },
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
