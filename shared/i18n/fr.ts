import type { Merchant, NotificationKind, PublicProfile } from '../api-types';
import type { Category } from '../categories';
import type { City } from '../cities';
import {
  ALERT_KEYWORDS_MAX,
  ALERTS_PER_MEMBER,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  REPORTS_TO_HIDE,
  SEARCH_MAX_DEPTH,
} from '../limits';
import { formatNumber } from '../price-format';
import type { BadgeCode, LevelCode } from '../reputation';
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
    logoLabel: 'DzDeals, retour à l’accueil',
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
    closeAlert: 'Fermer l’alerte',
    loading: 'Chargement…',
    routeError: 'Cette page n’a pas pu être affichée',
    routeErrorHelp: 'Vérifiez votre connexion puis rechargez la page.',
    reload: 'Recharger la page',
    backHome: 'Retour à l’accueil',
    /** The footer's line under the logo. */
    tagline: 'Les bons plans d’Algérie, partagés et votés par la communauté.',
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
    emailBannerLabel: 'Confirmation de l’adresse email',
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
    showPasswordOf: (label: string) => `Afficher\u00A0: ${label}`,
    hidePasswordOf: (label: string) => `Masquer\u00A0: ${label}`,
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
    reportWhy: 'Pourquoi ce signalement\u202F?',
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
    justNow: 'à l’instant',
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
  /** Home: the introduction, the list's heading, tabs and filters, how it works (web/src/features/home). */
  home: {
    /** The guests' introduction, around the link to the Hot tab. */
    heroPitchStart: 'Les bons plans d’Algérie, partagés par la communauté et classés par vos votes dans l’onglet',
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
    /** A search's orders: relevance (its default), newest, its hot deals. */
    searchSortLabel: 'Ordre des résultats',
    sortRelevance: 'Pertinence',
    /** A search whose misspelt words were set right: what was typed, and a link to search it as typed. */
    correctedNote: (typed: string) => `Aucun bon plan pour «\u202F${typed}\u202F»\u00A0: voici les résultats corrigés.`,
    searchExactly: (typed: string) => `Rechercher plutôt «\u202F${typed}\u202F»`,
    /** An empty search's ways on: a category, the Hot tab. */
    emptySearchCategories: 'Parcourez plutôt une catégorie\u00A0:',
    emptySearchHot: 'Voir les bons plans Hot',
    sortDiscussed: 'Discutés',
    sortTop: 'Les + hot',
    /** The window of "Les + hot": deals posted in the last 24 h, 7 days, 30 days. */
    periodLabel: 'Période',
    periodDay: 'Jour',
    periodWeek: 'Semaine',
    periodMonth: 'Mois',
    /** The kinds of deal, each a tab of the list (`type` in the URL), all of them first. */
    typeLabel: 'Type de bon plan',
    typeAll: 'Tous',
    typeDeal: 'Bons plans',
    typeCode: 'Codes promo',
    typeFree: 'Gratuit',
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
    emptyFilteredText: 'Essayez d’autres mots-clés, une autre ville ou une autre catégorie.',
    emptyTitle: 'Aucun bon plan pour le moment',
    emptyText: 'Soyez le premier à partager une bonne affaire avec la communauté.',
    howTitle: 'Comment ça marche\u202F?',
    steps: [
      {
        title: 'Repérez',
        text: 'Une promo au marché, des soldes en boutique, un code de réduction en ligne\u00A0: notez la bonne affaire.',
      },
      { title: 'Partagez', text: 'Publiez-la en quelques secondes avec le prix, la ville et le lien de l’offre.' },
      {
        title: 'Votez',
        text: 'La communauté vote et commente\u00A0: les bons plans les mieux notés remontent en tête de l’onglet Hot.',
      },
    ],
    browseTitle: 'Explorer les bons plans',
    byCity: 'Par ville',
    byCategory: 'Par catégorie',
    /** The offer of a keyword alert on search results. */
    alertCreate: 'Créer une alerte pour cette recherche',
    alertCreating: 'Création de l’alerte…',
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
    /** "Température : 120 degrés, Hot" for screen readers (`shown`: the number as formatted, "−20"). */
    temperatureLabel: (t: number, shown: string, hot: boolean) =>
      `Température\u00A0: ${shown} ${Math.abs(t) >= 2 ? 'degrés' : 'degré'}${hot ? ', Hot' : ''}`,
    /** The votes behind a temperature, for screen readers and as its tooltip. */
    voteCounts: (up: number, down: number) => `${up} pour, ${down} contre`,
    hot: 'Hot',
    votesFor: (title: string) => `Votes pour «\u202F${title}\u202F»`,
    voteUp: 'Voter pour\u00A0: bon plan',
    voteUpWithdraw: 'Retirer mon vote positif',
    voteDown: 'Voter contre\u00A0: pas terrible',
    voteDownWithdraw: 'Retirer mon vote négatif',
    score: 'Score\u00A0: ',
    save: 'Ajouter à mes favoris',
    unsave: 'Retirer de mes favoris',
    inSaved: 'Dans mes favoris',
    follow: 'Suivre',
    following: 'Suivi',
    followHint: 'Être prévenu des commentaires, s’il devient hot et quand il expire',
    /** The card's star, named with the deal. */
    saveNamed: (label: string, title: string) => `${label}\u00A0: ${title}`,
    /** Quotes around a deal's title in running text. */
    quoteOpen: '«\u202F',
    quoteClose: '\u202F»',

    // The deal page.
    notFound: 'Bon plan non trouvé',
    notFoundText: 'Ce bon plan n’existe pas ou a été supprimé par son auteur.',
    seeDeals: 'Voir les bons plans',
    dealTitle: 'Bon plan',
    unavailable: 'Bon plan indisponible',
    breadcrumb: 'Fil d’Ariane',
    expiredSince: (date: string) => ` depuis le ${date}`,
    validUntil: (date: string) => `Valable jusqu’au ${date}`,
    hiddenTitle: 'Ce bon plan est masqué par la modération.',
    hiddenText:
      ' Il n’apparaît plus dans les listes, la recherche ni les favoris, et seuls son auteur et les administrateurs peuvent l’ouvrir. Corrigez-le si besoin\u00A0: un administrateur pourra le rétablir.',
    merchantAt: 'Chez',
    goToOffer: 'Voir l’offre',
    sharedBy: 'Partagé par',
    edited: 'modifié',
    reportWhat: 'ce bon plan',
    description: 'Description',
    edit: 'Modifier',
    delete: 'Supprimer',
    deleteTitle: 'Supprimer ce bon plan\u202F?',
    deleteConfirm: 'Supprimer définitivement',
    /** The dialog's text, around the quoted title. */
    deleteTextBefore: '',
    deleteTextAfter: ' sera supprimé avec ses votes et ses commentaires. Cette action est irréversible.',
    promoCode: 'Code promo',
    /** A code promo's and a free deal's badge (a bon plan has none). */
    badgeCode: 'Code promo',
    badgeFree: 'Gratuit',
    /** A code promo's minimum basket; `price` as written ("5 000 DA"). */
    minBasketShown: (price: string) => `Dès ${price} d’achat`,
    codeCopied: 'Copié\u202F!',
    copyCode: 'Copier le code',
    codeCopiedStatus: 'Le code promo est copié.',
    codeCopyFailed: 'Copie impossible\u00A0: sélectionnez le code pour le copier.',
    shareTitle: 'Partager ce bon plan',
    /** The button that opens the phone's own share sheet (navigator.share). */
    share: 'Partager',
    facebook: 'Facebook',
    whatsapp: 'WhatsApp',
    linkCopied: 'Lien copié\u202F!',
    copyLink: 'Copier le lien',
    linkCopiedStatus: 'Le lien du bon plan est copié.',
    linkCopyFailed: (url: string) => `Copie impossible\u00A0: ${url}`,
    markExpired: 'Marquer comme expiré',
    expiryFlagged: 'Expiration signalée',
    flagExpired: 'Signaler comme expiré',
    markExpiredTitle: 'Marquer ce bon plan comme expiré\u202F?',
    markExpiredText:
      'Il quittera l’onglet Hot et les listes qui masquent les expirés. Pour le réactiver, modifiez sa date d’expiration.',
    /** How far trusted members' flags are from expiring it, and the others' apart. */
    expiryFlags: (trusted: number, needed: number, others: number) =>
      `${trusted} sur ${needed} signalements de membres de confiance pour le marquer comme expiré${
        others > 0 ? ` (et ${others} d’autres membres)` : ''
      }`,

    // Comments.
    commentsTitle: (n: number) => `Commentaires (${n})`,
    noComments: 'Aucun commentaire pour l’instant. Donnez votre avis\u202F!',
    moreComments: 'Afficher plus de commentaires',
    yourComment: 'Votre commentaire',
    publishComment: 'Publier le commentaire',
    signInToComment: 'Connectez-vous',
    signInToCommentRest: ' pour participer à la discussion.',
    commentBy: (name: string) => `Commentaire de ${name}`,
    commentEdited: '(modifié)',
    commentDeleted: 'Commentaire supprimé',
    reply: 'Répondre',
    /** Before the name (its own direction) of the member a reply answers. */
    replyingTo: 'En réponse à ',
    /** Before the author's name: "Répondre au commentaire de karim". */
    replyOf: ' au commentaire de ',
    yourReply: (name: string) => `Votre réponse à ${name}`,
    publishReply: 'Publier la réponse',
    repliesOf: (name: string) => `Réponses au commentaire de ${name}`,
    moreReplies: (n: number) => (n === 1 ? 'Voir 1 autre réponse' : `Voir les ${n} autres réponses`),
    commentSort: 'Trier les commentaires',
    commentSortDate: 'Dans l’ordre',
    commentSortLikes: 'Les plus utiles',
    like: 'J’aime',
    /** Before the author's name (its own direction): "J'aime le commentaire de karim". */
    likeOf: ' le commentaire de ',
    likes: (n: number) => (n === 0 ? 'Aucun J’aime' : `${n} J’aime`),
    editComment: 'Modifier le commentaire',
    saveComment: 'Enregistrer',
    commentHidden: 'Commentaire masqué par la modération\u00A0: vous seul le voyez.',
    reportCommentWhat: (name: string) => `le commentaire de ${name}`,
    editMine: ' mon commentaire',
    /** Before the author's name (its own direction): "Supprimer le commentaire de karim". */
    deleteOf: ' le commentaire de ',
    deleteCommentTitle: 'Supprimer ce commentaire\u202F?',
    deleteCommentText: 'Le commentaire sera définitivement supprimé.',
    /** The comment box's count; `max` as written. */
    characters: (n: number, max: string) => `${n} / ${max} caractères`,
    sending: 'Envoi…',
    cancel: 'Annuler',

    // The deal form, its pages and the picture.
    createTitle: 'Partager un bon plan',
    createLead: 'Une promo, des soldes, un code de réduction\u202F? Faites-en profiter la communauté.',
    publish: 'Publier le bon plan',
    publishing: 'Publication…',
    editTitle: 'Modifier le bon plan',
    editNotFoundText: 'Ce bon plan n’existe pas ou a été supprimé.',
    saveChanges: 'Enregistrer les modifications',
    saving: 'Enregistrement…',
    formType: 'Type de bon plan',
    typeDeal: 'Bon plan',
    typeCode: 'Code promo',
    typeFree: 'Gratuit',
    /** A free deal's price fieldset, instead of the prices. */
    freeNote: 'Rien à payer\u00A0: aucun prix à indiquer.',
    formDeal: 'Le bon plan',
    title: 'Titre',
    titleHint: 'Ce que c’est et le prix, en quelques mots (5 à 140 caractères).',
    descriptionHint: 'Conditions, quantités, livraison… (10 caractères au moins).',
    formPrice: 'Prix en dinars (DA)',
    price: 'Prix',
    originalPrice: 'Prix initial',
    originalPriceHint: 'Facultatif\u00A0: le prix habituel, pour afficher la réduction.',
    pricePreview: 'Affiché\u00A0: ',
    pricePreviewInsteadOf: 'au lieu de',
    pricePreviewDiscount: (percent: number) => `−${percent}\u202F%`,
    formWhere: 'Où le trouver',
    city: 'Ville',
    cityPlaceholder: 'Choisissez une wilaya',
    category: 'Catégorie',
    categoryPlaceholder: 'Choisissez une catégorie',
    merchant: 'Marchand',
    merchantHint: 'Facultatif\u00A0: la boutique ou le site.',
    url: 'Lien de l’offre',
    urlHint: 'Facultatif\u00A0: la page de l’offre chez le marchand.',
    similarTitle: 'Déjà partagé\u202F?',
    similarIntro:
      'Ces bons plans des 30 derniers jours ont le même lien ou un titre très proche. Vérifiez qu’il ne s’agit pas du même avant de publier.',
    similarPosted: (author: string, when: string) => `Partagé par ${author} ${when}`,
    similarExpired: 'Expiré',
    promoCodeHint: 'Facultatif.',
    promoCodeRequiredHint: 'Le code à saisir lors de la commande.',
    /** A bon plan's code field: a deal that needs a code is listed under "Codes promo" when said so. */
    promoCodeDealHint: 'Facultatif. L’offre passe par un code\u202F? Choisissez plutôt «\u202FCode promo\u202F».',
    minBasket: 'Panier minimum (DA)',
    minBasketHint: 'Facultatif\u00A0: le montant d’achat à partir duquel le code s’applique.',
    expiresAt: 'Date d’expiration',
    expiresAtHint: 'Facultative\u00A0: dernier jour de l’offre.',
    formPhoto: 'Photo',
    photoUploading: 'Envoi de la photo…',
    photo: 'Photo',
    photoOptional: '(facultative)',
    photoPreview: 'Aperçu de la photo du bon plan',
    photoChange: 'Changer la photo',
    photoChoose: 'Choisir une photo',
    photoCancel: 'Annuler l’envoi',
    photoRemove: 'Retirer la photo',
    /** `max` as written ("4 Mo"). */
    photoHint: (max: string) => `JPEG, PNG ou WebP, ${max} au maximum. Les grandes photos sont allégées avant l’envoi.`,
    photoProgressLabel: 'Envoi de la photo',
    photoProgress: (percent: number) => `Envoi\u00A0: ${percent}\u202F%`,
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
      'Touchez l’étoile d’un bon plan pour le retrouver ici plus tard, même quand il n’est plus en tête de liste.',
    seeDeals: 'Voir les bons plans',
  },
  // </ui:saved>

  // <ui:auth>
  auth: {
    loginTitle: 'Connexion',
    loginIntro: 'Heureux de vous revoir\u202F! Connectez-vous pour partager, voter et commenter.',
    noAccount: 'Pas encore de compte\u202F?',
    createAccount: 'Créer un compte',
    password: 'Mot de passe',
    forgotPasswordLink: 'Mot de passe oublié\u202F?',
    signingIn: 'Connexion…',
    signIn: 'Se connecter',
    registerTitle: 'Créer un compte',
    registerIntro: 'Rejoignez la communauté et partagez les bons plans de votre ville. C’est gratuit.',
    haveAccount: 'Déjà inscrit\u202F?',
    username: 'Nom d’utilisateur',
    usernameHint: (min: number, max: number) =>
      `Entre ${min} et ${max} caractères\u00A0: lettres, chiffres, points, tirets ou soulignés.`,
    city: 'Ville',
    cityPlaceholder: 'Choisissez votre wilaya',
    creatingAccount: 'Création du compte…',
    createMyAccount: 'Créer mon compte',
    /** Around the link to the legal notice. */
    registerNote: <N>(legal: N) => ['En créant un compte, vous acceptez les règles décrites dans les ', legal, '.'],
    registerNoteLegal: 'mentions légales',
    /** Between the form and the Google and Facebook buttons. */
    or: 'ou',
    continueWithFacebook: 'Continuer avec Facebook',
    /** The language of Facebook's SDK (its dialogs). */
    facebookLocale: 'fr_FR',
    backHome: 'Retour à l’accueil',
    backToLogin: 'Retour à la connexion',
    checkingLink: 'Vérification du lien…',
    invalidLink: 'Lien invalide',
    retry: 'Réessayer',
    sending: 'Envoi…',
    saving: 'Enregistrement…',
    forgotTitle: 'Mot de passe oublié',
    forgotIntro:
      'Indiquez l’adresse email de votre compte\u00A0: nous vous enverrons un lien pour choisir un nouveau mot de passe.',
    forgotSubmit: 'Recevoir le lien',
    forgotSentHelp: (hours: number) =>
      `Pensez à vérifier vos courriers indésirables. Le lien est valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}.`,
    resetTitle: 'Nouveau mot de passe',
    resetIntro: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    resetSubmit: 'Enregistrer le mot de passe',
    resetInvalidHelp: (hours: number) =>
      `Un lien ne sert qu’une fois et reste valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}. Vous pouvez en demander un nouveau.`,
    resetAskNew: 'Demander un nouveau lien',
    resetDoneTitle: 'Mot de passe modifié',
    verifyTitle: 'Vérification de l’adresse email',
    verifyDoneTitle: 'Adresse email vérifiée',
    verifyRetryTitle: 'Vérification impossible',
    verifyInvalidNote: (hours: number) =>
      `Un lien ne sert qu’une fois et reste valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}.`,
    verifyAlreadyDone: 'Votre adresse email est déjà vérifiée\u00A0: vous n’avez rien d’autre à faire.',
    verifyNeedNewLink: 'Besoin d’un nouveau lien\u202F?',
    verifyLater: <N>(profile: N) => ['Vous pourrez aussi le demander plus tard depuis ', profile, '.'],
    verifyLaterProfile: 'votre profil',
    verifySignInFirst: 'Connectez-vous pour demander un nouveau lien depuis votre profil.',
    emailChangeTitle: 'Changement d’adresse email',
    emailChangeDoneTitle: 'Adresse email modifiée',
    emailChangeRetryTitle: 'Confirmation impossible',
    emailChangeChoosePassword: 'Choisir un mot de passe',
  },
  // </ui:auth>

  // <ui:profile>
  profile: {
    roleAdmin: 'Administrateur',
    roleMember: 'Membre de la communauté',
    emailVerified: 'Adresse vérifiée',
    emailNotVerified: 'Adresse non vérifiée',
    statsTitle: 'Mon activité',
    statsUnavailable: 'Vos statistiques sont momentanément indisponibles.',
    stats: {
      dealsPosted: 'Bons plans partagés',
      commentsWritten: 'Commentaires',
      votesCast: 'Votes donnés',
      upvotesReceived: 'Votes positifs reçus',
      downvotesReceived: 'Votes négatifs reçus',
      totalScore: 'Score total',
    },
    memberSince: (date: string) => `Membre depuis le ${date}`,
    standingTitle: 'Ma réputation',
    /** "43 points" (`shown`: the number as written). */
    points: (n: number, shown: string) => `${shown}\u00A0${plural('fr', n, { one: 'point', other: 'points' })}`,
    /** Around `points` above. */
    reputation: <N>(points: N) => [points, ' de réputation'],
    toNextLevel: (n: number, shown: string, level: string) =>
      `Encore ${shown}\u00A0${plural('fr', n, { one: 'point', other: 'points' })} pour atteindre ${level}`,
    topLevel: 'Vous avez atteint le plus haut niveau.',
    trusted: 'Membre de confiance\u00A0: vos signalements et vos signalements d’expiration comptent.',
    notTrusted:
      'Vos signalements sont transmis à la modération mais ne comptent pas encore\u00A0: il faut une adresse vérifiée, un compte de quelques jours et assez de réputation.',
    badgesTitle: 'Mes badges',
    earnedOn: <N>(date: N) => ['obtenu le ', date],
    noBadges: 'Aucun badge pour le moment\u00A0: partagez votre premier bon plan\u202F!',
    publicProfile: 'Voir mon profil public',
    myDealsTitle: 'Mes bons plans',
    dealsTotal: (_n: number, shown: string) => `${shown} au total`,
    noDeals: 'Vous n’avez encore partagé aucun bon plan.',
    shareDeal: 'Partager un bon plan',
    loading: 'Chargement…',
    loadMore: 'Charger plus',
    detailsTitle: 'Mes informations',
    username: 'Nom d’utilisateur',
    usernameHint: (min: number, max: number) =>
      `Entre ${min} et ${max} caractères\u00A0: lettres, chiffres, points, tirets ou soulignés.`,
    email: 'Adresse email',
    emailChangeByLink:
      'Pour votre sécurité, un lien de confirmation sera envoyé à votre adresse actuelle\u00A0: l’adresse ne changera qu’une fois ce lien ouvert.',
    currentPassword: 'Mot de passe actuel',
    currentPasswordHint: 'Pour confirmer le changement d’adresse email.',
    city: 'Ville',
    cityPlaceholder: 'Choisissez votre wilaya',
    saving: 'Enregistrement…',
    save: 'Enregistrer',
    passwordTitle: 'Changer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    confirmNewPassword: 'Confirmer le nouveau mot de passe',
    passwordChanging: 'Modification…',
    passwordSubmit: 'Changer le mot de passe',
    /** The member's language: the one their mails are written in (profile/components/language-setting.tsx). */
    languageTitle: 'Langue',
    languageIntro:
      'DzDeals vous écrit dans cette langue\u00A0: vérification de votre adresse, mot de passe oublié, alertes et notifications par email.',
    languageLabel: 'Langue de vos emails',
    languageSubmit: 'Enregistrer la langue',
    /** Each language's name in this one (a language missing here is named in its own). */
    languageNames: { fr: 'français', ar: 'arabe' },
    languageSaved: (name: string) => `C’est noté\u00A0: nos emails vous seront désormais écrits en ${name}.`,
    languageSeePage: (name: string) => `Afficher cette page en ${name}`,
    /** The daily follow digest by mail (profile/components/follow-digest-setting.tsx). */
    digestTitle: 'Résumé par email',
    digestIntro:
      'Un seul email par jour, vers 18\u00A0h, et seulement s’il y a du nouveau que vous n’avez pas encore lu\u00A0: commentaires, passage en Hot et expiration des bons plans que vous suivez, nouveaux bons plans des marchands que vous suivez, réponses à vos commentaires et mentions de votre nom.',
    digestLabel: 'Recevoir chaque jour par email un résumé des nouveautés de ce que je suis',
    digestOn: 'C’est noté\u00A0: vous recevrez ce résumé les jours où il y a du nouveau.',
    digestOff: 'C’est noté\u00A0: vous ne recevrez plus ce résumé.',
    digestNeedsVerified: 'Confirmez d’abord votre adresse email pour recevoir ce résumé.',
    identitiesTitle: 'Connexions Google et Facebook',
    noIdentities: 'Aucun compte Google ou Facebook n’est lié à votre profil.',
    providers: { google: 'Google', facebook: 'Facebook' },
    linkedOn: (date: string) => `lié le ${date}`,
    unlinking: 'Retrait…',
    unlink: (provider: string) => `Retirer ${provider}`,
    devicesTitle: 'Appareils connectés',
    devicesIntro:
      'Un appareil perdu ou partagé\u202F? Fermez toutes les sessions ouvertes avec votre compte, y compris celle-ci.',
    logoutAll: 'Se déconnecter de tous les appareils',
    logoutAllTitle: 'Se déconnecter de tous les appareils\u202F?',
    logoutAllConfirm: 'Tout déconnecter',
    logoutAllText:
      'Toutes vos sessions seront fermées, y compris celle-ci\u00A0: vous devrez vous reconnecter sur chacun de vos appareils.',
  },
  // </ui:profile>

  // <ui:alerts>
  alerts: {
    intro:
      'Choisissez des mots-clés\u00A0: dès qu’un membre publie un bon plan qui leur correspond, nous vous prévenons par email et dans vos notifications.',
    newTitle: 'Nouvelle alerte',
    activeTitle: 'Alertes actives',
    usage: (used: number, max: number) => `Alertes utilisées\u00A0: ${used} sur ${max}`,
    retry: 'Réessayer',
    loading: 'Chargement de vos alertes…',
    empty: 'Aucune alerte pour le moment. Créez-en une ci-dessus, ou depuis les résultats d’une recherche.',
    allCities: 'Toutes les villes',
    allCategories: 'Toutes les catégories',
    createdOn: <N>(date: N) => ['créée le ', date],
    deleteNamed: (keywords: string) => `Supprimer l’alerte «\u202F${keywords}\u202F»`,
    deleting: 'Suppression…',
    delete: 'Supprimer',
    /** `DELETE /alerts/{id}` answered without a message of its own. */
    deleted: 'Alerte supprimée',
    keywords: 'Mots-clés',
    keywordsHint:
      'Un ou plusieurs mots, comme dans la recherche. Par exemple\u00A0: climatiseur inverter, iPhone 15, billet Oran Paris.',
    cityOptional: 'Ville (facultatif)',
    categoryOptional: 'Catégorie (facultatif)',
    creating: 'Création…',
    create: 'Créer l’alerte',
    manage: 'Gérer mes alertes',
    unsubscribeTitle: 'Se désabonner d’une alerte',
    unsubscribeIncomplete: 'Ce lien de désabonnement est incomplet.',
    unsubscribeIncompleteHelp:
      'Ouvrez le lien entier reçu par email, ou supprimez l’alerte depuis la page Mes alertes.',
    unsubscribeText:
      'Vous ne recevrez plus d’emails pour cette alerte et elle sera supprimée de vos alertes. Vos autres alertes ne changent pas.',
    unsubscribing: 'Désabonnement…',
    unsubscribeConfirm: 'Confirmer le désabonnement',
  },
  // </ui:alerts>

  // <ui:members>
  members: {
    reputation: (n: number, shown: string) =>
      `${shown}\u00A0${plural('fr', n, { one: 'point', other: 'points' })} de réputation`,
    memberSince: <N>(date: N) => ['Membre depuis le ', date],
    stats: { dealsPosted: 'Bons plans partagés', hotDeals: 'Deals hot', commentsPosted: 'Commentaires' },
    badgesTitle: 'Badges',
    earnedOn: <N>(date: N) => ['obtenu le ', date],
    noBadges: 'Aucun badge pour le moment.',
    loadingProfile: 'Chargement du profil',
    dealsOf: <N>(name: N) => ['Bons plans de ', name],
    dealsTotal: (_n: number, shown: string) => `${shown} au total`,
    noDeals: <N>(name: N) => [name, ' n’a encore partagé aucun bon plan.'],
    notFoundTitle: 'Membre introuvable',
    notFoundText: 'Ce membre n’existe pas ou son profil n’est plus visible.',
    seeDeals: 'Voir les bons plans',
    pageTitle: 'Profil de membre',
    unavailable: 'Profil indisponible',
  },
  // </ui:members>

  // <ui:merchants>
  /** A merchant's page (web/src/features/merchants). */
  merchants: {
    /** "12 bons plans · 5 actifs · 2 hot" under the name; `shown` is the count as written. */
    dealsCount: (n: number, shown: string) =>
      n === 0 ? 'Aucun bon plan' : `${shown}\u00A0${plural('fr', n, { one: 'bon plan', other: 'bons plans' })}`,
    activeCount: (n: number, shown: string) => `${shown}\u00A0${plural('fr', n, { one: 'actif', other: 'actifs' })}`,
    hotCount: (_n: number, shown: string) => `${shown}\u00A0hot`,
    followers: (n: number, shown: string) =>
      n === 0 ? 'Aucun abonné' : `${shown}\u00A0${plural('fr', n, { one: 'abonné', other: 'abonnés' })}`,
    /** Before the shop's sites (the domains its deals link to). */
    sites: (n: number): string => (n > 1 ? 'Sites\u00A0:' : 'Site\u00A0:'),
    follow: 'Suivre',
    following: 'Suivi',
    followHint: 'Être prévenu de ses nouveaux bons plans',
    followAuthRequired: 'Connectez-vous pour suivre ce marchand',
    followFailed: 'Erreur lors du suivi de ce marchand',

    // Its deals.
    dealsOf: <N>(name: N) => ['Bons plans ', name],
    sortLabel: 'Ordre des bons plans',
    sortHot: 'Hot',
    sortNew: 'Nouveaux',
    sortDiscussed: 'Discutés',
    sortTop: 'Les + hot',
    periodLabel: 'Période',
    periodDay: 'Jour',
    periodWeek: 'Semaine',
    periodMonth: 'Mois',
    hideExpired: 'Masquer les expirés',
    loadingDeals: 'Chargement des bons plans…',
    retry: 'Réessayer',
    noDeals: <N>(name: N) => ['Aucun bon plan chez ', name, ' pour le moment.'],
    noActiveDeals: <N>(name: N) => [
      'Aucun bon plan en cours chez ',
      name,
      '\u00A0: décochez «\u202FMasquer les expirés\u202F» pour voir les anciens.',
    ],
    noDealsInPeriod: 'Aucun bon plan de ce marchand sur cette période.',

    // Not found, or not read.
    notFoundTitle: 'Marchand introuvable',
    notFoundText: 'Ce marchand n’existe pas ou n’a plus de page sur DzDeals.',
    seeDeals: 'Voir les bons plans',
    pageTitle: 'Marchand',
    unavailable: 'Marchand indisponible',
    loadingMerchant: 'Chargement du marchand',

    // Admins: merging a duplicate into another merchant.
    mergeTitle: 'Fusionner ce marchand',
    mergeLead:
      'Un doublon (autre orthographe, autre site)\u202F? Ses bons plans, ses domaines et ses abonnés passent au marchand indiqué, et cette page y redirigera.',
    mergeInto: 'Marchand cible (identifiant ou nom)',
    mergeIntoHint: 'L’identifiant est la fin de l’adresse de sa page, après /marchands/.',
    mergeSubmit: 'Fusionner…',
    mergeIntoRequired: 'Indiquez le marchand dans lequel fusionner',
    mergeIntoSelf: 'Choisissez un autre marchand que celui-ci',
    mergeConfirmTitle: 'Fusionner ce marchand\u202F?',
    mergeConfirmText: <N>(from: N, into: N) => [
      from,
      ' sera fusionné dans ',
      into,
      '\u00A0: ses bons plans, ses domaines et ses abonnés y passent, et son adresse y redirigera. Cette action est irréversible.',
    ],
    mergeConfirm: 'Fusionner',
    mergeFailed: 'Erreur lors de la fusion des marchands',
    /** On the merchant merged into, after the merge: what moved from `from`. */
    mergeDone: <N>(from: N, deals: number, followers: number) => [
      'Fusion terminée\u00A0: ',
      `${formatNumber(deals)}\u00A0${plural('fr', deals, { one: 'bon plan déplacé', other: 'bons plans déplacés' })}`,
      ' et ',
      `${formatNumber(followers)}\u00A0${plural('fr', followers, { one: 'abonné repris', other: 'abonnés repris' })}`,
      ' depuis «\u202F',
      from,
      '\u202F».',
    ],
    /** The request's time ran out: the same merge again moves the rest. */
    mergePartial: <N>(from: N, deals: number) => [
      'Fusion commencée\u00A0: ',
      `${formatNumber(deals)}\u00A0${plural('fr', deals, { one: 'bon plan déplacé', other: 'bons plans déplacés' })}`,
      ' depuis «\u202F',
      from,
      '\u202F» pour l’instant. Il en reste\u00A0: relancez la fusion pour déplacer la suite.',
    ],
    mergeAgain: 'Relancer la fusion',
    mergeAgainBusy: 'Fusion en cours…',
  },
  // </ui:merchants>

  // <ui:notifications>
  notifications: {
    /** Before an unread notification's text, for screen readers. */
    unreadMark: 'Non lue\u00A0:',
    markAllRead: 'Tout marquer comme lu',
    empty: 'Aucune notification pour le moment',
    emptyHelp:
      'Vous serez prévenu ici quand un membre commente l’un de vos bons plans, quand l’un d’eux devient Hot, ou quand un nouveau bon plan correspond à l’une de vos alertes.',
    manageAlerts: 'Gérer mes alertes',
    seeAll: 'Voir toutes les notifications',
    loadingList: 'Chargement de vos notifications…',
    retry: 'Réessayer',
    /** Beside the page's title: "3 non lues" (nothing when none). */
    unreadCount: (n: number) => (n > 0 ? plural('fr', n, { one: `${n} non lue`, other: `${n} non lues` }) : ''),
    pagesLabel: 'Pages de notifications',
    previous: 'Précédentes',
    next: 'Suivantes',
    /** The link of a follow digest mail (notifications/pages/digest-unsubscribe-page.tsx). */
    digestUnsubscribeTitle: 'Ne plus recevoir le résumé par email',
    digestUnsubscribeText:
      'Vous ne recevrez plus le résumé quotidien de ce que vous suivez. Vos notifications sur le site ne changent pas.',
    digestUnsubscribeIncomplete: 'Ce lien de désabonnement est incomplet.',
    digestUnsubscribeIncompleteHelp: 'Ouvrez le lien entier reçu par email, ou décochez le résumé sur votre profil.',
    digestUnsubscribing: 'Désabonnement…',
    digestUnsubscribeConfirm: 'Confirmer le désabonnement',
    /** The API answered without a message of its own. */
    digestStopped: 'Vous ne recevrez plus ce résumé.',
    digestSettings: 'Mon profil',
  },
  // </ui:notifications>

  // <ui:admin>
  admin: {
    navLabel: 'Administration',
    navReports: 'Signalements',
    navMembers: 'Membres',
    navImages: 'Images',
    /** A decision answered without a message of its own. */
    decisionSaved: 'Décision enregistrée',
    reasonRequired: 'Motif (obligatoire)',
    reasonOptional: 'Motif (facultatif)',
    dealDeleted: 'Bon plan supprimé',
    commentDeleted: 'Commentaire supprimé',
    /** The reason the trail gives a deletion decided without one. */
    deletedReason: 'Contenu supprimé par la modération',
    colon: '\u00A0: ',
    listSeparator: ', ',
    quoteOpen: '«\u202F',
    quoteClose: '\u202F»',

    // The members screen.
    membersTitle: 'Membres',
    administrator: 'Administrateur',
    /** Lifts a member's suspension. */
    reinstate: 'Rétablir',
    suspend: 'Suspendre',
    memberQuery: 'Pseudo ou adresse e-mail (début)',
    search: 'Rechercher',
    memberQueryHelp: 'Saisissez le début d’un pseudo ou d’une adresse e-mail.',
    noMemberMatches: <N>(query: N) => ['Aucun membre ne correspond à «\u202F', query, '\u202F».'],
    membersFound: 'Membres trouvés',
    colUsername: 'Pseudo',
    colEmail: 'Adresse e-mail',
    colCity: 'Ville',
    colJoined: 'Inscrit le',
    colStatus: 'Statut',
    colAction: 'Action',
    notVerified: '(non vérifiée)',
    suspended: 'Suspendu',
    since: (date: string) => `depuis le ${date}`,
    withReason: <N>(reason: N) => ['\u00A0: ', reason],
    active: 'Actif',
    banTitle: (name: string) => `Suspendre le compte de ${name}\u202F?`,
    unbanTitle: (name: string) => `Rétablir le compte de ${name}\u202F?`,
    banConfirm: 'Suspendre le compte',
    unbanConfirm: 'Rétablir le compte',
    banText:
      'Ses sessions prennent fin et il ne peut plus se connecter\u202F; ses contenus restent en ligne. La décision est inscrite au journal.',
    unbanText: 'Il peut de nouveau se connecter et publier. La décision est inscrite au journal.',

    // The moderation queue and the audit trail.
    moderationTitle: 'Modération',
    statusOpen: 'À traiter',
    statusClosed: 'Traités',
    reportedCount: (n: number, shown: string) =>
      `${shown} ${plural('fr', n, { one: 'contenu signalé', other: 'contenus signalés' })}`,
    /** "5 signalements, dont 0 de membres de confiance". */
    reportsCount: (n: number, shown: string, trusted: number, trustedShown: string) =>
      `${shown} ${plural('fr', n, { one: 'signalement', other: 'signalements' })}, dont ${trustedShown} ${trusted === 1 ? 'd’un membre' : 'de membres'} de confiance`,
    reportedBy: 'Signalé par',
    trustedMember: 'Membre de confiance',
    untrustedMember: 'Sans statut de confiance',
    reputationOf: (shown: string) => `réputation ${shown}`,
    moreReporters: (n: number, shown: string) =>
      `et ${shown} ${plural('fr', n, { one: 'autre membre', other: 'autres membres' })} sans statut de confiance`,
    targetTypes: { deal: 'Bon plan', comment: 'Commentaire', user: 'Membre', merchant: 'Marchand' },
    hidden: 'Masqué',
    seeDeal: 'Voir le bon plan',
    byAuthor: <N>(name: N) => ['par ', name],
    reportedWhen: <N>(first: N, last: N) => ['Premier signalement ', first, ', dernier ', last],
    hide: 'Masquer',
    /** Shows a hidden content again. */
    restore: 'Rétablir',
    dismiss: 'Classer sans suite',
    delete: 'Supprimer',
    suspendNamed: <N>(name: N) => ['Suspendre ', name],
    noOpenReports: 'Aucun signalement à traiter.',
    noClosedReports: 'Aucune décision pour le moment.',
    reportPages: 'Pages des signalements',
    auditTitle: 'Journal des décisions',
    auditEmpty: 'Aucune décision enregistrée.',
    auditCaption: 'Journal des décisions de modération',
    colDate: 'Date',
    colAdmin: 'Administrateur',
    colDecision: 'Décision',
    colContent: 'Contenu',
    colReason: 'Motif',
    actions: {
      dismiss: 'Classé sans suite',
      hide: 'Masqué',
      restore: 'Rétabli',
      ban: 'Compte suspendu',
      unban: 'Compte rétabli',
      merge: 'Marchands fusionnés',
    },
    reportsClosed: (n: number, shown: string) =>
      `${shown} ${plural('fr', n, { one: 'signalement', other: 'signalements' })}`,
    auditPages: 'Pages du journal',
    /** Each decision's confirmation: its title (of a deal or a comment, by its author), what it does, its button. */
    decisions: {
      dismiss: {
        title: (_isDeal: boolean, _author: string): string => 'Classer ces signalements sans suite\u202F?',
        text: 'Le contenu reste tel quel\u202F; la décision est inscrite au journal.',
        confirm: 'Classer sans suite',
      },
      hide: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Masquer ce bon plan\u202F?' : 'Masquer ce commentaire\u202F?',
        text: 'Il disparaît des listes, de la recherche et des favoris pour tous sauf son auteur\u202F; vous pourrez le rétablir.',
        confirm: 'Masquer',
      },
      restore: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Rétablir ce bon plan\u202F?' : 'Rétablir ce commentaire\u202F?',
        text: 'Il redevient visible de tous, à sa place\u202F; les signalements ouverts sont classés.',
        confirm: 'Rétablir',
      },
      delete: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Supprimer ce bon plan\u202F?' : 'Supprimer ce commentaire\u202F?',
        text: 'La suppression est définitive\u202F; les signalements sont classés et la décision inscrite au journal.',
        confirm: 'Supprimer définitivement',
      },
      ban: {
        title: (_isDeal: boolean, author: string): string => `Suspendre le compte de ${author}\u202F?`,
        text: 'Ses sessions prennent fin et il ne peut plus se connecter\u202F; ses contenus restent en ligne. La décision est inscrite au journal.',
        confirm: 'Suspendre le compte',
      },
    },

    // The image clean-up.
    imagesTitle: 'Nettoyage des images – Administration',
    imagesLead: (hours: number) =>
      `Les images orphelines sont des photos envoyées qu’aucun bon plan n’utilise. Celles de moins de ${hours} h sont épargnées\u00A0: leur bon plan est peut-être en cours de rédaction.`,
    /** "3 images". */
    images: (n: number, shown: string) => `${shown} ${plural('fr', n, { one: 'image', other: 'images' })}`,
    colPreview: 'Aperçu',
    colFile: 'Fichier',
    colSize: 'Taille',
    colUploaded: 'Envoyée',
    imageDeleted: 'Supprimée',
    noPreview: 'Sans aperçu',
    storedImages: 'Images stockées',
    orphanImages: 'Images orphelines',
    andMore: ' et plus',
    simulating: 'Simulation…',
    simulate: 'Simuler le nettoyage',
    deleteOrphans: 'Supprimer les images orphelines',
    dryRunDone: 'Simulation\u00A0: ',
    cleanupDone: 'Nettoyage terminé\u00A0: ',
    deletedCount: (n: number, shown: string, dryRun: boolean) =>
      `${shown} ${plural('fr', n, { one: 'image', other: 'images' })} ${dryRun ? 'seraient supprimées' : 'supprimées'}`,
    bytesFreed: (size: string, dryRun: boolean) => `${size} ${dryRun ? 'seraient libérés' : 'libérés'}.`,
    moreOrphans: 'D’autres images orphelines restent\u00A0: relancez pour le lot suivant.',
    wouldDeleteCaption: 'Images qui seraient supprimées',
    deletedCaption: 'Images supprimées',
    noOrphans: 'Aucune image orpheline\u00A0: rien à nettoyer.',
    oldestFirst: 'Les plus anciennes d’abord',
    deleteOrphansTitle: 'Supprimer les images orphelines\u202F?',
    deleteForGood: 'Supprimer définitivement',
    deleteOrphansText: (n: number, shown: string, size: string) =>
      plural('fr', n, {
        one: `${shown} image (${size}) sera supprimée du stockage. Cette action est irréversible.`,
        other: `${shown} images (${size}) seront supprimées du stockage. Cette action est irréversible.`,
      }),
    deleteOrphansTextUnknown: 'Les images seront supprimées du stockage. Cette action est irréversible.',
  },
  // </ui:admin>

  // <ui:site> About, Legal, the language switch and suggestion, offline
  site: {
    notFoundTitle: 'Page introuvable',
    notFoundText:
      'La page que vous cherchez n’existe pas ou a été déplacée. Le bon plan a peut-être expiré, ou le lien contient une faute de frappe.',
    seeDeals: 'Voir les bons plans',
    discover: 'Découvrir DzDeals',
    social: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' },

    /** The HTML site map (features/site/pages/site-map-page.tsx); /sitemap.xml stays for crawlers. */
    siteMap: {
      title: 'Plan du site',
      lead: 'Toutes les rubriques de DzDeals, les bons plans par wilaya et par catégorie, et les derniers partagés.',
      sections: 'Rubriques',
      hot: 'Les bons plans hot',
      login: 'Connexion',
      register: 'Inscription',
      cities: 'Par wilaya',
      categories: 'Par catégorie',
      recent: 'Derniers bons plans',
      recentEmpty: 'Aucun bon plan pour l’instant.',
      recentFailed: 'Les derniers bons plans n’ont pas pu être chargés.',
    },

    /** About (features/site/pages/about-page.tsx). */
    about: {
      title: 'À propos de DzDeals',
      /** The country served, for search engines. */
      country: 'Algérie',
      lead: 'DzDeals est un site communautaire et gratuit où chacun partage les bons plans qu’il repère en Algérie\u00A0: promotions en magasin, soldes, réductions en ligne, codes promo, menus à prix doux ou voyages moins chers, dans les 58 wilayas.',
      missionTitle: 'Notre mission',
      mission:
        'Les bonnes affaires existent partout, mais elles circulent mal\u00A0: une affiche à l’entrée d’une supérette, un message dans un groupe, une promotion qui disparaît en deux jours. DzDeals les rassemble au même endroit, avec le prix en dinars, la ville et le lien de l’offre, pour que tout le monde puisse en profiter avant qu’elles ne s’arrêtent.',
      howTitle: 'Comment ça fonctionne',
      /** Each point: its words in bold, then the rest (with its leading space or punctuation). */
      how: [
        {
          lead: 'Tout le monde peut consulter',
          rest: ' les bons plans, les rechercher et les filtrer par ville ou par catégorie, sans compte.',
        },
        {
          lead: 'Les membres inscrits',
          rest: ' publient des bons plans, votent pour ou contre ceux des autres et les commentent pour signaler une rupture de stock, une date de fin ou une meilleure offre.',
        },
        {
          lead: 'Les votes décident',
          rest: '\u00A0: un bon plan apprécié gagne en visibilité, un bon plan trompeur ou expiré est vite repéré.',
        },
      ],
      whoTitle: 'Qui sommes-nous\u202F?',
      who: 'DzDeals est animé par une petite équipe indépendante, attachée à une idée simple\u00A0: mieux dépenser en s’entraidant. Les bons plans sont publiés par les membres, pas par les marchands. Un membre qui a un lien avec le commerce dont il parle (employé, gérant, partenaire) doit l’indiquer dans sa publication.',
      rulesTitle: 'Les règles de la communauté',
      rules: [
        'Partagez des offres réelles et vérifiables, avec un prix exact en dinars et une ville précise.',
        'Pas de contrefaçon, de produit illégal, de contenu choquant ni de publicité déguisée.',
        'Restez courtois dans les commentaires\u00A0: on critique une offre, jamais une personne.',
        'Un bon plan expiré\u202F? Utilisez «\u202FSignaler comme expiré\u202F». Trompeur, offensant ou du spam\u202F? Le bouton «\u202FSignaler\u202F», sur chaque bon plan et chaque commentaire, prévient la modération.',
      ],
      /** `reports` trusted members' reports hide a content, `flags` of their expiry flags expire a deal. */
      moderation: <N>(reports: number, flags: number, legal: N) => [
        `L’équipe de modération peut masquer ou retirer tout contenu qui ne respecte pas ces règles, et suspendre un compte. Un contenu signalé par ${reports} membres de confiance (adresse email vérifiée, compte de quelques jours, réputation gagnée sur le site) est masqué aussitôt, en attendant qu’elle l’examine\u202F; un bon plan signalé expiré par ${flags} d’entre eux est marqué expiré. Les autres signalements sont lus par la modération. Le détail figure dans les `,
        legal,
        '.',
      ],
      legalLink: 'mentions légales',
      contactTitle: 'Nous contacter',
      contact: <N>(mail: N, facebook: N, instagram: N, tiktok: N) => [
        'Une question, une suggestion ou un contenu à signaler\u202F? Écrivez-nous à ',
        mail,
        '. Vous pouvez aussi nous suivre sur ',
        facebook,
        ', ',
        instagram,
        ' et ',
        tiktok,
        '.',
      ],
    },

    /** Legal notice (features/site/pages/legal-page.tsx). */
    legal: {
      title: 'Mentions légales',
      toc: 'Sommaire',
      /** The sections by their anchors (the same in every language). */
      sections: {
        editeur: 'Éditeur du site',
        hebergement: 'Hébergement',
        donnees: 'Données personnelles',
        moderation: 'Contenus et modération',
        responsabilite: 'Responsabilité et liens',
        propriete: 'Propriété intellectuelle',
        droit: 'Droit applicable',
      },
      publisher:
        'Le site DzDeals est un service communautaire gratuit de partage de bons plans en Algérie, édité par l’équipe DzDeals, qui en assure la direction de la publication.',
      contact: <N>(mail: N) => ['Contact\u00A0: ', mail],
      /** `latin` marks names written in Latin letters in text of another script. */
      hosting: <N>(_latin: (text: string) => N): (string | N)[] => [
        'Le site et ses données sont hébergés par Amazon Web Services, Inc., 410 Terry Avenue North, Seattle, WA 98109-5210, États-Unis (services Amazon CloudFront, Amazon S3, AWS Lambda et Amazon DynamoDB). Les serveurs utilisés peuvent se trouver hors d’Algérie.',
      ],
      dataIntro:
        'DzDeals traite vos données personnelles dans le respect de la loi n° 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.',
      dataProcessedTitle: 'Données traitées',
      dataProcessed: [
        'à l’inscription\u00A0: nom d’utilisateur, adresse email, ville et mot de passe\u202F;',
        'en cas de connexion avec Google ou Facebook\u00A0: votre nom et votre adresse email, transmis par ce service avec votre accord\u202F;',
        'ce que vous publiez\u00A0: bons plans, images, commentaires et votes.',
      ],
      passwordNote:
        'Votre mot de passe n’est jamais conservé en clair\u00A0: seule une empreinte irréversible (un hachage) est enregistrée.',
      purposeTitle: 'Pourquoi ces données',
      purpose:
        'Elles servent uniquement à faire fonctionner le service\u00A0: gérer votre compte, afficher vos publications sous votre nom d’utilisateur, sécuriser les connexions (limitation des tentatives) et vous envoyer l’email de réinitialisation du mot de passe lorsque vous le demandez. Elles ne sont ni vendues, ni louées, ni utilisées pour de la prospection commerciale.',
      retentionTitle: 'Durée de conservation',
      retention:
        'Les données du compte sont conservées tant que le compte existe. Un lien de réinitialisation du mot de passe expire au bout d’une heure\u202F; les traces techniques servant à limiter les tentatives de connexion s’effacent d’elles-mêmes en quelques minutes à quelques heures.',
      recipientsTitle: 'Destinataires et transfert',
      recipients:
        'Seule l’équipe DzDeals accède à vos données, ainsi que son hébergeur pour les besoins techniques du service. L’hébergement pouvant se situer hors du territoire national, ce transfert est effectué dans le cadre prévu par la loi n° 18-07 et sous le contrôle de l’Autorité nationale de protection des données à caractère personnel (ANPDP).',
      storageTitle: 'Stockage dans votre navigateur',
      storage:
        'Pour vous garder connecté, votre navigateur conserve votre jeton de session et votre profil dans son stockage local. DzDeals n’utilise aucun cookie publicitaire ni outil de pistage. La déconnexion efface ces informations.',
      rightsTitle: 'Vos droits',
      rights: <N>(profile: N, mail: N) => [
        'Conformément à la loi n° 18-07, vous disposez d’un droit d’information, d’accès, de rectification et d’opposition sur vos données. Vous pouvez modifier vos informations depuis votre ',
        profile,
        ' et demander la suppression de votre compte en écrivant à ',
        mail,
        '. Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’ANPDP.',
      ],
      profileLink: 'profil',
      moderationRules:
        'Chaque membre est responsable de ce qu’il publie. Sont interdits notamment\u00A0: les offres fausses ou trompeuses, la contrefaçon et les produits illicites, les propos injurieux, haineux ou diffamatoires, les données personnelles d’autrui, la publicité déguisée et le spam.',
      moderationPowers: <N>(mail: N) => [
        'Les administrateurs de DzDeals peuvent modifier ou supprimer, sans préavis, tout bon plan, commentaire ou image contraire à ces règles ou à la loi, et suspendre le compte d’un membre qui les enfreint de manière répétée. Pour signaler un contenu, écrivez à ',
        mail,
        ' en indiquant le lien de la page concernée\u202F; nous traitons les signalements dans les meilleurs délais.',
      ],
      liability:
        'Les bons plans sont proposés par les membres à titre informatif. Les prix, les stocks et les conditions des offres sont fixés par les marchands et peuvent changer à tout moment\u00A0: vérifiez-les auprès du marchand avant tout achat. Les liens vers des sites extérieurs sont fournis pour votre commodité\u202F; DzDeals n’est pas responsable de leur contenu.',
      property:
        'Le nom DzDeals, le logo et la présentation du site sont protégés. En publiant un contenu, vous autorisez DzDeals à l’afficher sur le site et à le partager sur ses réseaux sociaux, et vous garantissez disposer des droits sur les images que vous envoyez.',
      law: <N>(mail: N) => [
        'Les présentes mentions sont régies par le droit algérien. Pour toute question, contactez-nous d’abord à ',
        mail,
        '\u00A0: nous privilégions toujours une solution amiable.',
      ],
    },
  },
  // </ui:site>
};

