import type { NotificationKind } from './api-types';
import { CLIENT_MSG, HOME_QUERY_MSG } from './client-messages';
import { formatNumber } from './price-format';
import {
  ALERT_KEYWORDS_MAX,
  ALERTS_PER_MEMBER,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  REPORTS_TO_HIDE,
  SEARCH_MAX_DEPTH,
} from './limits';

/** French messages shown to users; the one place they are written (web-only ones: client-messages.ts). */
export const MSG = {
  generic: CLIENT_MSG.generic,
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  invalidJson: 'Le corps de la requête doit être un JSON valide',
  invalidUtf8: 'Le corps de la requête doit être encodé en UTF-8',
  jsonRequired: 'Le corps de la requête doit être envoyé en JSON (Content-Type : application/json)',
  invalidInput: 'Données invalides',
  bodyTooLarge: 'La requête est trop volumineuse',
  routeNotFound: 'Ressource introuvable',
  authRequired: 'Vous devez être connecté',
  sessionInvalid: 'Session invalide ou expirée, veuillez vous reconnecter',
  forbidden: "Vous n'avez pas les droits nécessaires pour cette action",
  tooManyRequests: CLIENT_MSG.tooManyRequests,
  signupsLimited: "Trop d'inscriptions depuis cette connexion, veuillez réessayer plus tard",
  directAccess: "Accès direct à l'API refusé",
  badCredentials: 'Email ou mot de passe incorrect',
  emailTaken: 'Cet email est déjà utilisé',
  usernameTaken: "Ce nom d'utilisateur est déjà pris",
  userNotFound: 'Utilisateur introuvable',
  memberNotFound: 'Membre introuvable',
  accountSuspended: "Votre compte est suspendu. Écrivez-nous si vous pensez qu'il s'agit d'une erreur.",
  userBanned: 'Compte suspendu',
  userUnbanned: 'Compte rétabli',
  userAlreadyBanned: 'Ce compte est déjà suspendu',
  userNotBanned: "Ce compte n'est pas suspendu",
  adminBan: 'Un administrateur ne peut pas être suspendu',
  accountChanged: "Ce compte vient d'être modifié, veuillez réessayer",
  wrongCurrentPassword: 'Le mot de passe actuel est incorrect',
  samePassword: "Le nouveau mot de passe doit être différent de l'ancien",
  passwordChanged: 'Mot de passe modifié avec succès. Vos autres appareils ont été déconnectés.',
  loggedOutEverywhere: 'Vous avez été déconnecté de tous les appareils',
  registered: 'Inscription réussie, bienvenue ! Confirmez votre adresse grâce au lien envoyé par email.',
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
  providerNotConfigured: "La connexion avec ce fournisseur n'est pas disponible",
  oauthFailed: 'La connexion avec ce fournisseur a échoué',
  oauthEmailRequired: 'Votre compte doit fournir une adresse email vérifiée',
  providerMismatch: 'Fournisseur de connexion incohérent',
  emailChangeMailed:
    "Pour confirmer ce changement, ouvrez le lien envoyé à votre adresse actuelle : votre adresse email ne changera qu'à ce moment-là.",
  emailChangeInvalid: "Ce lien de changement d'adresse est invalide ou a expiré",
  emailChangeConfirmed:
    'Votre adresse email a été modifiée et toutes vos sessions ont été fermées. Vos connexions Google ou Facebook ont été retirées : pour vous connecter, choisissez un mot de passe avec « Mot de passe oublié ».',
  emailChangesLimited: 'Trop de liens demandés, veuillez réessayer dans une heure',
  providerProofFailed: 'La vérification auprès du fournisseur a échoué : utilisez le compte lié à votre profil',
  providerNotLinked: "Ce fournisseur de connexion n'est pas lié à votre compte",
  identityUnlinked: 'Moyen de connexion retiré de votre compte',
  lastWayIn:
    "Impossible de retirer votre seul moyen de connexion : choisissez d'abord un mot de passe (« Mot de passe oublié ») ou liez un autre compte.",
  dealNotFound: CLIENT_MSG.dealNotFound,
  voteAuthRequired: CLIENT_MSG.voteAuthRequired,
  searchRequired: 'Le texte de recherche est requis',
  searchTooDeep: `Les résultats s'arrêtent au ${formatNumber(SEARCH_MAX_DEPTH)}e : précisez votre recherche (mots, ville ou catégorie)`,
  imageMissing: "Aucun fichier reçu : envoyez l'image dans le champ « file »",
  imageType: "Format d'image non pris en charge : envoyez une image JPEG, PNG ou WebP",
  imageInvalid: 'Image illisible ou incomplète : envoyez un fichier JPEG, PNG ou WebP valide',
  imageIncomplete: "Envoi de l'image incomplet ou mal formé, veuillez réessayer",
  imageTooLarge: 'Image trop volumineuse : 4 Mo au maximum',
  imageNoPixels: 'Image illisible : sa largeur ou sa hauteur est nulle',
  imageTooManyPixels: `Image trop grande : ${formatNumber(IMAGE_MAX_SIDE)} pixels au plus par côté et ${formatNumber(IMAGE_MAX_PIXELS / 1_000_000)} mégapixels au total`,
  imageUploadsLimited: "Trop d'images envoyées, veuillez réessayer dans une heure",
  imageUnavailable: 'Cette image est introuvable ou déjà utilisée par un autre bon plan',
  imageUploadFailed: "Erreur lors de l'envoi de l'image",
  imagesListFailed: 'Erreur lors du chargement des images',
  imagesCleanupFailed: 'Erreur lors du nettoyage des images',
  dealCreated: 'Bon plan publié avec succès',
  dealUpdated: 'Bon plan mis à jour',
  dealDeleted: 'Bon plan supprimé',
  dealChangeForbidden: "Seul l'auteur du bon plan ou un administrateur peut le modifier ou le supprimer",
  dealChanged: "Ce bon plan vient d'être modifié par ailleurs, veuillez réessayer",
  writeConflict: 'Trop de modifications simultanées, veuillez réessayer',
  ownDealVote: CLIENT_MSG.ownDealVote,
  votesLimited: 'Trop de votes en peu de temps, veuillez patienter une minute',
  voteRecorded: 'Vote enregistré',
  voteWithdrawn: 'Vote retiré',
  authorFilterAlone:
    'Le filtre par auteur ne se combine pas avec la ville, la catégorie, la recherche, le tri ou le masquage des expirés',
  hotSearch: "Le classement Hot ne s'applique pas à une recherche : utilisez sort=new",
  dealExpired: 'Bon plan marqué comme expiré',
  expiryFlagged: 'Merci, votre signalement a été pris en compte',
  expiryFlagRecorded: 'Merci, votre signalement a été enregistré',
  dealSaved: 'Bon plan ajouté à vos favoris',
  dealUnsaved: 'Bon plan retiré de vos favoris',
  savesLimited: 'Trop de favoris modifiés en peu de temps, veuillez patienter une minute',
  reportSent: 'Merci, votre signalement a été transmis à la modération',
  reportOwn: 'Vous ne pouvez pas signaler votre propre contenu',
  reportsLimited: 'Trop de signalements en peu de temps, veuillez réessayer plus tard',
  reportsDismissed: 'Signalements classés sans suite',
  contentHidden: 'Contenu masqué',
  contentRestored: 'Contenu rétabli',
  notReported: "Ce contenu n'a jamais été signalé",
  autoHidden: `Masqué automatiquement après ${REPORTS_TO_HIDE} signalements de membres de confiance, en attente de modération`,
  noOpenReports: 'Aucun signalement ouvert pour ce contenu : il a peut-être déjà été traité',
  commentNotFound: 'Commentaire introuvable',
  commentAdded: 'Commentaire ajouté',
  commentUpdated: 'Commentaire modifié',
  commentDeleted: 'Commentaire supprimé',
  commentEditForbidden: 'Vous ne pouvez modifier que vos propres commentaires',
  commentDeleteForbidden: "Seul l'auteur du commentaire ou un administrateur peut le supprimer",
  alertCreated: "Alerte créée : nous vous écrirons dès qu'un bon plan correspondant sera publié",
  alertDeleted: 'Alerte supprimée',
  alertNotFound: 'Alerte introuvable',
  alertLimit: `Vous avez déjà ${ALERTS_PER_MEMBER} alertes : supprimez-en une pour en créer une autre`,
  alertDuplicate: 'Vous avez déjà une alerte pour ces mots-clés',
  alertKeywordsRequired: 'Indiquez au moins un mot-clé de deux lettres ou plus',
  alertUnsubscribed: 'Alerte supprimée : vous ne recevrez plus ces emails',
  alertLinkInvalid: "Ce lien de désabonnement est invalide ou l'alerte a déjà été supprimée",
  notificationsRead: 'Notifications marquées comme lues',
  /** A notification's text once its deal is hidden by moderation or deleted: its title goes. */
  notificationDealWithdrawn: {
    alert: "Un nouveau bon plan pour l'une de vos alertes n'est plus disponible",
    comment: "Un membre a commenté l'un de vos bons plans, qui n'est plus disponible",
    hot: "L'un de vos bons plans est devenu hot, mais il n'est plus disponible",
  } as Partial<Record<NotificationKind, string>>,
  notificationDealWithdrawnOther: "Ce bon plan n'est plus disponible",
} as const;

