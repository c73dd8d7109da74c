import type { Category } from '../categories';
import type { City } from '../cities';
import { plural } from './catalogue.ts';

/**
 * French: every text of the site, and the model of every other language's catalogue (ar.ts is
 * typed against this file; docs/architecture.md#languages). Each section is its own export, so a
 * bundle keeps the sections it reads: the API its messages, the web its interface.
 * Write French typography here: a no-break space before ":", a narrow one (U+202F) before
 * ";", "!", "?" and inside « » (NBSP and NNBSP of shared/price-format.ts).
 */

// ---------------------------------------------------------------------------------------------
// The web interface, by feature (web/src/lib/i18n.ts reads it).
// ---------------------------------------------------------------------------------------------
export const ui = {
  /** The app shell: header, footer, menus, shared widgets (web/src/app, web/src/components). */
  shell: {
    skipToContent: 'Aller au contenu',
    home: 'Accueil',
    logoLabel: "DzDeals, retour à l'accueil",
    searchLabel: 'Rechercher un bon plan',
    searchPlaceholder: 'Rechercher un bon plan…',
    searchSubmit: 'Lancer la recherche',
    createDeal: 'Créer un bon plan',
    shareDeal: 'Partager un bon plan',
    login: 'Connexion',
    register: 'Inscription',
    profile: 'Mon profil',
    saved: 'Mes favoris',
    alerts: 'Mes alertes',
    notifications: 'Notifications',
    /** The bell's and the menu entry's name: "Notifications (2 non lues)". */
    notificationsLabel: (unread: number) =>
      unread > 0
        ? `Notifications (${unread} ${plural('fr', unread, { one: 'non lue', other: 'non lues' })})`
        : 'Notifications',
    imageCleanup: 'Nettoyage des images',
    moderation: 'Modération',
    logout: 'Déconnexion',
    userMenu: (name: string) => `Menu de ${name}`,
    openMenu: 'Ouvrir le menu',
    closeMenu: 'Fermer le menu',
    mainMenu: 'Menu principal',
    about: 'À propos',
    contact: 'Contact',
    legal: 'Mentions légales',
    sitemap: 'Plan du site',
    footerNav: 'Navigation',
    footerCategories: 'Catégories',
    footerCities: 'Villes',
    footerFollow: 'Suivez-nous',
    footerSocial: 'Réseaux sociaux',
    newTab: '(nouvel onglet)',
    rights: (year: number) => `© ${year} DzDeals. Fait en Algérie, pour la communauté.`,
    closeAlert: "Fermer l'alerte",
    loading: 'Chargement…',
    routeError: "Cette page n'a pas pu être affichée",
    routeErrorHelp: 'Vérifiez votre connexion puis rechargez la page.',
    reload: 'Recharger la page',
    backHome: "Retour à l'accueil",
  },

  // <ui:format> dates, relative times, sizes (web/src/lib/format.ts)
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

  // <ui:site> About, Legal, the language switch and suggestion, offline
  site: {},
  // </ui:site>
};

// ---------------------------------------------------------------------------------------------
// What the API says (shared/messages.ts, client-messages.ts, input-messages.ts, field-labels.ts).
// ---------------------------------------------------------------------------------------------
// <messages>
export const messages = {};
// </messages>

// ---------------------------------------------------------------------------------------------
// Mails (functions/lib/mail-templates.ts).
// ---------------------------------------------------------------------------------------------
// <mail>
export const mail = {};
// </mail>

// ---------------------------------------------------------------------------------------------
// Pages' heads for crawlers and shares (shared/page-head.ts, member-head.ts), the shells, the web manifest.
// ---------------------------------------------------------------------------------------------
// <heads>
// This section's own imports (hoisted like any import; kept here so the section merges alone).
import type { PublicProfile } from '../api-types.ts';
import { formatNumber } from '../price-format.ts';
import type { LevelCode } from '../reputation.ts';

/** "3 bons plans": a count with its noun, never broken (French: 0 and 1 take the singular). */
const countFr = (n: number, one: string, other: string) => `${formatNumber(n)}\u00A0${plural('fr', n, { one, other })}`;

export const heads = {
  /**
   * The SEO profiles of the app's screens (shared/page-head.ts SEO_PROFILES): title without the
   * site's name, description, keywords. Forgot and reset password reuse `login`.
   */
  profiles: {
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
  },
  /** A deal page's description (then cut to 160 characters). */
  dealDescription: (title: string, description: string) => `${title} : ${description}`,
  /** A member page's title (without the site's name). */
  memberTitle: (username: string) => `${username} : profil de membre`,
  /** The members' levels by code (shared/reputation.ts). */
  levels: {
    nouveau: 'Nouveau',
    membre: 'Membre',
    confirme: 'Confirmé',
    expert: 'Expert',
    legende: 'Légende',
  } satisfies Record<LevelCode, string>,
  /** A member page's description: their level and what they did. */
  memberDescription: (m: PublicProfile, level: string) =>
    `${m.username}, membre ${level} de la communauté DzDeals : ` +
    `${countFr(m.reputation, 'point', 'points')} de réputation, ` +
    `${countFr(m.dealsPosted, 'bon plan partagé', 'bons plans partagés')} ` +
    `dont ${countFr(m.hotDeals, 'hot', 'hot')}, ${countFr(m.commentsPosted, 'commentaire', 'commentaires')}.`,
  /** The shells' frame (web/index.html), painted before the app's code arrives. */
  shell: {
    noscript: 'DzDeals a besoin de JavaScript pour afficher les bons plans.',
    logoLabel: "DzDeals, retour à l'accueil",
    searchLabel: 'Rechercher un bon plan',
    searchPlaceholder: 'Rechercher un bon plan…',
    searchSubmit: 'Lancer la recherche',
    heroPitch: "Les bons plans d'Algérie, partagés par la communauté et classés par vos votes dans l'onglet",
    hotTab: 'Hot',
    shareDeal: 'Partager un bon plan',
    register: 'Créer un compte',
    dealsTitle: 'Bons plans en Algérie',
  },
  /** The installable app's web manifest, one per language (web/vite.config.ts). */
  manifest: {
    name: 'DzDeals – Bons plans en Algérie',
    shortName: 'DzDeals',
    description:
      "Les meilleurs bons plans d'Algérie : promotions, réductions et codes promo partagés et votés par la communauté, ville par ville.",
  },
  /** The page the service worker shows offline for a page it has not kept (web/offline.html). */
  offline: {
    title: 'Vous êtes hors ligne',
    text: "Cette page n'est pas encore enregistrée sur cet appareil. Vérifiez votre connexion Internet, puis réessayez.",
    retry: 'Réessayer',
    backHome: "Retour à l'accueil",
  },
};
// </heads>

// ---------------------------------------------------------------------------------------------
// Wilayas and categories: the API and URLs keep one canonical value (`city=Oran`); these are
// their names in this language.
// ---------------------------------------------------------------------------------------------
// <places>
export const places = {
  // French names are the canonical values themselves.
  cities: {} as Partial<Record<City, string>>,
  categories: {} as Partial<Record<Category, string>>,
};
// </places>
