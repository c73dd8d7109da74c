import type { Category } from '../categories';
import type { City } from '../cities';
import { plural } from './catalogue';

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
export const heads = {};
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