/** The 429 message of a limit that frees up in `seconds`. */
export function retryLater(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Trop de tentatives, veuillez réessayer dans ${minutes} minute${minutes > 1 ? 's' : ''}`;
}

/** A wait in French: "45 secondes", "12 minutes", "1 heure", "5 h 07". */
export function waitText(seconds: number) {
  const plural = (n: number, unit: string) => `${n} ${unit}${n > 1 ? 's' : ''}`;
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return plural(s, 'seconde');
  const minutes = Math.ceil(s / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  return minutes % 60 ? `${hours} h ${String(minutes % 60).padStart(2, '0')}` : plural(hours, 'heure');
}

/** The 429 messages of the posting limits, given the seconds until the window frees up. */
export const POSTING_MSG = {
  deals: (seconds: number) =>
    `Vous avez publié beaucoup de bons plans en peu de temps, réessayez dans ${waitText(seconds)}`,
  commentsPerMinute: (seconds: number) =>
    `Vous avez publié beaucoup de commentaires en peu de temps, réessayez dans ${waitText(seconds)}`,
  commentsPerDay: (seconds: number) =>
    `Vous avez atteint le nombre maximal de commentaires pour aujourd'hui, réessayez dans ${waitText(seconds)}`,
};

/** The 429 of the expiry flags' hourly limit, given the seconds until the window frees up. */
export const expiryFlagsLimited = (seconds: number) =>
  `Vous avez signalé beaucoup de bons plans expirés en peu de temps, réessayez dans ${waitText(seconds)}`;

