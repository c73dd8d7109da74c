import type { Merchant } from './api-types';
import { catalogue, currentLanguage } from './i18n/catalogue.ts';
import { pathInLanguage, type Language } from './i18n/languages.ts';
import { type PageHead, merchantPagePath } from './page-head.ts';

// A merchant's page head, apart from page-head.ts like member-head.ts: only the merchant page and
// its server renderer need it, and the first screen of Home loads page-head.ts (shared/DESIGN.md
// budgets). Its texts are the catalogue's `heads`, in the page's language.

/** schema.org CollectionPage of a merchant's deals, about the shop (an Organization, its sites as sameAs). */
function merchantStructuredData(merchant: Merchant, url: string, title: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    url,
    name: title,
    about: {
      '@type': 'Organization',
      name: merchant.name,
      ...(merchant.domains.length ? { sameAs: merchant.domains.map((domain) => `https://${domain}`) } : {}),
    },
  };
}

/**
 * A merchant's page head in the current language, on the site served from `origin`: its address
 * is the canonical merchant's (an alias's page redirects there).
 */
export function merchantHead(merchant: Merchant, origin: string, lang: Language = currentLanguage()): PageHead {
  const url = `${origin}${pathInLanguage(merchantPagePath(merchant.slug), lang)}`;
  const { heads } = catalogue(lang);
  const title = heads.merchantTitle(merchant.name);
  return {
    title,
    description: heads.merchantDescription(merchant),
    ogType: 'website',
    url,
    jsonLd: merchantStructuredData(merchant, url, title),
  };
}
