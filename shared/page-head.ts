import type { Deal } from './api-types';
import { SITE } from './site.ts';

// What a page says about itself to browsers, crawlers and link previews, for the SPA
// (web/src/lib/seo.tsx) and for the server-rendered deal and member pages (functions/site/*-page-html.ts).

/**
 * The SEO profiles of the app's screens (docs/architecture.md#screens-layout-and-seo); forgot and
 * reset password reuse `login`. Home, About and Legal also get theirs in their static shells.
 */
export const SEO_PROFILES = {
  home: {
    title: 'Bons plans, promos et réductions en Algérie',
    description:
      "DzDeals rassemble les meilleurs bons plans d'Algérie : promotions, réductions et codes promo partagés et votés par la communauté, ville par ville.",
    keywords: 'bons plans Algérie, promotions, réductions, codes promo, soldes, Alger, Oran, Constantine, DzDeals',
  },
  search: {
    title: 'Recherche de bons plans',
    description:
      'Résultats de recherche parmi les bons plans partagés par la communauté DzDeals, filtrés par ville et par catégorie.',
    keywords: 'recherche bons plans, promotions Algérie, réductions, codes promo',
  },
  login: {
    title: 'Connexion',
    description:
      'Connectez-vous à DzDeals pour partager vos bons plans, voter pour les meilleures offres et commenter celles de la communauté.',
    keywords: 'connexion DzDeals, compte, bons plans Algérie',
  },
  register: {
    title: 'Inscription',
    description:
      'Créez gratuitement votre compte DzDeals et partagez les bonnes affaires de votre ville avec toute la communauté algérienne.',
    keywords: 'inscription DzDeals, créer un compte, communauté bons plans Algérie',
  },
  profile: {
    title: 'Mon profil',
    description: 'Gérez votre compte DzDeals : vos informations, votre ville et vos bons plans partagés.',
    keywords: 'profil DzDeals, mon compte',
  },
  about: {
    title: 'À propos',
    description:
      'DzDeals est un site communautaire algérien où chacun partage et vote pour les bons plans repérés près de chez lui. Découvrez notre mission et nos règles.',
    keywords: 'à propos DzDeals, communauté, bons plans Algérie, mission',
  },
  legal: {
    title: 'Mentions légales',
    description:
      'Mentions légales de DzDeals : éditeur, hébergement, protection des données personnelles (loi n° 18-07) et règles de modération.',
    keywords: 'mentions légales DzDeals, données personnelles, loi 18-07, modération',
  },
} as const;

export type SeoProfile = keyof typeof SEO_PROFILES;

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
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

export const dealPagePath = (id: string) => `/deals/${encodeURIComponent(id)}`;

/** A member's public page. */
export const memberPagePath = (username: string) => `/membres/${encodeURIComponent(username)}`;

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

/** schema.org Product with its Offer (price in DZD, merchant, validity). */
function dealStructuredData(deal: Deal, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: excerpt(deal.description, 300),
    category: deal.category,
    ...(sharedPicture(deal) ? { image: new URL(sharedPicture(deal)!, origin).href } : {}),
    ...(deal.merchant ? { brand: { '@type': 'Brand', name: deal.merchant } } : {}),
    offers: {
      '@type': 'Offer',
      url: deal.url ?? url,
      price: deal.price,
      priceCurrency: 'DZD',
      availability: deal.expired ? 'https://schema.org/Discontinued' : 'https://schema.org/InStock',
      ...(deal.expiresAt ? { priceValidUntil: deal.expiresAt.slice(0, 10) } : {}),
      ...(deal.merchant ? { seller: { '@type': 'Organization', name: deal.merchant } } : {}),
      areaServed: { '@type': 'City', name: deal.city },
    },
  };
}

/** A deal page's head, on the site served from `origin`. */
export function dealHead(deal: Deal, origin: string): PageHead {
  const url = `${origin}${dealPagePath(deal.id)}`;
  return {
    title: deal.title,
    description: excerpt(`${deal.title} : ${deal.description}`),
    image: sharedPicture(deal),
    ogType: 'product',
    url,
    jsonLd: dealStructuredData(deal, url, origin),
  };
}

/** The absolute URL of a page's social picture. */
export const imageUrlOf = (head: Pick<PageHead, 'image'>, origin: string) =>
  new URL(head.image || SITE.ogImage, origin).href;