/** Field-level validation messages (used by zod schemas on both sides). */
export const FIELD_MSG = {
  required: 'Ce champ est obligatoire',
  usernameLength: "Le nom d'utilisateur doit contenir entre 3 et 30 caractères",
  usernameChars: "Le nom d'utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés",
  usernameReserved: "Ce nom d'utilisateur est réservé à l'équipe du site, choisissez-en un autre",
  email: 'Adresse email invalide',
  passwordLength: 'Le mot de passe doit contenir au moins 8 caractères',
  passwordMax: 'Le mot de passe ne peut pas dépasser 128 caractères',
  city: 'Veuillez choisir une ville de la liste',
  language: 'La langue doit valoir fr (français) ou ar (arabe)',
  category: 'Veuillez choisir une catégorie de la liste',
  token: 'Lien de réinitialisation manquant',
  verifyToken: 'Lien de vérification manquant',
  currentPasswordForEmail: "Saisissez votre mot de passe actuel pour changer d'adresse email",
  provider: 'Fournisseur inconnu',
  accessToken: "Le jeton d'accès est requis",
  providerToken: 'Le jeton du fournisseur doit contenir entre 1 et 8 192 caractères',
  providerForToken: 'Précisez le fournisseur du jeton (google ou facebook)',
  profileEmpty: 'Aucune modification à enregistrer',
  dryRun: "Précisez s'il s'agit d'une simulation (dryRun : true ou false)",
  title: 'Le titre doit contenir entre 5 et 140 caractères',
  description: 'La description doit contenir entre 10 et 5 000 caractères',
  price: 'Le prix doit être un nombre positif ou nul, en dinars',
  originalPrice: 'Le prix initial doit être un nombre supérieur ou égal au prix',
  url: 'Le lien doit être une adresse web valide (http:// ou https://)',
  merchant: 'Le nom du marchand ne peut pas dépasser 100 caractères',
  promoCode: 'Le code promo ne peut pas dépasser 50 caractères',
  imageUrl: "L'image doit être une image envoyée sur le site",
  expiresAt: "La date d'expiration n'est pas une date valide",
  expiresFuture: "La date d'expiration doit être dans le futur",
  comment: 'Le commentaire doit contenir entre 1 et 2 000 caractères',
  reportReason: 'Choisissez un motif de signalement valide',
  reportDetails: 'Les précisions ne peuvent pas dépasser 500 caractères',
  reportDetailsRequired: 'Précisez le problème pour le motif « Autre »',
  reportStatus: 'status doit valoir open ou closed',
  moderationAction: "L'action doit valoir dismiss, hide ou restore",
  moderationReason: 'Le motif de la décision ne peut pas dépasser 500 caractères',
  memberQuery: "Saisissez le début d'un pseudo ou d'une adresse e-mail (100 caractères au plus)",
  banReason: 'Indiquez le motif de la suspension (500 caractères au plus)',
  page: 'Le numéro de page doit être un entier positif ou nul',
  size: 'La taille de page doit être un entier entre 1 et 50',
  positive: 'Précisez le vote : positive=true ou positive=false',
  dealIds: 'Envoyez une liste de 100 identifiants de bons plans au plus',
  searchLength: HOME_QUERY_MSG.searchLength,
  sort: 'Le tri doit valoir « new » (les plus récents) ou « hot » (les plus hot)',
  hideExpired: 'hideExpired doit valoir true ou false',
  // Strict input: decimal prices, real dates, no control characters.
  priceDecimals: 'Le prix ne peut pas avoir plus de 2 décimales',
  priceMax: 'Le prix ne peut pas dépasser 1 milliard de dinars',
  originalPriceDecimals: 'Le prix initial ne peut pas avoir plus de 2 décimales',
  originalPriceMax: 'Le prix initial ne peut pas dépasser 1 milliard de dinars',
  titleChars: 'Le titre contient des caractères non autorisés',
  descriptionChars: 'La description contient des caractères non autorisés',
  merchantChars: 'Le nom du marchand contient des caractères non autorisés',
  promoCodeChars: 'Le code promo contient des caractères non autorisés',
  commentChars: 'Le commentaire contient des caractères non autorisés',
  searchChars: HOME_QUERY_MSG.searchChars,
  alertKeywords: `Les mots-clés doivent contenir entre 2 et ${ALERT_KEYWORDS_MAX} caractères`,
  alertKeywordsChars: 'Les mots-clés contiennent des caractères non autorisés',
  notificationIds: 'Liste de notifications invalide',
  unsubscribeToken: 'Lien de désabonnement invalide',
} as const;
