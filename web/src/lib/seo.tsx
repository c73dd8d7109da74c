import { useLocation } from 'react-router-dom';
import { imageUrlOf, pageTitle, scriptJson, SEO_PROFILES, type PageHead, type SeoProfile } from '@shared/page-head';
import { SITE } from '@shared/site';
import { siteOrigin } from '@web/lib/site-origin';

interface SeoProps {
  profile: SeoProfile;
  /** Overrides the profile's title (e.g. a search with its text). */
  title?: string;
  /** schema.org structured data. */
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
}

/** Title, description, keywords, Open Graph and canonical URL of a route with an SEO profile. */
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
 * The head tags of a page, rendered where the page is and hoisted into <head> by React 19. The
 * canonical URL is built from the current origin.
 */
export function PageSeo({ title, description, keywords, image, ogType = 'website', jsonLd, url }: PageSeoProps) {
  const { pathname } = useLocation();
  const origin = siteOrigin();
  const address = url ?? `${origin}${pathname}`;
  const fullTitle = pageTitle(title);
  const picture = imageUrlOf({ image }, origin);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={address} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content="fr_DZ" />
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
