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
// This section's own imports (hoisted like any import; kept here so the section merges alone).
import type { PublicProfile } from '../api-types.ts';
import { formatNumber } from '../price-format.ts';

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
  cities: {},
  categories: {},
};
// </places>
