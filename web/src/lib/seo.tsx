import { useLocation } from 'react-router-dom';
import { currentLanguage } from '@shared/i18n/catalogue';
import { pathInLanguage } from '@shared/i18n/languages';
import {
  imageUrlOf,
  languageAlternates,
  ogLocales,
  pageTitle,
  scriptJson,
  SEO_PROFILES,
  type PageHead,
  type SeoProfile,
} from '@shared/page-head';
import { SITE } from '@shared/site';
import { siteOrigin } from '@web/lib/site-origin';

interface SeoProps {
  profile: SeoProfile;
  /** Overrides the profile's title (e.g. a search with its text). */
  title?: string;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Title, description, keywords, Open Graph and canonical URL of a route with an SEO profile, in the page's language. */
export function Seo({ profile, title, jsonLd }: SeoProps) {
  const p = SEO_PROFILES[profile];
  return <PageSeo title={title ?? p.title} description={p.description} keywords={p.keywords} jsonLd={jsonLd} />;
}

type PageSeoProps = Omit<PageHead, 'ogType' | 'url' | 'jsonLd'> & {
  /** The page's canonical address (a member's name as they write it); the current path by default. */
  url?: string;
  keywords?: string;
  ogType?: PageHead['ogType'];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/**
 * The head tags of a page, rendered where the page is and hoisted into <head> by React 19, in the
 * page's language: the canonical URL (the page itself, built from the current origin and the
 * language's path), the page in every language (hreflang, x-default the French one), Open Graph
 * with its locale and the others'. The same tags as a shell's (shared/page-shells.ts withHead).
 */
export function PageSeo({ title, description, keywords, image, ogType = 'website', jsonLd, url }: PageSeoProps) {
  // The router's path, without the language's prefix (its basename).
  const { pathname } = useLocation();
  const lang = currentLanguage();
  const origin = siteOrigin();
  const address = url ?? `${origin}${pathInLanguage(pathname, lang)}`;
  const fullTitle = pageTitle(title);
  const picture = imageUrlOf({ image }, origin);
  const locales = ogLocales(lang);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={address} />
      {languageAlternates(address).map((alt) => (
        <link key={alt.hreflang} rel="alternate" hrefLang={alt.hreflang} href={alt.href} />
      ))}
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content={locales.locale} />
      {locales.alternates.map((locale) => (
        <meta key={locale} property="og:locale:alternate" content={locale} />
      ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={picture} />
      <meta property="og:url" content={address} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
    </>
  );
}

/** Plain title of the routes without an SEO profile (deal pages, admin, not found). */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}
