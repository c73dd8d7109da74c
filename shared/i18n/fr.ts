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
    /** The footer's line under the logo. */
    tagline: "Les bons plans d'Algérie, partagés et votés par la communauté.",
    /**
     * The suggestion to read the site in the browser's language (app/layout/language-suggestion.tsx):
     * written in the language it suggests (read from that language's catalogue), with `aside` in the
     * page's language.
     */
    languageSuggestion: {
      text: 'Ce site existe en français.',
      action: 'Lire en français',
      dismiss: 'Non merci',
      aside: 'Cette page existe aussi dans votre langue.',
    },
    /** A new version of the app waits (app/update-prompt.tsx). */
    updateAvailable: 'Nouvelle version disponible',
    updateReload: 'Recharger',
    updateLater: 'Plus tard',
    /** The reminder to confirm the email (app/layout/email-banner.tsx), around the address. */
    emailBannerLabel: "Confirmation de l'adresse email",
    emailReminderBefore: 'Confirmez votre adresse email (',
    emailReminderAfter: ') pour recevoir nos alertes.',
    emailReminderHide: 'Masquer ce rappel',
    resendLink: 'Renvoyer le lien',
    sending: 'Envoi…',
    signIn: 'Se connecter',
    cancel: 'Annuler',
    close: 'Fermer',
    pleaseWait: 'Patientez…',
    /** Form fields (components/form-field.tsx). */
    showPassword: 'Afficher',
    hidePassword: 'Masquer',
    showPasswordOf: (label: string) => `Afficher : ${label}`,
    hidePasswordOf: (label: string) => `Masquer : ${label}`,
    emailLabel: 'Adresse email',
    passwordLabel: 'Mot de passe',
    confirmPasswordLabel: 'Confirmer le mot de passe',
    passwordHint: (min: number) =>
      plural('fr', min, { one: `Au moins ${min} caractère.`, other: `Au moins ${min} caractères.` }),
    /** A list's pages (components/pager.tsx). */
    pagerPrevious: 'Précédents',
    pagerNext: 'Suivants',
    pageOf: (page: number, total: number) => `Page ${page} sur ${total}`,
    /** Reporting a deal or a comment (components/report-button.tsx); `what` comes from the caller. */
    report: 'Signaler',
    reportWhat: (what: string) => `Signaler ${what}`,
    reportWhy: 'Pourquoi ce signalement ?',
    reportDetails: (required: boolean) => `Précisions ${required ? '(obligatoires)' : '(facultatives)'}`,
    reportSend: 'Envoyer le signalement',
    reportReasons: {
      spam: 'Spam ou publicité',
      offensive: 'Contenu offensant',
      misleading: 'Trompeur ou faux',
      duplicate: 'Doublon',
      other: 'Autre',
    },
    /** `POST /alerts` answered without a message of its own (lib/alerts.ts). */
    alertCreated: 'Alerte créée',
  },

  // <ui:format> dates, relative times, sizes (web/src/lib/format.ts), prices (shared/price-format.ts)
  format: {
    /** Under a minute, either way. */
    justNow: "à l'instant",
    /** `n` units from now (negative: ago): "il y a 2 h", "hier", "dans 3 j" (Intl's short French). */
    relative: (() => {
      // Made on first use: a server answering in another language never pays for it.
      let intl: Intl.RelativeTimeFormat | undefined;
      return (n: number, unit: Intl.RelativeTimeFormatUnit) =>
        (intl ??= new Intl.RelativeTimeFormat('fr', { numeric: 'auto', style: 'short' }))
          .format(n, unit)
          .replace(/(\d) /g, '$1\u00A0');
    })(),
    /** A price of zero. */
    free: 'Gratuit',
    /** After a price in dinars: "62 900 DA". */
    currency: 'DA',
    /** Bytes, then kilo-, mega-, gigabytes. */
    sizeUnits: ['o', 'Ko', 'Mo', 'Go'],
  },
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
  notifications: {
    /** Before an unread notification's text, for screen readers. */
    unreadMark: 'Non lue\u00A0:',
    markAllRead: 'Tout marquer comme lu',
    empty: 'Aucune notification pour le moment',
    emptyHelp:
      "Vous serez prévenu ici quand un membre commente l'un de vos bons plans, quand l'un d'eux devient Hot, ou quand un nouveau bon plan correspond à l'une de vos alertes.",
    manageAlerts: 'Gérer mes alertes',
    seeAll: 'Voir toutes les notifications',
    loadingList: 'Chargement de vos notifications…',
    retry: 'Réessayer',
    /** Beside the page's title: "3 non lues" (nothing when none). */
    unreadCount: (n: number) => (n > 0 ? plural('fr', n, { one: `${n} non lue`, other: `${n} non lues` }) : ''),
    pagesLabel: 'Pages de notifications',
    previous: 'Précédentes',
    next: 'Suivantes',
  },
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
