/**
 * Messages of the web client: transport failures and the per-call fallbacks (docs/architecture.md#api-client),
 * used when the server's answer carries no message of its own. Kept apart from messages.ts so
 * the web app's first bundle carries only these.
 */
export const CLIENT_MSG = {
  generic: 'Une erreur est survenue',
  network: 'Impossible de joindre le serveur. Vérifiez votre connexion internet.',
  timeout: 'Le serveur met trop de temps à répondre, veuillez réessayer',
  invalidResponse: 'Réponse invalide du serveur',
  // Also the server's (messages.ts): the first screen shows them on its cards.
  dealNotFound: 'Bon plan non trouvé',
  voteAuthRequired: 'Vous devez être connecté pour voter',
  ownDealVote: 'Vous ne pouvez pas voter pour votre propre bon plan',
  register: "Erreur lors de l'inscription",
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
  expireAuthRequired: 'Connectez-vous pour signaler un bon plan expiré',
  report: "Erreur lors de l'envoi du signalement",
  reportAuthRequired: 'Connectez-vous pour signaler un contenu',
  moderation: 'Erreur lors du chargement de la modération',
  resolve: "Erreur lors de l'enregistrement de la décision",
  expire: "Erreur lors du signalement de l'expiration",
  search: 'Erreur lors de la recherche',
  cities: 'Erreur lors du chargement des villes',
  categories: 'Erreur lors du chargement des catégories',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard',
  emailVerify: "Erreur lors de la vérification de l'adresse email",
  resendVerification: "Erreur lors de l'envoi du lien de vérification",
  logoutAll: 'Erreur lors de la déconnexion de vos appareils',
  identityUnlink: 'Erreur lors du retrait de ce moyen de connexion',
  emailChangeConfirm: "Erreur lors de la confirmation du changement d'adresse",
  alerts: 'Erreur lors du chargement de vos alertes',
  alertCreate: "Erreur lors de la création de l'alerte",
  alertDelete: "Erreur lors de la suppression de l'alerte",
  unsubscribe: 'Erreur lors du désabonnement',
  notifications: 'Erreur lors du chargement des notifications',
  notificationsRead: 'Erreur lors de la mise à jour des notifications',
  // The notice over a page shown from what the service worker kept (docs/architecture.md#installable-app-pwa).
  offline: "Vous êtes hors ligne : vous voyez les bons plans tels qu'ils étaient lors de votre dernière connexion.",
} as const;

/**
 * Home's page for an address it cannot show (shared/home-query.ts): its heading by status, and why.
 * Here, not in messages.ts: Home's first screen shows them (the search ones are the API's too).
 */
export const HOME_QUERY_MSG = {
  invalidTitle: 'Adresse invalide',
  notFoundTitle: 'Page introuvable',
  searchLength: 'Le texte de recherche ne peut pas dépasser 200 caractères',
  searchChars: 'Le texte de recherche contient des caractères non autorisés',
  city: 'Cette ville ne fait pas partie des wilayas du site : choisissez-en une dans la liste.',
  category: "Cette catégorie n'existe pas sur le site : choisissez-en une dans la liste.",
  sort: 'Le classement demandé est inconnu : choisissez « Nouveaux » ou « Hot ».',
  expired: 'Le filtre des bons plans expirés ne peut valoir que 1 (les afficher) : retirez-le pour les masquer.',
  page: 'Le numéro de page doit être un entier à partir de 1.',
  pageTooFar: "Cette page de la liste n'existe pas.",
  backHome: 'Voir les bons plans',
} as const;
