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
  auth: {
    loginTitle: 'Connexion',
    loginIntro: 'Heureux de vous revoir ! Connectez-vous pour partager, voter et commenter.',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
    password: 'Mot de passe',
    forgotPasswordLink: 'Mot de passe oublié ?',
    signingIn: 'Connexion…',
    signIn: 'Se connecter',
    registerTitle: 'Créer un compte',
    registerIntro: "Rejoignez la communauté et partagez les bons plans de votre ville. C'est gratuit.",
    haveAccount: 'Déjà inscrit ?',
    username: "Nom d'utilisateur",
    usernameHint: (min: number, max: number) =>
      `Entre ${min} et ${max} caractères : lettres, chiffres, points, tirets ou soulignés.`,
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
    backHome: "Retour à l'accueil",
    backToLogin: 'Retour à la connexion',
    checkingLink: 'Vérification du lien…',
    invalidLink: 'Lien invalide',
    retry: 'Réessayer',
    sending: 'Envoi…',
    saving: 'Enregistrement…',
    forgotTitle: 'Mot de passe oublié',
    forgotIntro:
      "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    forgotSubmit: 'Recevoir le lien',
    forgotSentHelp: (hours: number) =>
      `Pensez à vérifier vos courriers indésirables. Le lien est valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}.`,
    resetTitle: 'Nouveau mot de passe',
    resetIntro: 'Choisissez un nouveau mot de passe pour votre compte.',
    newPassword: 'Nouveau mot de passe',
    resetSubmit: 'Enregistrer le mot de passe',
    resetInvalidHelp: (hours: number) =>
      `Un lien ne sert qu'une fois et reste valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}. Vous pouvez en demander un nouveau.`,
    resetAskNew: 'Demander un nouveau lien',
    resetDoneTitle: 'Mot de passe modifié',
    verifyTitle: "Vérification de l'adresse email",
    verifyDoneTitle: 'Adresse email vérifiée',
    verifyRetryTitle: 'Vérification impossible',
    verifyInvalidNote: (hours: number) =>
      `Un lien ne sert qu'une fois et reste valable ${plural('fr', hours, { one: 'une heure', other: `${hours} heures` })}.`,
    verifyAlreadyDone: "Votre adresse email est déjà vérifiée : vous n'avez rien d'autre à faire.",
    verifyNeedNewLink: "Besoin d'un nouveau lien ?",
    verifyLater: <N>(profile: N) => ['Vous pourrez aussi le demander plus tard depuis ', profile, '.'],
    verifyLaterProfile: 'votre profil',
    verifySignInFirst: 'Connectez-vous pour demander un nouveau lien depuis votre profil.',
    emailChangeTitle: "Changement d'adresse email",
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
    trusted: "Membre de confiance : vos signalements et vos signalements d'expiration comptent.",
    notTrusted:
      'Vos signalements sont transmis à la modération mais ne comptent pas encore : il faut une adresse vérifiée, un compte de quelques jours et assez de réputation.',
    badgesTitle: 'Mes badges',
    earnedOn: <N>(date: N) => ['obtenu le ', date],
    noBadges: 'Aucun badge pour le moment : partagez votre premier bon plan !',
    publicProfile: 'Voir mon profil public',
    myDealsTitle: 'Mes bons plans',
    dealsTotal: (_n: number, shown: string) => `${shown} au total`,
    noDeals: "Vous n'avez encore partagé aucun bon plan.",
    shareDeal: 'Partager un bon plan',
    loading: 'Chargement…',
    loadMore: 'Charger plus',
    detailsTitle: 'Mes informations',
    username: "Nom d'utilisateur",
    usernameHint: (min: number, max: number) =>
      `Entre ${min} et ${max} caractères : lettres, chiffres, points, tirets ou soulignés.`,
    email: 'Adresse email',
    emailChangeByLink:
      "Pour votre sécurité, un lien de confirmation sera envoyé à votre adresse actuelle : l'adresse ne changera qu'une fois ce lien ouvert.",
    currentPassword: 'Mot de passe actuel',
    currentPasswordHint: "Pour confirmer le changement d'adresse email.",
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
      'DzDeals vous écrit dans cette langue : vérification de votre adresse, mot de passe oublié, alertes et notifications par email.',
    languageLabel: 'Langue de vos emails',
    languageSubmit: 'Enregistrer la langue',
    /** Each language's name in this one (a language missing here is named in its own). */
    languageNames: { fr: 'français', ar: 'arabe' },
    languageSaved: (name: string) => `C'est noté : nos emails vous seront désormais écrits en ${name}.`,
    languageSeePage: (name: string) => `Afficher cette page en ${name}`,
    identitiesTitle: 'Connexions Google et Facebook',
    noIdentities: "Aucun compte Google ou Facebook n'est lié à votre profil.",
    providers: { google: 'Google', facebook: 'Facebook' },
    linkedOn: (date: string) => `lié le ${date}`,
    unlinking: 'Retrait…',
    unlink: (provider: string) => `Retirer ${provider}`,
    devicesTitle: 'Appareils connectés',
    devicesIntro:
      'Un appareil perdu ou partagé ? Fermez toutes les sessions ouvertes avec votre compte, y compris celle-ci.',
    logoutAll: 'Se déconnecter de tous les appareils',
    logoutAllTitle: 'Se déconnecter de tous les appareils ?',
    logoutAllConfirm: 'Tout déconnecter',
    logoutAllText:
      'Toutes vos sessions seront fermées, y compris celle-ci : vous devrez vous reconnecter sur chacun de vos appareils.',
  },
  // </ui:profile>

  // <ui:alerts>
  alerts: {
    intro:
      "Choisissez des mots-clés : dès qu'un membre publie un bon plan qui leur correspond, nous vous prévenons par email et dans vos notifications.",
    newTitle: 'Nouvelle alerte',
    activeTitle: 'Alertes actives',
    usage: (used: number, max: number) => `Alertes utilisées : ${used} sur ${max}`,
    retry: 'Réessayer',
    loading: 'Chargement de vos alertes…',
    empty: "Aucune alerte pour le moment. Créez-en une ci-dessus, ou depuis les résultats d'une recherche.",
    allCities: 'Toutes les villes',
    allCategories: 'Toutes les catégories',
    createdOn: <N>(date: N) => ['créée le ', date],
    deleteNamed: (keywords: string) => `Supprimer l'alerte « ${keywords} »`,
    deleting: 'Suppression…',
    delete: 'Supprimer',
    /** `DELETE /alerts/{id}` answered without a message of its own. */
    deleted: 'Alerte supprimée',
    keywords: 'Mots-clés',
    keywordsHint:
      'Un ou plusieurs mots, comme dans la recherche. Par exemple : climatiseur inverter, iPhone 15, billet Oran Paris.',
    cityOptional: 'Ville (facultatif)',
    categoryOptional: 'Catégorie (facultatif)',
    creating: 'Création…',
    create: "Créer l'alerte",
    manage: 'Gérer mes alertes',
    unsubscribeTitle: "Se désabonner d'une alerte",
    unsubscribeIncomplete: 'Ce lien de désabonnement est incomplet.',
    unsubscribeIncompleteHelp:
      "Ouvrez le lien entier reçu par email, ou supprimez l'alerte depuis la page Mes alertes.",
    unsubscribeText:
      "Vous ne recevrez plus d'emails pour cette alerte et elle sera supprimée de vos alertes. Vos autres alertes ne changent pas.",
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
    noDeals: <N>(name: N) => [name, " n'a encore partagé aucun bon plan."],
    notFoundTitle: 'Membre introuvable',
    notFoundText: "Ce membre n'existe pas ou son profil n'est plus visible.",
    seeDeals: 'Voir les bons plans',
    pageTitle: 'Profil de membre',
    unavailable: 'Profil indisponible',
  },
  // </ui:members>

  // <ui:notifications>
  notifications: {},
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
    quoteOpen: '« ',
    quoteClose: ' »',

    // The members screen.
    membersTitle: 'Membres',
    administrator: 'Administrateur',
    /** Lifts a member's suspension. */
    reinstate: 'Rétablir',
    suspend: 'Suspendre',
    memberQuery: 'Pseudo ou adresse e-mail (début)',
    search: 'Rechercher',
    memberQueryHelp: "Saisissez le début d'un pseudo ou d'une adresse e-mail.",
    noMemberMatches: <N>(query: N) => ['Aucun membre ne correspond à « ', query, ' ».'],
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
    withReason: <N>(reason: N) => [' : ', reason],
    active: 'Actif',
    banTitle: (name: string) => `Suspendre le compte de ${name} ?`,
    unbanTitle: (name: string) => `Rétablir le compte de ${name} ?`,
    banConfirm: 'Suspendre le compte',
    unbanConfirm: 'Rétablir le compte',
    banText:
      'Ses sessions prennent fin et il ne peut plus se connecter ; ses contenus restent en ligne. La décision est inscrite au journal.',
    unbanText: 'Il peut de nouveau se connecter et publier. La décision est inscrite au journal.',

    // The moderation queue and the audit trail.
    moderationTitle: 'Modération',
    statusOpen: 'À traiter',
    statusClosed: 'Traités',
    reportedCount: (n: number, shown: string) =>
      `${shown} ${plural('fr', n, { one: 'contenu signalé', other: 'contenus signalés' })}`,
    /** "5 signalements, dont 0 de membres de confiance". */
    reportsCount: (n: number, shown: string, trusted: number, trustedShown: string) =>
      `${shown} ${plural('fr', n, { one: 'signalement', other: 'signalements' })}, dont ${trustedShown} ${trusted === 1 ? "d'un membre" : 'de membres'} de confiance`,
    reportedBy: 'Signalé par',
    trustedMember: 'Membre de confiance',
    untrustedMember: 'Sans statut de confiance',
    reputationOf: (shown: string) => `réputation ${shown}`,
    moreReporters: (n: number, shown: string) =>
      `et ${shown} ${plural('fr', n, { one: 'autre membre', other: 'autres membres' })} sans statut de confiance`,
    targetTypes: { deal: 'Bon plan', comment: 'Commentaire', user: 'Membre' },
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
    },
    reportsClosed: (n: number, shown: string) =>
      `${shown} ${plural('fr', n, { one: 'signalement', other: 'signalements' })}`,
    auditPages: 'Pages du journal',
    /** Each decision's confirmation: its title (of a deal or a comment, by its author), what it does, its button. */
    decisions: {
      dismiss: {
        title: (_isDeal: boolean, _author: string): string => 'Classer ces signalements sans suite ?',
        text: 'Le contenu reste tel quel ; la décision est inscrite au journal.',
        confirm: 'Classer sans suite',
      },
      hide: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Masquer ce bon plan ?' : 'Masquer ce commentaire ?',
        text: 'Il disparaît des listes, de la recherche et des favoris pour tous sauf son auteur ; vous pourrez le rétablir.',
        confirm: 'Masquer',
      },
      restore: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Rétablir ce bon plan ?' : 'Rétablir ce commentaire ?',
        text: 'Il redevient visible de tous, à sa place ; les signalements ouverts sont classés.',
        confirm: 'Rétablir',
      },
      delete: {
        title: (isDeal: boolean, _author: string): string =>
          isDeal ? 'Supprimer ce bon plan ?' : 'Supprimer ce commentaire ?',
        text: 'La suppression est définitive ; les signalements sont classés et la décision inscrite au journal.',
        confirm: 'Supprimer définitivement',
      },
      ban: {
        title: (_isDeal: boolean, author: string): string => `Suspendre le compte de ${author} ?`,
        text: 'Ses sessions prennent fin et il ne peut plus se connecter ; ses contenus restent en ligne. La décision est inscrite au journal.',
        confirm: 'Suspendre le compte',
      },
    },

    // The image clean-up.
    imagesTitle: 'Nettoyage des images – Administration',
    imagesLead: (hours: number) =>
      `Les images orphelines sont des photos envoyées qu'aucun bon plan n'utilise. Celles de moins de ${hours} h sont épargnées : leur bon plan est peut-être en cours de rédaction.`,
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
    dryRunDone: 'Simulation : ',
    cleanupDone: 'Nettoyage terminé : ',
    deletedCount: (n: number, shown: string, dryRun: boolean) =>
      `${shown} ${plural('fr', n, { one: 'image', other: 'images' })} ${dryRun ? 'seraient supprimées' : 'supprimées'}`,
    bytesFreed: (size: string, dryRun: boolean) => `${size} ${dryRun ? 'seraient libérés' : 'libérés'}.`,
    moreOrphans: "D'autres images orphelines restent : relancez pour le lot suivant.",
    wouldDeleteCaption: 'Images qui seraient supprimées',
    deletedCaption: 'Images supprimées',
    noOrphans: 'Aucune image orpheline : rien à nettoyer.',
    oldestFirst: "Les plus anciennes d'abord",
    deleteOrphansTitle: 'Supprimer les images orphelines ?',
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
      "La page que vous cherchez n'existe pas ou a été déplacée. Le bon plan a peut-être expiré, ou le lien contient une faute de frappe.",
    seeDeals: 'Voir les bons plans',
    discover: 'Découvrir DzDeals',
    social: { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' },

    /** About (features/site/pages/about-page.tsx). */
    about: {
      title: 'À propos de DzDeals',
      /** The country served, for search engines. */
      country: 'Algérie',
      lead: "DzDeals est un site communautaire et gratuit où chacun partage les bons plans qu'il repère en Algérie : promotions en magasin, soldes, réductions en ligne, codes promo, menus à prix doux ou voyages moins chers, dans les 58 wilayas.",
      missionTitle: 'Notre mission',
      mission:
        "Les bonnes affaires existent partout, mais elles circulent mal : une affiche à l'entrée d'une supérette, un message dans un groupe, une promotion qui disparaît en deux jours. DzDeals les rassemble au même endroit, avec le prix en dinars, la ville et le lien de l'offre, pour que tout le monde puisse en profiter avant qu'elles ne s'arrêtent.",
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
          rest: ' : un bon plan apprécié gagne en visibilité, un bon plan trompeur ou expiré est vite repéré.',
        },
      ],
      whoTitle: 'Qui sommes-nous ?',
      who: "DzDeals est animé par une petite équipe indépendante, attachée à une idée simple : mieux dépenser en s'entraidant. Les bons plans sont publiés par les membres, pas par les marchands. Un membre qui a un lien avec le commerce dont il parle (employé, gérant, partenaire) doit l'indiquer dans sa publication.",
      rulesTitle: 'Les règles de la communauté',
      rules: [
        'Partagez des offres réelles et vérifiables, avec un prix exact en dinars et une ville précise.',
        'Pas de contrefaçon, de produit illégal, de contenu choquant ni de publicité déguisée.',
        'Restez courtois dans les commentaires : on critique une offre, jamais une personne.',
        'Un bon plan expiré ? Utilisez « Signaler comme expiré ». Trompeur, offensant ou du spam ? Le bouton « Signaler », sur chaque bon plan et chaque commentaire, prévient la modération.',
      ],
      /** `reports` trusted members' reports hide a content, `flags` of their expiry flags expire a deal. */
      moderation: <N>(reports: number, flags: number, legal: N) => [
        `L'équipe de modération peut masquer ou retirer tout contenu qui ne respecte pas ces règles, et suspendre un compte. Un contenu signalé par ${reports} membres de confiance (adresse email vérifiée, compte de quelques jours, réputation gagnée sur le site) est masqué aussitôt, en attendant qu'elle l'examine ; un bon plan signalé expiré par ${flags} d'entre eux est marqué expiré. Les autres signalements sont lus par la modération. Le détail figure dans les `,
        legal,
        '.',
      ],
      legalLink: 'mentions légales',
      contactTitle: 'Nous contacter',
      contact: <N>(mail: N, facebook: N, instagram: N, tiktok: N) => [
        'Une question, une suggestion ou un contenu à signaler ? Écrivez-nous à ',
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
        "Le site DzDeals est un service communautaire gratuit de partage de bons plans en Algérie, édité par l'équipe DzDeals, qui en assure la direction de la publication.",
      contact: <N>(mail: N) => ['Contact : ', mail],
      /** `latin` marks names written in Latin letters in text of another script. */
      hosting: <N>(_latin: (text: string) => N): (string | N)[] => [
        "Le site et ses données sont hébergés par Amazon Web Services, Inc., 410 Terry Avenue North, Seattle, WA 98109-5210, États-Unis (services Amazon CloudFront, Amazon S3, AWS Lambda et Amazon DynamoDB). Les serveurs utilisés peuvent se trouver hors d'Algérie.",
      ],
      dataIntro:
        'DzDeals traite vos données personnelles dans le respect de la loi n° 18-07 du 10 juin 2018 relative à la protection des personnes physiques dans le traitement des données à caractère personnel.',
      dataProcessedTitle: 'Données traitées',
      dataProcessed: [
        "à l'inscription : nom d'utilisateur, adresse email, ville et mot de passe ;",
        'en cas de connexion avec Google ou Facebook : votre nom et votre adresse email, transmis par ce service avec votre accord ;',
        'ce que vous publiez : bons plans, images, commentaires et votes.',
      ],
      passwordNote:
        "Votre mot de passe n'est jamais conservé en clair : seule une empreinte irréversible (un hachage) est enregistrée.",
      purposeTitle: 'Pourquoi ces données',
      purpose:
        "Elles servent uniquement à faire fonctionner le service : gérer votre compte, afficher vos publications sous votre nom d'utilisateur, sécuriser les connexions (limitation des tentatives) et vous envoyer l'email de réinitialisation du mot de passe lorsque vous le demandez. Elles ne sont ni vendues, ni louées, ni utilisées pour de la prospection commerciale.",
      retentionTitle: 'Durée de conservation',
      retention:
        "Les données du compte sont conservées tant que le compte existe. Un lien de réinitialisation du mot de passe expire au bout d'une heure ; les traces techniques servant à limiter les tentatives de connexion s'effacent d'elles-mêmes en quelques minutes à quelques heures.",
      recipientsTitle: 'Destinataires et transfert',
      recipients:
        "Seule l'équipe DzDeals accède à vos données, ainsi que son hébergeur pour les besoins techniques du service. L'hébergement pouvant se situer hors du territoire national, ce transfert est effectué dans le cadre prévu par la loi n° 18-07 et sous le contrôle de l'Autorité nationale de protection des données à caractère personnel (ANPDP).",
      storageTitle: 'Stockage dans votre navigateur',
      storage:
        "Pour vous garder connecté, votre navigateur conserve votre jeton de session et votre profil dans son stockage local. DzDeals n'utilise aucun cookie publicitaire ni outil de pistage. La déconnexion efface ces informations.",
      rightsTitle: 'Vos droits',
      rights: <N>(profile: N, mail: N) => [
        "Conformément à la loi n° 18-07, vous disposez d'un droit d'information, d'accès, de rectification et d'opposition sur vos données. Vous pouvez modifier vos informations depuis votre ",
        profile,
        ' et demander la suppression de votre compte en écrivant à ',
        mail,
        ". Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'ANPDP.",
      ],
      profileLink: 'profil',
      moderationRules:
        "Chaque membre est responsable de ce qu'il publie. Sont interdits notamment : les offres fausses ou trompeuses, la contrefaçon et les produits illicites, les propos injurieux, haineux ou diffamatoires, les données personnelles d'autrui, la publicité déguisée et le spam.",
      moderationPowers: <N>(mail: N) => [
        "Les administrateurs de DzDeals peuvent modifier ou supprimer, sans préavis, tout bon plan, commentaire ou image contraire à ces règles ou à la loi, et suspendre le compte d'un membre qui les enfreint de manière répétée. Pour signaler un contenu, écrivez à ",
        mail,
        ' en indiquant le lien de la page concernée ; nous traitons les signalements dans les meilleurs délais.',
      ],
      liability:
        "Les bons plans sont proposés par les membres à titre informatif. Les prix, les stocks et les conditions des offres sont fixés par les marchands et peuvent changer à tout moment : vérifiez-les auprès du marchand avant tout achat. Les liens vers des sites extérieurs sont fournis pour votre commodité ; DzDeals n'est pas responsable de leur contenu.",
      property:
        "Le nom DzDeals, le logo et la présentation du site sont protégés. En publiant un contenu, vous autorisez DzDeals à l'afficher sur le site et à le partager sur ses réseaux sociaux, et vous garantissez disposer des droits sur les images que vous envoyez.",
      law: <N>(mail: N) => [
        "Les présentes mentions sont régies par le droit algérien. Pour toute question, contactez-nous d'abord à ",
        mail,
        ' : nous privilégions toujours une solution amiable.',
      ],
    },
  },
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
