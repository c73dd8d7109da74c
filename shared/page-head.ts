import type { Deal } from './api-types';
import { SITE } from './site';

// What a page says about itself to browsers, crawlers and link previews, for the SPA
// (web/src/lib/seo.tsx) and for the server-rendered deal page (functions/site/deal-page-html.ts).

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

/** schema.org Product with its Offer (price in DZD, merchant, validity). */
function dealStructuredData(deal: Deal, url: string, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: deal.title,
    description: excerpt(deal.description, 300),
    category: deal.category,
    ...(deal.imageUrl ? { image: new URL(deal.imageUrl, origin).href } : {}),
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
    image: deal.imageUrl,
    ogType: 'product',
    url,
    jsonLd: dealStructuredData(deal, url, origin),
  };
}

/** The absolute URL of a page's social picture. */
export const imageUrlOf = (head: Pick<PageHead, 'image'>, origin: string) =>
  new URL(head.image || SITE.ogImage, origin).href;