// ---------------------------------------------------------------------------------------------
// What the API says (shared/messages.ts, client-messages.ts, input-messages.ts, field-labels.ts).
// ---------------------------------------------------------------------------------------------
// <messages>
// What the API answers, and the web client's own messages: shared/messages.ts (MSG, POSTING_MSG,
// FIELD_MSG), client-messages.ts (CLIENT_MSG, HOME_QUERY_MSG), input-messages.ts (INPUT_MSG),
// field-labels.ts, reputation.ts (levels, badges) read them in the request's or page's language.

/** Transport failures and the per-call fallbacks of the web client (CLIENT_MSG). */
const client = {
  generic: 'Une erreur est survenue',
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
  timeout: 'Le serveur met trop de temps à répondre, veuillez réessayer',
  invalidResponse: 'Réponse invalide du serveur',
  // Also the server's (MSG): the first screen shows them on its cards.
  dealNotFound: 'Bon plan non trouvé',
  voteAuthRequired: 'Vous devez être connecté pour voter',
  ownDealVote: 'Vous ne pouvez pas voter pour votre propre bon plan',
  register: 'Erreur lors de l’inscription',
  resetRequest: 'Erreur lors de la demande de réinitialisation',
  resetPassword: 'Erreur lors de la réinitialisation du mot de passe',
  userFetch: 'Impossible de récupérer votre profil',
  profileUpdate: 'Erreur lors de la mise à jour du profil',
  passwordChange: 'Erreur lors du changement de mot de passe',
  google: 'Erreur lors de la connexion avec Google',
  facebook: 'Erreur lors de la connexion avec Facebook',
  oauthUnavailable: 'Le service de connexion est momentanément indisponible',
  dealsFetch: 'Erreur lors du chargement des bons plans',
  dealCreate: 'Erreur lors de la création du bon plan',
  dealUpdate: 'Erreur lors de la mise à jour du bon plan',
  dealDelete: 'Erreur lors de la suppression du bon plan',
  vote: 'Erreur lors du vote',
  save: 'Erreur lors de la mise à jour de vos favoris',
  saveAuthRequired: 'Connectez-vous pour garder ce bon plan dans vos favoris',
  follow: 'Erreur lors du suivi de ce bon plan',
  followAuthRequired: 'Connectez-vous pour suivre ce bon plan',
  expireAuthRequired: 'Connectez-vous pour signaler un bon plan expiré',
  report: 'Erreur lors de l’envoi du signalement',
  reportAuthRequired: 'Connectez-vous pour signaler un contenu',
  moderation: 'Erreur lors du chargement de la modération',
  resolve: 'Erreur lors de l’enregistrement de la décision',
  expire: 'Erreur lors du signalement de l’expiration',
  search: 'Erreur lors de la recherche',
  cities: 'Erreur lors du chargement des villes',
  categories: 'Erreur lors du chargement des catégories',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard',
  emailVerify: 'Erreur lors de la vérification de l’adresse email',
  resendVerification: 'Erreur lors de l’envoi du lien de vérification',
  logoutAll: 'Erreur lors de la déconnexion de vos appareils',
  identityUnlink: 'Erreur lors du retrait de ce moyen de connexion',
  emailChangeConfirm: 'Erreur lors de la confirmation du changement d’adresse',
  alerts: 'Erreur lors du chargement de vos alertes',
  alertCreate: 'Erreur lors de la création de l’alerte',
  alertDelete: 'Erreur lors de la suppression de l’alerte',
  unsubscribe: 'Erreur lors du désabonnement',
  notifications: 'Erreur lors du chargement des notifications',
  notificationsRead: 'Erreur lors de la mise à jour des notifications',
  // The notice over a page shown from what the service worker kept (docs/architecture.md#installable-app-pwa).
  offline:
    'Vous êtes hors ligne\u00A0: vous voyez les bons plans tels qu’ils étaient lors de votre dernière connexion.',
};

