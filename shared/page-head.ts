import type { Deal } from './api-types';
import type { Category } from './categories';
import type { City } from './cities';
import { catalogue, currentLanguage, textOf, type Catalogue } from './i18n/catalogue.ts';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  pathInLanguage,
  unprefixedPath,
  type Language,
} from './i18n/languages.ts';
import { formatPrice } from './price-format.ts';
import { SITE } from './site.ts';

// What a page says about itself to browsers, crawlers and link previews, for the SPA
// (web/src/lib/seo.tsx) and for the server-rendered pages (functions/site/render-page.ts), in the
// page's language: its texts are the catalogue's `heads` (shared/i18n/<lang>.ts).

const HEADS = textOf('heads');

/**
 * The SEO profiles of the app's screens (docs/architecture.md#screens-layout-and-seo), in the
 * current language at each read; forgot and reset password reuse `login`. Home, About and Legal
 * also get theirs in their static shells.
 */
export const SEO_PROFILES: Catalogue['heads']['profiles'] = new Proxy({} as Catalogue['heads']['profiles'], {
  get: (_, profile) => HEADS.profiles[profile as SeoProfile],
});

export type SeoProfile = keyof Catalogue['heads']['profiles'];

/** The document title of a page: its own title, then the site's name. */
export const pageTitle = (title: string) => `${title} | ${SITE.name}`;

/** JSON for a <script> element (ld+json, or inline data), safe to embed in HTML. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** Whitespace folded, cut at a word boundary within `max` characters (with "…"). */
export const excerpt = (text: string, max = 160) => {
  // Line breaks and runs of spaces become one space; French's no-break spaces stay (" : ", "54 990").
  const flat = text.replace(/[^\S\u00A0\u202F]+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/ [^ ]*$/, '')}…`;
};

export const dealPagePath = (id: string) => `/deals/${encodeURIComponent(id)}`;

/** A member's public page. */
export const memberPagePath = (username: string) => `/membres/${encodeURIComponent(username)}`;

/** A merchant's page (shared/merchants.ts slugs: an Arabic one is percent-encoded here). */
export const merchantPagePath = (slug: string) => `/marchands/${encodeURIComponent(slug)}`;

/** A page's path in every language (`/deals/x`, `/ar/deals/x`): what an outdated page is dropped from caches as. */
export const inEveryLanguage = (path: string) => LANGUAGE_CODES.map((lang) => pathInLanguage(path, lang));

/** The head of a page: title (without the site's name), description, social picture, canonical URL, structured data. */
export interface PageHead {
  title: string;
  description: string;
  /** A path of this site or an absolute URL; the site's default picture when absent. */
  image?: string | null;
  ogType: 'website' | 'article' | 'product';
  url: string;
  jsonLd?: Record<string, unknown>;
}

/** The picture link previews and search engines get: the widest JPEG variant (the original is never served). */
const sharedPicture = (deal: Deal) => deal.image?.variants.at(-1)?.jpeg ?? null;

/** schema.org Product with its Offer (price in DZD, the merchant as its seller, not a brand: validity), in `lang`. */
function dealStructuredData(deal: Deal, url: string, origin: string, lang: Language) {
  const { places } = catalogue(lang);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: excerpt(deal.description, 300),
    // Wilaya and category by their names in the page's language (shared/i18n/places.ts).
    category: places.categories[deal.category as Category] ?? deal.category,
    ...(sharedPicture(deal) ? { image: new URL(sharedPicture(deal)!, origin).href } : {}),
    offers: {
      '@type': 'Offer',
      url: deal.url ?? url,
      price: deal.price,
      priceCurrency: 'DZD',
      availability: deal.expired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      ...(deal.expiresAt ? { priceValidUntil: deal.expiresAt.slice(0, 10) } : {}),
      ...(deal.merchant ? { seller: { '@type': 'Organization', name: deal.merchant } } : {}),
      areaServed: { '@type': 'City', name: places.cities[deal.city as City] ?? deal.city },
    },
  };
}

/**
 * What a deal's link previews and search results say under its title: its own description (cut
 * at a word near 160 characters), not the title again; a deal without one, its price.
 */
const dealShareText = (deal: Deal, lang: Language) =>
  excerpt(deal.description ?? '') || catalogue(lang).heads.dealDescription(deal.title, formatPrice(deal.price, lang));

/** A deal page's head in the current language, on the site served from `origin`. */
export function dealHead(deal: Deal, origin: string, lang: Language = currentLanguage()): PageHead {
  const url = `${origin}${pathInLanguage(dealPagePath(deal.id), lang)}`;
  return {
    title: deal.title,
    description: dealShareText(deal, lang),
    image: sharedPicture(deal),
    ogType: 'product',
    url,
    jsonLd: dealStructuredData(deal, url, origin, lang),
  };
}

/** A link to one version of a page: its language's region (`fr-DZ`), or `x-default`. */
export interface LanguageAlternate {
  hreflang: string;
  href: string;
}

/**
 * The versions of the page at `url` (absolute, in any language), for `<link rel="alternate"
 * hreflang>` and the sitemap: one per language (`fr-DZ`, `ar-DZ`), then `x-default`, the default
 * language's (French). Its query is kept; a path without origin gives paths.
 */
export function languageAlternates(url: string): LanguageAlternate[] {
  const parsed = new URL(url, 'http://relative.invalid');
  const origin = /^https?:\/\//i.test(url) ? parsed.origin : '';
  const page = `${unprefixedPath(parsed.pathname)}${parsed.search}`;
  const href = (lang: Language) => `${origin}${pathInLanguage(page, lang)}`;
  return [
    ...LANGUAGE_CODES.map((lang) => ({ hreflang: LANGUAGES[lang].region, href: href(lang) })),
    { hreflang: 'x-default', href: href(DEFAULT_LANGUAGE) },
  ];
}

/** A page's Open Graph locale (`ar_DZ`) and the other languages' (`og:locale:alternate`). */
export const ogLocales = (lang: Language) => ({
  locale: LANGUAGES[lang].ogLocale,
  alternates: LANGUAGE_CODES.filter((other) => other !== lang).map((other) => LANGUAGES[other].ogLocale),
});

/** The absolute URL of a page's social picture. */
export const imageUrlOf = (head: Pick<PageHead, 'image'>, origin: string) =>
  new URL(head.image || SITE.ogImage, origin).href;
