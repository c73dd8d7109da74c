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
export const mail: Catalogue['mail'] = {};
// </mail>

// <heads>
export const heads: Catalogue['heads'] = {};
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
