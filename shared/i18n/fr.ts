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
  /** Home: the introduction, the list's heading, tabs and filters, how it works (web/src/features/home). */
  home: {
    /** The guests' introduction, around the link to the Hot tab. */
    heroPitchStart: "Les bons plans d'Algérie, partagés par la communauté et classés par vos votes dans l'onglet",
    heroHot: 'Hot',
    heroPitchEnd: '.',
    shareDeal: 'Partager un bon plan',
    createAccount: 'Créer un compte',
    /** The title of a search's page (the tab's and the shares'). */
    searchTitle: (q: string) => `Recherche «\u202F${q}\u202F»`,
    loadingDeals: 'Chargement des bons plans…',
    sortLabel: 'Ordre des bons plans',
    sortHot: 'Hot',
    sortNew: 'Nouveaux',
    hideExpired: 'Masquer les expirés',
    filtersLabel: 'Filtrer par ville et catégorie',
    city: 'Ville',
    allCities: 'Toutes les villes',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    /** The list's one heading: a search, a city and/or a category (their names), or everything. */
    headingSearch: (q: string) => `Résultats pour «\u202F${q}\u202F»`,
    headingFiltered: (city: string, category: string) =>
      ['Bons plans', city && ` à ${city}`, category && `, catégorie ${category}`].join(''),
    headingAll: 'Bons plans en Algérie',
    /** The list's total; `shown` is `n` as written (thousands grouped). */
    count: (n: number, shown: string) => (n === 0 ? 'Aucun bon plan' : n === 1 ? '1 bon plan' : `${shown} bons plans`),
    /** A search's estimated total: past the exact count, or about. */
    estimateMore: (_n: number, shown: string) => `Plus de ${shown} résultats`,
    estimateAbout: (_n: number, shown: string) => `Environ ${shown} résultats`,
    clear: 'Effacer',
    clearLabel: 'Effacer la recherche et les filtres',
    retry: 'Réessayer',
    emptyFilteredTitle: 'Aucun bon plan ne correspond à votre recherche',
    emptyFilteredText: "Essayez d'autres mots-clés, une autre ville ou une autre catégorie.",
    emptyTitle: 'Aucun bon plan pour le moment',
    emptyText: 'Soyez le premier à partager une bonne affaire avec la communauté.',
    howTitle: 'Comment ça marche\u202F?',
    steps: [
      {
        title: 'Repérez',
        text: 'Une promo au marché, des soldes en boutique, un code de réduction en ligne\u00A0: notez la bonne affaire.',
      },
      { title: 'Partagez', text: "Publiez-la en quelques secondes avec le prix, la ville et le lien de l'offre." },
      {
        title: 'Votez',
        text: "La communauté vote et commente\u00A0: les bons plans les mieux notés remontent en tête de l'onglet Hot.",
      },
    ],
    browseTitle: 'Explorer les bons plans',
    byCity: 'Par ville',
    byCategory: 'Par catégorie',
    /** The offer of a keyword alert on search results. */
    alertCreate: 'Créer une alerte pour cette recherche',
    alertCreating: "Création de l'alerte…",
    manageAlerts: 'Gérer mes alertes',
  },
  // </ui:home>

  // <ui:deals>
  /** Deal cards, the deal page, its comments, the deal form (web/src/components/deals, features/deals). */
  deals: {
    // Cards and their parts.
    expired: 'Expiré',
    by: 'Par',
    /** "Commenter" before the first comment, then "1 commentaire", "12 commentaires". */
    comments: (n: number) => (n === 0 ? 'Commenter' : n === 1 ? '1 commentaire' : `${n} commentaires`),
    loadingMore: 'Chargement…',
    loadMore: 'Charger plus',
    shownOf: (shown: number, total: number) => `${shown} sur ${total} affichés`,
    insteadOf: 'au lieu de ',
    discount: (percent: number) => `−${percent}\u202F%`,
    discountSpoken: (percent: number) => `, soit ${percent}\u202F% de réduction`,
    /** "Température : 120 degrés, Hot" for screen readers. */
    temperatureLabel: (t: number, hot: boolean) =>
      `Température\u00A0: ${t} ${Math.abs(t) >= 2 ? 'degrés' : 'degré'}${hot ? ', Hot' : ''}`,
    hot: 'Hot',
    votesFor: (title: string) => `Votes pour « ${title} »`,
    voteUp: 'Voter pour : bon plan',
    voteUpWithdraw: 'Retirer mon vote positif',
    voteDown: 'Voter contre : pas terrible',
    voteDownWithdraw: 'Retirer mon vote négatif',
    score: 'Score : ',
    save: 'Ajouter à mes favoris',
    unsave: 'Retirer de mes favoris',
    inSaved: 'Dans mes favoris',
    /** The card's star, named with the deal. */
    saveNamed: (label: string, title: string) => `${label} : ${title}`,
    /** Quotes around a deal's title in running text. */
    quoteOpen: '« ',
    quoteClose: ' »',

    // The deal page.
    notFound: 'Bon plan non trouvé',
    notFoundText: "Ce bon plan n'existe pas ou a été supprimé par son auteur.",
    seeDeals: 'Voir les bons plans',
    dealTitle: 'Bon plan',
    unavailable: 'Bon plan indisponible',
    breadcrumb: "Fil d'Ariane",
    expiredSince: (date: string) => ` depuis le ${date}`,
    validUntil: (date: string) => `Valable jusqu'au ${date}`,
    hiddenTitle: 'Ce bon plan est masqué par la modération.',
    hiddenText:
      " Il n'apparaît plus dans les listes, la recherche ni les favoris, et seuls son auteur et les administrateurs peuvent l'ouvrir. Corrigez-le si besoin : un administrateur pourra le rétablir.",
    merchantAt: 'Chez',
    goToOffer: "Voir l'offre",
    sharedBy: 'Partagé par',
    edited: 'modifié',
    reportWhat: 'ce bon plan',
    description: 'Description',
    edit: 'Modifier',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer ce bon plan ?',
    deleteConfirm: 'Supprimer définitivement',
    /** The dialog's text, around the quoted title. */
    deleteTextBefore: '',
    deleteTextAfter: ' sera supprimé avec ses votes et ses commentaires. Cette action est irréversible.',
    promoCode: 'Code promo',
    codeCopied: 'Copié !',
    copyCode: 'Copier le code',
    codeCopiedStatus: 'Le code promo est copié.',
    codeCopyFailed: 'Copie impossible : sélectionnez le code pour le copier.',
    shareTitle: 'Partager ce bon plan',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    linkCopied: 'Lien copié !',
    copyLink: 'Copier le lien',
    linkCopiedStatus: 'Le lien du bon plan est copié.',
    linkCopyFailed: (url: string) => `Copie impossible : ${url}`,
    markExpired: 'Marquer comme expiré',
    expiryFlagged: 'Expiration signalée',
    flagExpired: 'Signaler comme expiré',
    markExpiredTitle: 'Marquer ce bon plan comme expiré ?',
    markExpiredText:
      "Il quittera l'onglet Hot et les listes qui masquent les expirés. Pour le réactiver, modifiez sa date d'expiration.",
    /** How far trusted members' flags are from expiring it, and the others' apart. */
    expiryFlags: (trusted: number, needed: number, others: number) =>
      `${trusted} sur ${needed} signalements de membres de confiance pour le marquer comme expiré${
        others > 0 ? ` (et ${others} d'autres membres)` : ''
      }`,

    // Comments.
    commentsTitle: (n: number) => `Commentaires (${n})`,
    noComments: "Aucun commentaire pour l'instant. Donnez votre avis !",
    moreComments: 'Afficher plus de commentaires',
    yourComment: 'Votre commentaire',
    publishComment: 'Publier le commentaire',
    signInToComment: 'Connectez-vous',
    signInToCommentRest: ' pour participer à la discussion.',
    commentBy: (name: string) => `Commentaire de ${name}`,
    commentEdited: '(modifié)',
    editComment: 'Modifier le commentaire',
    saveComment: 'Enregistrer',
    commentHidden: 'Commentaire masqué par la modération : vous seul le voyez.',
    reportCommentWhat: (name: string) => `le commentaire de ${name}`,
    editMine: ' mon commentaire',
    /** Before the author's name (its own direction): "Supprimer le commentaire de karim". */
    deleteOf: ' le commentaire de ',
    deleteCommentTitle: 'Supprimer ce commentaire ?',
    deleteCommentText: 'Le commentaire sera définitivement supprimé.',
    /** The comment box's count; `max` as written. */
    characters: (n: number, max: string) => `${n} / ${max} caractères`,
    sending: 'Envoi…',
    cancel: 'Annuler',

    // The deal form, its pages and the picture.
    createTitle: 'Partager un bon plan',
    createLead: 'Une promo, des soldes, un code de réduction ? Faites-en profiter la communauté.',
    publish: 'Publier le bon plan',
    publishing: 'Publication…',
    editTitle: 'Modifier le bon plan',
    editNotFoundText: "Ce bon plan n'existe pas ou a été supprimé.",
    saveChanges: 'Enregistrer les modifications',
    saving: 'Enregistrement…',
    formDeal: 'Le bon plan',
    title: 'Titre',
    titleHint: "Ce que c'est et le prix, en quelques mots (5 à 140 caractères).",
    descriptionHint: 'Conditions, quantités, livraison… (10 caractères au moins).',
    formPrice: 'Prix en dinars (DA)',
    price: 'Prix',
    originalPrice: 'Prix initial',
    originalPriceHint: 'Facultatif : le prix habituel, pour afficher la réduction.',
    pricePreview: 'Affiché : ',
    pricePreviewInsteadOf: 'au lieu de',
    pricePreviewDiscount: (percent: number) => `−${percent} %`,
    formWhere: 'Où le trouver',
    city: 'Ville',
    cityPlaceholder: 'Choisissez une wilaya',
    category: 'Catégorie',
    categoryPlaceholder: 'Choisissez une catégorie',
    merchant: 'Marchand',
    merchantHint: 'Facultatif : la boutique ou le site.',
    url: "Lien de l'offre",
    urlHint: "Facultatif : la page de l'offre chez le marchand.",
    promoCodeHint: 'Facultatif.',
    expiresAt: "Date d'expiration",
    expiresAtHint: "Facultative : dernier jour de l'offre.",
    formPhoto: 'Photo',
    photoUploading: 'Envoi de la photo…',
    photo: 'Photo',
    photoOptional: '(facultative)',
    photoPreview: 'Aperçu de la photo du bon plan',
    photoChange: 'Changer la photo',
    photoChoose: 'Choisir une photo',
    photoCancel: "Annuler l'envoi",
    photoRemove: 'Retirer la photo',
    /** `max` as written ("4 Mo"). */
    photoHint: (max: string) => `JPEG, PNG ou WebP, ${max} au maximum. Les grandes photos sont allégées avant l'envoi.`,
    photoProgressLabel: 'Envoi de la photo',
    photoProgress: (percent: number) => `Envoi : ${percent} %`,
    photoSent: 'Photo envoyée.',
  },
  // </ui:deals>

  // <ui:saved>
  /** "Mes favoris" (web/src/features/saved). */
  saved: {
    /** The total; `shown` is `n` as written. */
    count: (n: number, shown: string) => (n === 1 ? '1 bon plan gardé' : `${shown} bons plans gardés`),
    retry: 'Réessayer',
    loading: 'Chargement de vos favoris…',
    emptyTitle: 'Aucun favori pour le moment',
    emptyText:
      "Touchez l'étoile d'un bon plan pour le retrouver ici plus tard, même quand il n'est plus en tête de liste.",
    seeDeals: 'Voir les bons plans',
  },
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