/** Home's page for an address it cannot show (HOME_QUERY_MSG; the search ones are the API's too). */
const homeQuery = {
  invalidTitle: 'Adresse invalide',
  notFoundTitle: 'Page introuvable',
  searchLength: 'Le texte de recherche ne peut pas dépasser 200 caractères',
  searchChars: 'Le texte de recherche contient des caractères non autorisés',
  city: 'Cette ville ne fait pas partie des wilayas du site\u00A0: choisissez-en une dans la liste.',
  category: 'Cette catégorie n’existe pas sur le site\u00A0: choisissez-en une dans la liste.',
  sort: 'Le classement demandé est inconnu\u00A0: choisissez «\u202FHot\u202F», «\u202FNouveaux\u202F», «\u202FDiscutés\u202F» ou «\u202FLes + hot\u202F».',
  period: 'La période demandée est inconnue\u00A0: choisissez jour, semaine ou mois.',
  type: 'Ce type de bon plan est inconnu\u00A0: choisissez «\u202FBons plans\u202F», «\u202FCodes promo\u202F» ou «\u202FGratuit\u202F».',
  expired: 'Le filtre des bons plans expirés ne peut valoir que 1 (les afficher)\u00A0: retirez-le pour les masquer.',
  exact: 'La recherche exacte ne peut valoir que 1\u00A0: retirez-la pour laisser corriger les fautes de frappe.',
  page: 'Le numéro de page doit être un entier à partir de 1.',
  pageTooFar: 'Cette page de la liste n’existe pas.',
  backHome: 'Voir les bons plans',
};

