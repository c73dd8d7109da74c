import { useLocation } from 'react-router-dom';
import { imageUrlOf, pageTitle, scriptJson, type PageHead } from '@shared/page-head';
import { SITE } from '@shared/site';

/** The SEO profiles (docs/architecture.md#screens-layout-and-seo); forgot and reset password reuse `login`. */
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
  keywords?: string;
  ogType?: PageHead['ogType'];
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
};

/**
 * The head tags of a page, rendered where the page is and hoisted into <head> by React 19. The
 * canonical URL is built from the current origin.
 */
export function PageSeo({ title, description, keywords, image, ogType = 'website', jsonLd }: PageSeoProps) {
  const { pathname } = useLocation();
  const origin = window.location.origin;
  const url = `${origin}${pathname}`;
  const fullTitle = pageTitle(title);
  const picture = imageUrlOf({ image }, origin);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords && <meta name="keywords" content={keywords} />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content={ogType} />
      <meta property="og:site_name" content={SITE.name} />
      <meta property="og:locale" content="fr_DZ" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={picture} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />}
    </>
  );
}

/** Plain title of the routes without an SEO profile (deal pages, admin, not found). */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title)}</title>;
}
