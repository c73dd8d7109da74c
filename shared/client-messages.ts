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
  search: 'Erreur lors de la recherche',
  cities: 'Erreur lors du chargement des villes',
  categories: 'Erreur lors du chargement des catégories',
  passwordMismatch: 'Les mots de passe ne correspondent pas',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard',
  emailVerify: "Erreur lors de la vérification de l'adresse email",
  resendVerification: "Erreur lors de l'envoi du lien de vérification",
  logoutAll: 'Erreur lors de la déconnexion de vos appareils',
} as const;
