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
// Each mail's texts; functions/lib/mail-templates.ts lays them out as text and HTML, escapes the
// values (member-written ones keep their own direction) and links to the member's language's pages.
export const mail = {
  greeting: 'Bonjour,',
  signature: "L'équipe DzDeals",
  /** A price in a mail, given its digits already grouped ("45 000"). */
  price: (amount: string) => `${amount}\u00A0DA`,
  free: 'Gratuit',
  /** The password-reset mail. */
  reset: {
    subject: 'Réinitialisation de votre mot de passe DzDeals',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte DzDeals.',
    /** Text part, before the link. */
    openLink: 'Cliquez sur ce lien (valable une heure) pour choisir un nouveau mot de passe :',
    /** HTML part: the link's words, then its validity. */
    action: 'Choisir un nouveau mot de passe',
    validity: '(lien valable une heure)',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
  },
  /** The link that proves an address (sign-up, email change, resend). */
  verify: {
    subject: 'Confirmez votre adresse email DzDeals',
    openLink: 'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien (valable 48 heures) :',
    intro: 'Pour confirmer que cette adresse est bien la vôtre :',
    action: 'Confirmer mon adresse email',
    validity: '(lien valable 48 heures)',
    ignore: "Si vous n'avez pas créé de compte DzDeals ni changé d'adresse, ignorez simplement ce message.",
  },
  /** The notice to the former address after an email change. */
  emailChanged: {
    subject: 'Votre adresse email DzDeals a été modifiée',
    notice: (masked: string) =>
      `Nous vous informons que votre adresse email a été modifiée : votre compte DzDeals utilise désormais ${masked}.`,
    ifYou: "Si c'est bien vous, il n'y a rien à faire.",
    ifNot: 'Sinon, répondez sans attendre à ce message : nous vous aiderons à récupérer votre compte.',
  },
  /** The link to the current address that applies an email change (accounts without a password). */
  emailChangeConfirm: {
    subject: "Confirmez le changement d'adresse de votre compte DzDeals",
    request: (newEmail: string) =>
      `Quelqu'un a demandé à remplacer l'adresse email de votre compte DzDeals par ${newEmail}.`,
    openLink: "Si c'est bien vous, ouvrez ce lien (valable 24 heures) pour confirmer :",
    action: "Confirmer le changement d'adresse",
    validity: '(lien valable 24 heures)',
    consequences:
      "Une fois l'adresse changée, toutes vos sessions seront fermées et vos connexions Google ou Facebook retirées.",
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre adresse ne changera pas.",
  },
  /** New deals for a keyword alert (at once, or grouped by the digest job). */
  alert: {
    subject: (count: number, keywords: string, firstTitle: string) =>
      count === 1
        ? `Nouveau bon plan pour « ${keywords} » : ${firstTitle}`
        : `${count} nouveaux bons plans pour « ${keywords} »`,
    intro: (count: number, keywords: string) =>
      count === 1
        ? `Un bon plan correspondant à votre alerte « ${keywords} » vient d'être publié :`
        : `${count} bons plans correspondant à votre alerte « ${keywords} » ont été publiés :`,
    /** One deal of the list: its title (a link in HTML), price and wilaya. */
    deal: (title: string, price: string, city: string) => `${title} : ${price}, ${city}`,
    more: (more: number) => `… et ${more} ${plural('fr', more, { one: 'autre', other: 'autres' })} sur DzDeals.`,
    why: 'Vous recevez ce message car vous avez créé cette alerte sur DzDeals.',
    /** Text part: the unsubscribe page's address follows. */
    stop: 'Pour ne plus la recevoir :',
    unsubscribe: 'Se désabonner de cette alerte',
  },
};
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