/** A wait: "45 secondes", "12 minutes", "1 heure", "5 h 07". */
const waitText = (seconds: number) => {
  const count = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`;
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return count(s, 'seconde');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return count(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${String(minutes % 60).padStart(2, '0')}` : count(hours, 'heure');
};

export const messages = {
  /** What the API answers (MSG). */
  api: {
    generic: client.generic,
    internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
    invalidJson: 'Le corps de la requête doit être un JSON valide',
    invalidUtf8: 'Le corps de la requête doit être encodé en UTF-8',
    jsonRequired: 'Le corps de la requête doit être envoyé en JSON (Content-Type\u00A0: application/json)',
    invalidInput: 'Données invalides',
    bodyTooLarge: 'La requête est trop volumineuse',
    functionTimedOut: 'Le service n’a pas répondu à temps. Veuillez réessayer dans un instant.',
    routeNotFound: 'Ressource introuvable',
    authRequired: 'Vous devez être connecté',
    sessionInvalid: 'Session invalide ou expirée, veuillez vous reconnecter',
    forbidden: 'Vous n’avez pas les droits nécessaires pour cette action',
    tooManyRequests: client.tooManyRequests,
    signupsLimited: 'Trop d’inscriptions depuis cette connexion, veuillez réessayer plus tard',
    directAccess: 'Accès direct à l’API refusé',
    /** The web ACL's 429 (infra/aws/edge-stack.ts): one text for every visitor, so both languages' side by side. */
    edgeLimited: 'Trop de requêtes depuis votre adresse\u00A0: réessayez dans quelques minutes.',
    loggedIn: 'Connexion réussie',
    badCredentials: 'Email ou mot de passe incorrect',
    emailTaken: 'Cet email est déjà utilisé',
    usernameTaken: 'Ce nom d’utilisateur est déjà pris',
    userNotFound: 'Utilisateur introuvable',
    memberNotFound: 'Membre introuvable',
    accountSuspended: 'Votre compte est suspendu. Écrivez-nous si vous pensez qu’il s’agit d’une erreur.',
    userBanned: 'Compte suspendu',
    userUnbanned: 'Compte rétabli',
    userAlreadyBanned: 'Ce compte est déjà suspendu',
    userNotBanned: 'Ce compte n’est pas suspendu',
    adminBan: 'Un administrateur ne peut pas être suspendu',
    accountChanged: 'Ce compte vient d’être modifié, veuillez réessayer',
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
    samePassword: 'Le nouveau mot de passe doit être différent de l’ancien',
    passwordChanged: 'Mot de passe modifié avec succès. Vos autres appareils ont été déconnectés.',
    loggedOutEverywhere: 'Vous avez été déconnecté de tous les appareils',
    registered: 'Inscription réussie, bienvenue\u202F! Confirmez votre adresse grâce au lien envoyé par email.',
    profileUpdated: 'Profil mis à jour',
    emailChanged:
      'Profil mis à jour. Confirmez votre nouvelle adresse grâce au lien envoyé par email. Vos autres appareils ont été déconnectés.',
    emailVerifyInvalid: 'Ce lien de vérification est invalide ou a expiré',
    emailVerified: 'Merci, votre adresse email est vérifiée',
    emailAlreadyVerified: 'Votre adresse email est déjà vérifiée',
    verificationSent: 'Un nouveau lien de vérification vous a été envoyé',
    verificationsLimited: 'Trop de liens demandés, veuillez réessayer dans une heure',
    resetRequested:
      'Si un compte est associé à cet email, vous recevrez un lien de réinitialisation dans quelques minutes.',
    resetTokenInvalid: 'Ce lien de réinitialisation est invalide ou a expiré',
    resetDone: 'Votre mot de passe a été réinitialisé, vous pouvez vous connecter',
    resetTokenValid: 'Lien de réinitialisation valide',
    providerNotConfigured: 'La connexion avec ce fournisseur n’est pas disponible',
    oauthFailed: 'La connexion avec ce fournisseur a échoué',
    oauthEmailRequired: 'Votre compte doit fournir une adresse email vérifiée',
    providerMismatch: 'Fournisseur de connexion incohérent',
    emailChangeMailed:
      'Pour confirmer ce changement, ouvrez le lien envoyé à votre adresse actuelle\u00A0: votre adresse email ne changera qu’à ce moment-là.',
    emailChangeInvalid: 'Ce lien de changement d’adresse est invalide ou a expiré',
    emailChangeConfirmed:
      'Votre adresse email a été modifiée et toutes vos sessions ont été fermées. Vos connexions Google ou Facebook ont été retirées\u00A0: pour vous connecter, choisissez un mot de passe avec «\u202FMot de passe oublié\u202F».',
    emailChangesLimited: 'Trop de liens demandés, veuillez réessayer dans une heure',
    providerProofFailed: 'La vérification auprès du fournisseur a échoué\u00A0: utilisez le compte lié à votre profil',
    providerNotLinked: 'Ce fournisseur de connexion n’est pas lié à votre compte',
    identityUnlinked: 'Moyen de connexion retiré de votre compte',
    lastWayIn:
      'Impossible de retirer votre seul moyen de connexion\u00A0: choisissez d’abord un mot de passe («\u202FMot de passe oublié\u202F») ou liez un autre compte.',
    dealNotFound: client.dealNotFound,
    voteAuthRequired: client.voteAuthRequired,
    searchRequired: 'Le texte de recherche est requis',
    searchTooDeep: `Les résultats s’arrêtent au ${formatNumber(SEARCH_MAX_DEPTH)}e\u00A0: précisez votre recherche (mots, ville ou catégorie)`,
    imageMissing: 'Aucun fichier reçu\u00A0: envoyez l’image dans le champ «\u202Ffile\u202F»',
    imageType: 'Format d’image non pris en charge\u00A0: envoyez une image JPEG, PNG ou WebP',
    imageInvalid: 'Image illisible ou incomplète\u00A0: envoyez un fichier JPEG, PNG ou WebP valide',
    imageIncomplete: 'Envoi de l’image incomplet ou mal formé, veuillez réessayer',
    imageTooLarge: 'Image trop volumineuse\u00A0: 4 Mo au maximum',
    imageNoPixels: 'Image illisible\u00A0: sa largeur ou sa hauteur est nulle',
    imageTooManyPixels: `Image trop grande\u00A0: ${formatNumber(IMAGE_MAX_SIDE)} pixels au plus par côté et ${formatNumber(IMAGE_MAX_PIXELS / 1_000_000)} mégapixels au total`,
    imageUploadsLimited: 'Trop d’images envoyées, veuillez réessayer dans une heure',
    imageUnavailable: 'Cette image est introuvable ou déjà utilisée par un autre bon plan',
    imageUploaded: 'Image envoyée',
    imageUploadFailed: 'Erreur lors de l’envoi de l’image',
    imagesListFailed: 'Erreur lors du chargement des images',
    imagesCleanupFailed: 'Erreur lors du nettoyage des images',
    imagesCleaned: (count: number, dryRun: boolean) =>
      dryRun ? `${count} image(s) seraient supprimées` : `${count} image(s) supprimée(s)`,
    dealCreated: 'Bon plan publié avec succès',
    dealUpdated: 'Bon plan mis à jour',
    dealDeleted: 'Bon plan supprimé',
    dealChangeForbidden: 'Seul l’auteur du bon plan ou un administrateur peut le modifier ou le supprimer',
    dealChanged: 'Ce bon plan vient d’être modifié par ailleurs, veuillez réessayer',
    writeConflict: 'Trop de modifications simultanées, veuillez réessayer',
    /** A 503: AWS throttled, timed out or kept conflicting past the retries (Retry-After says when). */
    serviceBusy: 'Le service est momentanément surchargé, veuillez réessayer dans quelques secondes',
    ownDealVote: client.ownDealVote,
    votesLimited: 'Trop de votes en peu de temps, veuillez patienter une minute',
    voteRecorded: 'Vote enregistré',
    voteWithdrawn: 'Vote retiré',
    authorFilterAlone:
      'Le filtre par auteur ne se combine pas avec la ville, la catégorie, la recherche, le tri ou le masquage des expirés',
    searchSort: 'Une recherche se trie par pertinence, nouveauté ou Hot\u00A0: sort=relevance, new ou hot',
    relevanceList: 'Le tri par pertinence ne s’applique qu’à une recherche\u00A0: utilisez sort=new ou sort=hot',
    dealExpired: 'Bon plan marqué comme expiré',
    expiryFlagged: 'Merci, votre signalement a été pris en compte',
    expiryFlagRecorded: 'Merci, votre signalement a été enregistré',
    dealSaved: 'Bon plan ajouté à vos favoris',
    dealUnsaved: 'Bon plan retiré de vos favoris',
    savesLimited: 'Trop de favoris modifiés en peu de temps, veuillez patienter une minute',
    dealFollowed:
      'Vous suivez ce bon plan\u00A0: nous vous préviendrons de ses commentaires, s’il devient hot et quand il expire',
    dealUnfollowed: 'Vous ne suivez plus ce bon plan',
    followsLimited: 'Trop de suivis modifiés en peu de temps, veuillez patienter une minute',
    reportSent: 'Merci, votre signalement a été transmis à la modération',
    reportOwn: 'Vous ne pouvez pas signaler votre propre contenu',
    reportsLimited: 'Trop de signalements en peu de temps, veuillez réessayer plus tard',
    reportsDismissed: 'Signalements classés sans suite',
    contentHidden: 'Contenu masqué',
    contentRestored: 'Contenu rétabli',
    notReported: 'Ce contenu n’a jamais été signalé',
    autoHidden: `Masqué automatiquement après ${REPORTS_TO_HIDE} signalements de membres de confiance, en attente de modération`,
    noOpenReports: 'Aucun signalement ouvert pour ce contenu\u00A0: il a peut-être déjà été traité',
    commentNotFound: 'Commentaire introuvable',
    merchantNotFound: 'Marchand introuvable',
    merchantFilterAlone: 'Le filtre par marchand ne se combine pas avec la ville, la catégorie ou la recherche',
    merchantMergeSelf: 'Un marchand ne peut pas être fusionné avec lui-même',
    merchantMergedAlready: 'Ce marchand est déjà fusionné dans un autre',
    merchantFollowed: 'Vous suivez ce marchand',
    merchantUnfollowed: 'Vous ne suivez plus ce marchand',
    commentAdded: 'Commentaire ajouté',
    commentUpdated: 'Commentaire modifié',
    commentDeleted: 'Commentaire supprimé',
    commentEditForbidden: 'Vous ne pouvez modifier que vos propres commentaires',
    commentDeleteForbidden: 'Seul l’auteur du commentaire ou un administrateur peut le supprimer',
    ownCommentLike: 'Vous ne pouvez pas aimer votre propre commentaire',
    alertCreated: 'Alerte créée\u00A0: nous vous écrirons dès qu’un bon plan correspondant sera publié',
    alertDeleted: 'Alerte supprimée',
    alertNotFound: 'Alerte introuvable',
    alertLimit: `Vous avez déjà ${ALERTS_PER_MEMBER} alertes\u00A0: supprimez-en une pour en créer une autre`,
    alertDuplicate: 'Vous avez déjà une alerte pour ces mots-clés',
    alertKeywordsRequired: 'Indiquez au moins un mot-clé de deux lettres ou plus',
    alertUnsubscribed: 'Alerte supprimée\u00A0: vous ne recevrez plus ces emails',
    alertLinkInvalid: 'Ce lien de désabonnement est invalide ou l’alerte a déjà été supprimée',
    followDigestStopped: 'C’est noté\u00A0: vous ne recevrez plus le résumé quotidien de ce que vous suivez',
    digestLinkInvalid: 'Ce lien de désabonnement est invalide',
    notificationsRead: 'Notifications marquées comme lues',
    /** A notification's text once its deal is hidden by moderation or deleted: its title goes. */
    notificationDealWithdrawn: {
      alert: 'Un nouveau bon plan pour l’une de vos alertes n’est plus disponible',
      comment: 'Un membre a commenté l’un de vos bons plans, qui n’est plus disponible',
      hot: 'L’un de vos bons plans est devenu hot, mais il n’est plus disponible',
      mention: 'Un membre vous a mentionné sous un bon plan qui n’est plus disponible',
      follow: 'Un bon plan que vous suiviez n’est plus disponible',
      reply: 'Un membre a répondu à votre commentaire sous un bon plan qui n’est plus disponible',
    } as Partial<Record<NotificationKind, string>>,
    notificationDealWithdrawnOther: 'Ce bon plan n’est plus disponible',
  },

  /** An in-app notification's text, worded when read from what it is about (functions/data/notifications). */
  notifications: {
    alert: (keywords: string, title: string) =>
      `Nouveau bon plan pour votre alerte «\u202F${keywords}\u202F»\u00A0: ${title}`,
    hot: (title: string, degrees: number) =>
      `Votre bon plan «\u202F${title}\u202F» est devenu hot (${degrees}°)\u202F!`,
    comment: (username: string, title: string) => `${username} a commenté votre bon plan «\u202F${title}\u202F»`,
    mention: (username: string, title: string) =>
      `${username} vous a mentionné dans un commentaire sur «\u202F${title}\u202F»`,
    reply: (username: string, title: string) => `${username} a répondu à votre commentaire sur «\u202F${title}\u202F»`,
    /** News of a deal the reader follows. */
    follow: {
      comment: (username: string, title: string) =>
        `${username} a commenté «\u202F${title}\u202F», un bon plan que vous suivez`,
      hot: (title: string, degrees: number) =>
        `«\u202F${title}\u202F», un bon plan que vous suivez, est devenu hot (${degrees}°)`,
      expired: (title: string) => `«\u202F${title}\u202F», un bon plan que vous suivez, a expiré`,
    },
    /** A new deal of a merchant the reader follows. */
    merchant: (merchant: string, title: string) => `Nouveau bon plan chez ${merchant}\u00A0: ${title}`,
    /** Several of one kind about one deal, arrived together: the newest one's author and how many others. */
    grouped: {
      comment: (username: string, others: number, title: string) =>
        `${username} et ${others} ${plural('fr', others, { one: 'autre membre', other: 'autres membres' })} ont commenté votre bon plan «\u202F${title}\u202F»`,
      follow: (username: string, others: number, title: string) =>
        `${username} et ${others} ${plural('fr', others, { one: 'autre membre', other: 'autres membres' })} ont commenté «\u202F${title}\u202F», un bon plan que vous suivez`,
      reply: (username: string, others: number, title: string) =>
        `${username} et ${others} ${plural('fr', others, { one: 'autre membre', other: 'autres membres' })} ont répondu à vos commentaires sur «\u202F${title}\u202F»`,
      mention: (username: string, others: number, title: string) =>
        `${username} et ${others} ${plural('fr', others, { one: 'autre membre', other: 'autres membres' })} vous ont mentionné sous «\u202F${title}\u202F»`,
    },
    /** The same member, several times: the newest one's text and how many. */
    repeated: (text: string, count: number) => `${text} (${count}\u00A0fois)`,
  },

  /** The 429 message of a limit that frees up in `seconds`. */
  retryLater: (seconds: number) => {
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    return `Trop de tentatives, veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
  },
  waitText,
  /** The 429 messages of the posting limits, given the seconds until the window frees up (POSTING_MSG). */
  posting: {
    deals: (seconds: number) =>
      `Vous avez publié beaucoup de bons plans en peu de temps, réessayez dans ${waitText(seconds)}`,
    commentsPerMinute: (seconds: number) =>
      `Vous avez publié beaucoup de commentaires en peu de temps, réessayez dans ${waitText(seconds)}`,
    commentsPerDay: (seconds: number) =>
      `Vous avez atteint le nombre maximal de commentaires pour aujourd’hui, réessayez dans ${waitText(seconds)}`,
    commentLikes: (seconds: number) =>
      `Vous avez aimé beaucoup de commentaires en peu de temps, réessayez dans ${waitText(seconds)}`,
  },
  /** The 429 of the expiry flags' hourly limit. */
  expiryFlagsLimited: (seconds: number) =>
    `Vous avez signalé beaucoup de bons plans expirés en peu de temps, réessayez dans ${waitText(seconds)}`,

  /** Field-level validation messages, used by the zod schemas on both sides (FIELD_MSG). */
  fields: {
    required: 'Ce champ est obligatoire',
    usernameLength: 'Le nom d’utilisateur doit contenir entre 3 et 30 caractères',
    usernameChars: 'Le nom d’utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés',
    usernameReserved: 'Ce nom d’utilisateur est réservé à l’équipe du site, choisissez-en un autre',
    email: 'Adresse email invalide',
    passwordLength: 'Le mot de passe doit contenir au moins 8 caractères',
    passwordMax: 'Le mot de passe ne peut pas dépasser 128 caractères',
    city: 'Veuillez choisir une ville de la liste',
    category: 'Veuillez choisir une catégorie de la liste',
    language: 'Veuillez choisir une langue de la liste (fr ou ar)',
    token: 'Lien de réinitialisation manquant',
    verifyToken: 'Lien de vérification manquant',
    currentPasswordForEmail: 'Saisissez votre mot de passe actuel pour changer d’adresse email',
    provider: 'Fournisseur inconnu',
    accessToken: 'Le jeton d’accès est requis',
    providerToken: 'Le jeton du fournisseur doit contenir entre 1 et 8\u202F192 caractères',
    providerForToken: 'Précisez le fournisseur du jeton (google ou facebook)',
    similarEmpty: 'Indiquez le lien ou le titre du bon plan',
    replyTo: 'L’identifiant du commentaire auquel vous répondez n’est pas valide',
    commentSort:
      'Le tri des commentaires doit valoir «\u202Fdate\u202F» (les plus anciens d’abord) ou «\u202Flikes\u202F» (les plus utiles)',
    profileEmpty: 'Aucune modification à enregistrer',
    dryRun: 'Précisez s’il s’agit d’une simulation (dryRun\u00A0: true ou false)',
    title: 'Le titre doit contenir entre 5 et 140 caractères',
    description: 'La description doit contenir entre 10 et 5\u202F000 caractères',
    price: 'Le prix doit être un nombre positif ou nul, en dinars',
    priceRequired: 'Le prix est obligatoire',
    originalPrice: 'Le prix initial doit être un nombre supérieur ou égal au prix',
    url: 'Le lien doit être une adresse web valide (http:// ou https://)',
    merchant: 'Le nom du marchand ne peut pas dépasser 100 caractères',
    promoCode: 'Le code promo ne peut pas dépasser 50 caractères',
    imageUrl: 'L’image doit être une image envoyée sur le site',
    expiresAt: 'La date d’expiration n’est pas une date valide',
    expiresFuture: 'La date d’expiration doit être dans le futur',
    comment: 'Le commentaire doit contenir entre 1 et 2\u202F000 caractères',
    reportReason: 'Choisissez un motif de signalement valide',
    reportDetails: 'Les précisions ne peuvent pas dépasser 500 caractères',
    reportDetailsRequired: 'Précisez le problème pour le motif «\u202FAutre\u202F»',
    reportStatus: 'status doit valoir open ou closed',
    moderationAction: 'L’action doit valoir dismiss, hide ou restore',
    moderationReason: 'Le motif de la décision ne peut pas dépasser 500 caractères',
    memberQuery: 'Saisissez le début d’un pseudo ou d’une adresse e-mail (100 caractères au plus)',
    banReason: 'Indiquez le motif de la suspension (500 caractères au plus)',
    page: 'Le numéro de page doit être un entier positif ou nul',
    size: 'La taille de page doit être un entier entre 1 et 50',
    positive: 'Précisez le vote\u00A0: positive=true ou positive=false',
    exclude: 'L’identifiant du bon plan à écarter n’est pas valide',
    dealIds: 'Envoyez une liste de 100 identifiants de bons plans au plus',
    searchLength: homeQuery.searchLength,
    sort: 'Le tri doit valoir «\u202Fnew\u202F» (les plus récents), «\u202Fhot\u202F» (les deals hot), «\u202Fdiscussed\u202F» (les plus discutés) ou «\u202Ftop\u202F» (les plus hot d’une période)',
    period: 'La période doit valoir «\u202Fday\u202F», «\u202Fweek\u202F» ou «\u202Fmonth\u202F»',
    periodAlone: 'La période ne s’applique qu’au tri «\u202Ftop\u202F»',
    hideExpired: 'hideExpired doit valoir true ou false',
    exact: 'exact doit valoir true ou false',
    // Strict input: decimal prices, real dates, no control characters.
    priceDecimals: 'Le prix ne peut pas avoir plus de 2 décimales',
    priceMax: 'Le prix ne peut pas dépasser 1 milliard de dinars',
    originalPriceDecimals: 'Le prix initial ne peut pas avoir plus de 2 décimales',
    originalPriceMax: 'Le prix initial ne peut pas dépasser 1 milliard de dinars',
    titleChars: 'Le titre contient des caractères non autorisés',
    descriptionChars: 'La description contient des caractères non autorisés',
    merchantChars: 'Le nom du marchand contient des caractères non autorisés',
    merchantName: 'Le nom du marchand doit contenir au moins une lettre ou un chiffre',
    dealType:
      'Le type doit valoir «\u202Fdeal\u202F» (bon plan), «\u202Fcode\u202F» (code promo) ou «\u202Ffree\u202F» (gratuit)',
    dealTypeFilter:
      'Le filtre de type doit valoir «\u202Fdeal\u202F» (bons plans), «\u202Fcode\u202F» (codes promo) ou «\u202Ffree\u202F» (gratuit)',
    freePrice: 'Un bon plan gratuit a un prix de 0\u00A0DA',
    promoCodeRequired: 'Saisissez le code promo',
    minBasket: 'Le panier minimum doit être un nombre positif ou nul, en dinars',
    minBasketMax: 'Le panier minimum ne peut pas dépasser 1 milliard de dinars',
    minBasketDecimals: 'Le panier minimum ne peut pas avoir plus de 2 décimales',
    minBasketCodeOnly: 'Le panier minimum ne concerne que les codes promo',
    merchantSlug: 'Marchand inconnu\u00A0: l’identifiant n’est pas valide',
    merchantInto: 'Indiquez le marchand dans lequel fusionner (son identifiant)',
    merchantQuery: 'Indiquez le début d’un nom de marchand (100 caractères au plus) ou un lien',
    promoCodeChars: 'Le code promo contient des caractères non autorisés',
    commentChars: 'Le commentaire contient des caractères non autorisés',
    searchChars: homeQuery.searchChars,
    alertKeywords: `Les mots-clés doivent contenir entre 2 et ${ALERT_KEYWORDS_MAX} caractères`,
    alertKeywordsChars: 'Les mots-clés contiennent des caractères non autorisés',
    notificationIds: 'Liste de notifications invalide',
    unsubscribeToken: 'Lien de désabonnement invalide',
    followDigest: 'followDigest doit valoir true ou false',
    followDigestUnverified:
      'Confirmez d’abord votre adresse email\u00A0: le résumé n’est envoyé qu’à une adresse vérifiée',
  },

  /**
   * What a schema says of a problem it gives no message of its own (INPUT_MSG; shared/schemas/zod.ts):
   * a body of the wrong shape, a field of the wrong type or length. The HTTP wrapper prefixes the field's label.
   */
  input: {
    bodyObject: 'Le corps de la requête doit être un objet JSON',
    bodyList: 'Le corps de la requête doit être une liste JSON',
    bodyShape: 'Le corps de la requête n’a pas la forme attendue',
    required: 'Ce champ est obligatoire',
    type: {
      string: 'Ce champ doit être un texte',
      number: 'Ce champ doit être un nombre',
      int: 'Ce champ doit être un nombre entier',
      boolean: 'Ce champ doit valoir true ou false',
      array: 'Ce champ doit être une liste',
      object: 'Ce champ doit être un objet',
    } as Partial<Record<string, string>>,
    invalid: 'Ce champ a une valeur invalide',
    format: 'Ce champ n’a pas le format attendu',
    value: 'Cette valeur n’est pas autorisée pour ce champ',
    unknownKeys: 'La requête contient des champs inconnus',
    tooLong: (n: number) => `Ce champ ne peut pas dépasser ${formatNumber(n)} caractère${n > 1 ? 's' : ''}`,
    tooShort: (n: number) => `Ce champ doit contenir au moins ${formatNumber(n)} caractère${n > 1 ? 's' : ''}`,
    tooMany: (n: number) => `Ce champ ne peut pas contenir plus de ${formatNumber(n)} élément${n > 1 ? 's' : ''}`,
    tooFew: (n: number) => `Ce champ doit contenir au moins ${formatNumber(n)} élément${n > 1 ? 's' : ''}`,
    tooBig: (n: number, inclusive: boolean) =>
      `Ce champ doit être ${inclusive ? 'inférieur ou égal' : 'inférieur'} à ${formatNumber(n)}`,
    tooSmall: (n: number, inclusive: boolean) =>
      `Ce champ doit être ${inclusive ? 'supérieur ou égal' : 'supérieur'} à ${formatNumber(n)}`,
  },

  /** A field's problem named by its label ("Auteur : Ce champ ne peut pas dépasser 64 caractères"). */
  labelled: (label: string, message: string) => `${label}\u00A0: ${message}`,
  /** The names of request fields, so a 400 message says which field is wrong (field-labels.ts). */
  labels: {
    username: 'Nom d’utilisateur',
    email: 'Email',
    password: 'Mot de passe',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    city: 'Ville',
    category: 'Catégorie',
    language: 'Langue',
    token: 'Lien',
    accessToken: 'Jeton d’accès',
    provider: 'Fournisseur',
    title: 'Titre',
    description: 'Description',
    price: 'Prix',
    originalPrice: 'Prix initial',
    url: 'Lien de l’offre',
    merchant: 'Marchand',
    promoCode: 'Code promo',
    imageUrl: 'Image',
    expiresAt: 'Date d’expiration',
    content: 'Commentaire',
    page: 'Page',
    size: 'Taille de page',
    q: 'Recherche',
    search: 'Recherche',
    positive: 'Vote',
    ids: 'Identifiants',
    dryRun: 'Simulation',
    author: 'Auteur',
    sort: 'Tri',
    hideExpired: 'Masquer les expirés',
    exact: 'Recherche exacte',
    exclude: 'Bon plan à écarter',
    reason: 'Motif',
    details: 'Précisions',
    action: 'Action',
    status: 'Statut',
    keywords: 'Mots-clés',
  },

  client,
  homeQuery,

  /** Reputation levels' names, by code (reputation.ts). */
  levels: {
    nouveau: 'Nouveau',
    membre: 'Membre',
    confirme: 'Confirmé',
    expert: 'Expert',
    legende: 'Légende',
  } satisfies Record<LevelCode, string>,
  /** Badges' names and what earns them, by code (reputation.ts). */
  badges: {
    first_deal: { label: 'Premier bon plan', description: 'A partagé son premier bon plan' },
    first_hot: { label: 'Premier deal hot', description: 'Un de ses bons plans a dépassé 100°' },
    hot_10: { label: '10 deals hot', description: 'Dix de ses bons plans ont dépassé 100°' },
    votes_100: { label: '100 votes', description: 'A voté 100 fois' },
    one_year: { label: 'Un an sur DzDeals', description: 'Membre depuis un an' },
  } satisfies Record<BadgeCode, { label: string; description: string }>,
};
// </messages>

// ---------------------------------------------------------------------------------------------
// Mails (functions/lib/mail-templates.ts).
// ---------------------------------------------------------------------------------------------
// <mail>
// Each mail's texts; functions/lib/mail-templates.ts lays them out as text and HTML, escapes the
// values (member-written ones keep their own direction) and links to the member's language's pages.
export const mail = {
  greeting: 'Bonjour,',
  signature: 'L’équipe DzDeals',
  /** A price in a mail, given its digits already grouped ("45 000"). */
  price: (amount: string) => `${amount}\u00A0DA`,
  free: 'Gratuit',
  /** The password-reset mail. */
  reset: {
    subject: 'Réinitialisation de votre mot de passe DzDeals',
    intro: 'Vous avez demandé à réinitialiser le mot de passe de votre compte DzDeals.',
    /** Text part, before the link. */
    openLink: 'Cliquez sur ce lien (valable une heure) pour choisir un nouveau mot de passe\u00A0:',
    /** HTML part: the link's words, then its validity. */
    action: 'Choisir un nouveau mot de passe',
    validity: '(lien valable une heure)',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
  },
  /** The link that proves an address (sign-up, email change, resend). */
  verify: {
    subject: 'Confirmez votre adresse email DzDeals',
    openLink: 'Pour confirmer que cette adresse est bien la vôtre, ouvrez ce lien (valable 48 heures)\u00A0:',
    intro: 'Pour confirmer que cette adresse est bien la vôtre\u00A0:',
    action: 'Confirmer mon adresse email',
    validity: '(lien valable 48 heures)',
    ignore: 'Si vous n’avez pas créé de compte DzDeals ni changé d’adresse, ignorez simplement ce message.',
  },
  /** The notice to the former address after an email change. */
  emailChanged: {
    subject: 'Votre adresse email DzDeals a été modifiée',
    notice: (masked: string) =>
      `Nous vous informons que votre adresse email a été modifiée\u00A0: votre compte DzDeals utilise désormais ${masked}.`,
    ifYou: 'Si c’est bien vous, il n’y a rien à faire.',
    ifNot: 'Sinon, répondez sans attendre à ce message\u00A0: nous vous aiderons à récupérer votre compte.',
  },
  /** The link to the current address that applies an email change (accounts without a password). */
  emailChangeConfirm: {
    subject: 'Confirmez le changement d’adresse de votre compte DzDeals',
    request: (newEmail: string) =>
      `Quelqu’un a demandé à remplacer l’adresse email de votre compte DzDeals par ${newEmail}.`,
    openLink: 'Si c’est bien vous, ouvrez ce lien (valable 24 heures) pour confirmer\u00A0:',
    action: 'Confirmer le changement d’adresse',
    validity: '(lien valable 24 heures)',
    consequences:
      'Une fois l’adresse changée, toutes vos sessions seront fermées et vos connexions Google ou Facebook retirées.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message\u00A0: votre adresse ne changera pas.',
  },
  /** New deals for a keyword alert (at once, or grouped by the digest job). */
  alert: {
    subject: (count: number, keywords: string, firstTitle: string) =>
      count === 1
        ? `Nouveau bon plan pour «\u202F${keywords}\u202F»\u00A0: ${firstTitle}`
        : `${count} nouveaux bons plans pour «\u202F${keywords}\u202F»`,
    intro: (count: number, keywords: string) =>
      count === 1
        ? `Un bon plan correspondant à votre alerte «\u202F${keywords}\u202F» vient d’être publié\u00A0:`
        : `${count} bons plans correspondant à votre alerte «\u202F${keywords}\u202F» ont été publiés\u00A0:`,
    /** One deal of the list: its title (a link in HTML), price and wilaya. */
    deal: (title: string, price: string, city: string) => `${title}\u00A0: ${price}, ${city}`,
    more: (more: number) => `… et ${more} ${plural('fr', more, { one: 'autre', other: 'autres' })} sur DzDeals.`,
    why: 'Vous recevez ce message car vous avez créé cette alerte sur DzDeals.',
    /** Text part: the unsubscribe page's address follows. */
    stop: 'Pour ne plus la recevoir\u00A0:',
    unsubscribe: 'Se désabonner de cette alerte',
  },
  /** The daily digest of what a member follows, grouped by deal (the digest job). */
  followDigest: {
    /** `more`: there was more news than the mail lists (`count`). */
    subject: (count: number, more: boolean) =>
      `Votre résumé DzDeals\u00A0: ${more ? 'plus de ' : ''}${count}\u00A0${plural('fr', count, { one: 'nouveauté', other: 'nouveautés' })}`,
    intro:
      'Voici les nouveautés de ce que vous suivez et des discussions qui vous concernent depuis votre dernier résumé\u00A0:',
    /** One piece of news, under its deal's title. */
    comment: (username: string) => `${username} a commenté`,
    reply: (username: string) => `${username} a répondu à votre commentaire`,
    mention: (username: string) => `${username} vous a mentionné dans un commentaire`,
    hot: (degrees: number) => `Ce bon plan est devenu hot (${degrees}°)`,
    expired: 'Ce bon plan a expiré',
    merchant: (merchant: string) => `Nouveau bon plan chez ${merchant}`,
    /** Past the news listed; the notifications page follows. */
    more: 'D’autres nouveautés vous attendent dans vos notifications\u00A0:',
    /** HTML part: the notifications page's link. */
    seeAll: 'Voir toutes mes notifications',
    why: 'Vous recevez ce résumé car vous l’avez demandé sur votre profil DzDeals.',
    /** Text part: the unsubscribe page's address follows. */
    stop: 'Pour ne plus le recevoir\u00A0:',
    unsubscribe: 'Ne plus recevoir ce résumé',
  },
};
// </mail>

// ---------------------------------------------------------------------------------------------
// Pages' heads for crawlers and shares (shared/page-head.ts, member-head.ts), the shells, the web manifest.
// ---------------------------------------------------------------------------------------------
// <heads>
// This section's own imports (hoisted like any import; kept here so the section merges alone).

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
        'DzDeals rassemble les meilleurs bons plans d’Algérie\u00A0: promotions, réductions et codes promo partagés et votés par la communauté, ville par ville.',
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
      description: 'Gérez votre compte DzDeals\u00A0: vos informations, votre ville et vos bons plans partagés.',
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
        'Mentions légales de DzDeals\u00A0: éditeur, hébergement, protection des données personnelles (loi n° 18-07) et règles de modération.',
      keywords: 'mentions légales DzDeals, données personnelles, loi 18-07, modération',
    },
    siteMap: {
      title: 'Plan du site',
      description:
        'Plan du site DzDeals : toutes les rubriques, les bons plans des 58 wilayas et de chaque catégorie, et les derniers bons plans partagés.',
      keywords: 'plan du site DzDeals, bons plans par wilaya, catégories, Algérie',
    },
  },
  /** A deal page's description when the deal has none of its own. */
  dealDescription: (title: string, price: string) => `${title}, à ${price}, sur DzDeals.`,
  /** A member page's title (without the site's name). */
  memberTitle: (username: string) => `${username}\u00A0: profil de membre`,
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
    `${m.username}, membre ${level} de la communauté DzDeals\u00A0: ` +
    `${countFr(m.reputation, 'point', 'points')} de réputation, ` +
    `${countFr(m.dealsPosted, 'bon plan partagé', 'bons plans partagés')} ` +
    `dont ${countFr(m.hotDeals, 'hot', 'hot')}, ${countFr(m.commentsPosted, 'commentaire', 'commentaires')}.`,
  /** A merchant page's title (without the site's name). */
  merchantTitle: (name: string) => `Bons plans ${name}\u00A0: codes promo et promotions`,
  /** A merchant page's description: what its deals are, and how many (the active and hot ones among them). */
  merchantDescription: (m: Merchant) => {
    const intro = `Les bons plans, codes promo et promotions ${m.name} partagés et votés par la communauté DzDeals`;
    if (m.dealsCount === 0) return `${intro}.`;
    const active =
      m.activeDealsCount === 0 ? 'aucun en cours' : `dont ${formatNumber(m.activeDealsCount)}\u00A0en cours`;
    const hot = m.hotDealsCount > 0 ? ` et ${formatNumber(m.hotDealsCount)}\u00A0hot` : '';
    return `${intro}\u00A0: ${countFr(m.dealsCount, 'bon plan', 'bons plans')}, ${active}${hot}.`;
  },
  /** The shells' frame (web/index.html), painted before the app's code arrives. */
  shell: {
    noscript: 'DzDeals a besoin de JavaScript pour afficher les bons plans.',
    logoLabel: 'DzDeals, retour à l’accueil',
    searchLabel: 'Rechercher un bon plan',
    searchPlaceholder: 'Rechercher un bon plan…',
    searchSubmit: 'Lancer la recherche',
    heroPitch: 'Les bons plans d’Algérie, partagés par la communauté et classés par vos votes dans l’onglet',
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
      'Les meilleurs bons plans d’Algérie\u00A0: promotions, réductions et codes promo partagés et votés par la communauté, ville par ville.',
  },
  /** The page the service worker shows offline for a page it has not kept (web/offline.html). */
  offline: {
    title: 'Vous êtes hors ligne',
    text: 'Cette page n’est pas encore enregistrée sur cet appareil. Vérifiez votre connexion Internet, puis réessayez.',
    retry: 'Réessayer',
    backHome: 'Retour à l’accueil',
  },
};
// </heads>

// ---------------------------------------------------------------------------------------------
// Wilayas and categories: the API and URLs keep one canonical value (`city=Oran`); these are
// their names in this language.
// ---------------------------------------------------------------------------------------------
// <places>
export const places = {
  // French names are the canonical values themselves, but for the apostrophe (’) the URLs keep plain.
  cities: { "M'Sila": 'M’Sila', "El M'Ghair": 'El M’Ghair' } as Partial<Record<City, string>>,
  categories: {} as Partial<Record<Category, string>>,
};
// </places>
