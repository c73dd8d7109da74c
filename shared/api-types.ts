/** Shapes of the API as the web app sees them (docs/api.md#shapes). */
import type { Badge, Level } from './reputation';
import type { Language } from './i18n/languages';

export interface Envelope<T> {
  success: boolean;
  data: T;
  message: string | null;
}

export type Role = 'USER' | 'ADMIN';

export interface User {
  id: string;
  username: string;
  email: string;
  role: Role;
  city: string;
  /** The member proved they read mail at `email` (a link we sent, or a provider's word). */
  emailVerified: boolean;
  /** False for accounts made through Google or Facebook that never set a password. */
  hasPassword: boolean;
  /** The sign-in identities (Google, Facebook) linked to the account, oldest link first. */
  identities: LinkedIdentity[];
  /**
   * The member's language ('fr' | 'ar'): every mail is written in it. Set at sign-up from the
   * page's language, changed with `PUT /api/auth/profile { language }`.
   */
  language: Language;
  /**
   * The member asked for the daily follow digest: one mail with the unread news of what they
   * follow (`follow`, `reply`, `mention`, `merchant` notifications). Off by default; changed with
   * `PUT /api/auth/profile { followDigest }`, turned on only with a verified address.
   */
  followDigest: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The providers whose sign-in identities an account can link. */
export const IDENTITY_PROVIDERS = ['google', 'facebook'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** A provider identity linked to the account (its subject at the provider is never shown). */
export interface LinkedIdentity {
  provider: IdentityProvider;
  linkedAt: string;
}

/** `PUT /api/auth/profile`: a new email ends every session, so the answer carries a fresh token for this device. */
export type ProfileUpdate = User & { token?: string };

export interface AuthResponse {
  token: string;
  id: string;
  username: string;
  email: string;
  role: Role;
  /** The member's language (User.language). */
  language: Language;
}

export interface Page<T> {
  content: T[];
  number: number;
  size: number;
  totalElements: number;
  totalPages: number;
  first: boolean;
  last: boolean;
  /** Searches only: past 1,000 matches, totalElements (and totalPages) is an estimate. */
  totalEstimated?: true;
  /**
   * Searches only: the text searched instead of the one sent, whose misspelt words found nothing
   * (docs/api.md#search); absent when the text was searched as sent.
   */
  correctedQuery?: string;
}

/** Validation failures carry the offending fields and their French messages. */
export type FieldErrors = Record<string, string>;

/** A deal as the API returns it (docs/api.md#shapes); prices in Algerian dinars (DZD). */
export interface Deal {
  id: string;
  title: string;
  description: string;
  price: number;
  originalPrice: number | null;
  /** Whole percent saved against originalPrice, computed by the server. */
  discountPercent: number | null;
  /** What kind of deal: a bon plan, a code promo (promoCode set) or something free (price 0). */
  type: DealType;
  url: string | null;
  /** The shop's display name (its canonical name once merchants are merged), null when none. */
  merchant: string | null;
  /** The shop's page: `/marchands/{merchantSlug}` (GET /api/merchants/{slug}); null without a merchant. */
  merchantSlug: string | null;
  promoCode: string | null;
  /** A code promo's minimum basket in DZD, null when it has none. */
  minBasket: number | null;
  city: string;
  category: string;
  /**
   * `/images/<file>`: the picture's identity (what a deal is written with). The original is never
   * served: show `image`'s variants.
   */
  imageUrl: string | null;
  /**
   * The picture's resized copies; null without a picture, and for the seconds after an upload
   * before they are made (show the category's placeholder meanwhile).
   */
  image: DealImage | null;
  expiresAt: string | null;
  /** Marked expired (by its author, an admin or EXPIRY_FLAGS_TO_EXPIRE members) or past expiresAt. */
  expired: boolean;
  /** When it expired; null while active. */
  expiredAt: string | null;
  /**
   * Distinct members who flagged it expired since it was last made active, trusted or not (the
   * author's or an admin's call expires it at once).
   */
  expiryFlags: number;
  /** Of those, trusted members (docs/api.md#reputation-and-trust): EXPIRY_FLAGS_TO_EXPIRE of them expire it. */
  trustedExpiryFlags: number;
  /** The caller flagged it expired; false for guests. */
  flaggedExpired: boolean;
  /** The author's user id. */
  author: string;
  authorUsername: string;
  upvotes: number;
  downvotes: number;
  /** upvotes - downvotes */
  score: number;
  /** Degrees from the votes: TEMPERATURE_PER_VOTE × score (docs/api.md#temperature). */
  temperature: number;
  /** temperature ≥ HOT_THRESHOLD. */
  hot: boolean;
  commentsCount: number;
  /** The caller's vote, null when signed out or not voted. */
  userVote: { isPositive: boolean } | null;
  /** The caller saved it ("Mes favoris"); false for guests. */
  saved: boolean;
  /** Whether the caller follows it (its author does from its creation); false for a guest. */
  followed: boolean;
  /** Hidden by moderation: only its author and admins get it, with this set. */
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
}

/** A deal picture's variants (docs/api.md#shapes), made from the original by the variants job. */
export interface DealImage {
  /** The original's size, upright: its aspect ratio is every variant's. */
  width: number;
  height: number;
  /** Narrowest first; the widest is at most 1280 px and never wider than the original. */
  variants: ImageVariant[];
}

export interface ImageVariant {
  width: number;
  height: number;
  /** `/images/<stem>-<width>.webp` */
  webp: string;
  /** `/images/<stem>-<width>.jpg` */
  jpeg: string;
}

/** A deal's kind (docs/api.md#deal-types): "bon plan", "code promo" (a code required) or "gratuit" (price 0). */
export const DEAL_TYPES = ['deal', 'code', 'free'] as const;
export type DealType = (typeof DEAL_TYPES)[number];

/** A shop as the deal form suggests it: `GET /api/merchants?q=&url=`. */
export interface MerchantRef {
  slug: string;
  name: string;
}

/** `GET /api/merchants/{slug}`: a shop's page (an alias answers its canonical merchant). */
export interface Merchant extends MerchantRef {
  /** The link domains its deals were posted with (what fills the form's merchant from a link). */
  domains: string[];
  /** Its deals anyone can see, expired ones included; of those, the active ones, and the active hot ones. */
  dealsCount: number;
  activeDealsCount: number;
  hotDealsCount: number;
  /** Members following it (told of its new deals). */
  followers: number;
  /** Whether the caller follows it; false for a guest. */
  followed: boolean;
  createdAt: string;
}

/** `PUT` / `DELETE /api/merchants/{slug}/follow`. */
export interface MerchantFollow {
  followers: number;
  followed: boolean;
}

/** `POST /api/admin/merchants/{slug}/merge`: the merchant merged into, and what moved to it. */
export interface MerchantMerge {
  merchant: Merchant;
  movedDeals: number;
  movedFollowers: number;
  /**
   * False when the request's time ran out first: the alias already sends new deals to the
   * merchant, and the same request again moves the rest.
   */
  done: boolean;
}

/** `POST /deals/bulk-votes`: deal id → isPositive, for the deals the caller voted on. */
export type BulkVotes = Record<string, boolean>;

/** `POST /deals/bulk-saved`: the ids, among those sent, of the deals the caller saved. */
export type BulkSaved = string[];

/**
 * `GET /deals?sort=`: newest first (the default), Hot (deals at or past the hot threshold, most
 * recently heated first), most discussed (comments of the last 48 h) or hottest of a period.
 */
export type DealSort = 'new' | 'hot' | 'discussed' | 'top';
export const DEAL_SORTS = ['new', 'hot', 'discussed', 'top'] as const satisfies readonly DealSort[];
/** `GET /deals?sort=top&period=`: the posting window of "Les + hot" (24 h, 7 days, 30 days). */
export type DealPeriod = 'day' | 'week' | 'month';
export const DEAL_PERIODS = ['day', 'week', 'month'] as const satisfies readonly DealPeriod[];
/** How a search is sorted: relevance (the default), newest first, or its hot deals only. */
export const SEARCH_SORTS = ['relevance', 'new', 'hot'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

export interface Comment {
  id: string;
  dealId: string;
  content: string;
  /** The author's user id. */
  author: string;
  authorUsername: string;
  createdAt: string;
  /** Later than createdAt once its author edited it (« modifié »). */
  updatedAt: string;
  /** Members who like it. */
  likes: number;
  /** Whether the caller likes it (false for a guest). */
  liked: boolean;
  /** The members its `@name`s named when it was written (linked to their pages, notified once). */
  mentions: MentionedMember[];
  /** A reply: the first-level comment of its thread; null for a first-level comment. */
  parentId: string | null;
  /** A reply: the comment it answers (the thread's first, or another reply) and its author's name. */
  replyTo: string | null;
  replyToUsername: string | null;
  /** A first-level comment: its visible replies. */
  repliesCount: number;
  /** A first-level comment in its deal's pages: its first REPLIES_SHOWN replies, oldest first. */
  replies?: Comment[];
  /** A first-level comment deleted while it had replies: « Commentaire supprimé », its text gone. */
  deleted?: true;
  /** Hidden by moderation: set only on the author's own view of it, absent otherwise. */
  hidden?: true;
}

export interface MentionedMember {
  userId: string;
  username: string;
}

/** `GET /deals/{id}/comments?sort=`: oldest first, or the most useful (trusted members' likes) first. */
export const COMMENT_SORTS = ['date', 'likes'] as const;
export type CommentSort = (typeof COMMENT_SORTS)[number];

/** `PUT` / `DELETE /api/comments/{id}/like`. */
export interface CommentLike {
  likes: number;
  liked: boolean;
}

/** `GET /users/me/stats`. */
export interface UserStats {
  dealsPosted: number;
  commentsWritten: number;
  votesCast: number;
  upvotesReceived: number;
  downvotesReceived: number;
  /** upvotesReceived - downvotesReceived */
  totalScore: number;
  memberSince: string;
  /** shared/reputation.ts: the member's own standing, shown on /profile. */
  reputation: number;
  level: Level;
  /** The next level and the reputation it starts at; null at the top. */
  nextLevel: (Level & { min: number }) | null;
  /** Whether the member's reports and expiry flags count (docs/api.md#reputation-and-trust). */
  trusted: boolean;
  hotDeals: number;
  badges: Badge[];
}

/** `GET /api/users/{username}`: what anyone may see of a member (nothing private). */
export interface PublicProfile {
  /** Needed to list the member's deals (`GET /api/deals?author=`). */
  id: string;
  username: string;
  joinedAt: string;
  reputation: number;
  level: Level;
  badges: Badge[];
  dealsPosted: number;
  hotDeals: number;
  commentsPosted: number;
}

/** `DELETE /deals/{id}`. */
export interface DeletedReply {
  message: string;
}

/** What a member may report, and why (docs/api.md#moderation). */
export const REPORT_TARGETS = ['deal', 'comment'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'duplicate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export type ReportStatus = 'open' | 'closed';

/** One row of the moderation queue: a reported target and its reports of the current round. */
export interface ReportRow {
  targetType: ReportTarget;
  targetId: string;
  /** The deal for a comment, to link to it. */
  dealId: string;
  /** The deal's title, or the start of the comment. */
  summary: string;
  authorId: string;
  authorUsername: string;
  /** Reports of the current round (since the last decision), from any member. */
  reportsCount: number;
  /** Of those, reports from trusted members (docs/api.md#reputation-and-trust): REPORTS_TO_HIDE of them hide the target. */
  trustedReportsCount: number;
  /**
   * Who reported in the current round, with their standing when they reported, newest first:
   * every trusted reporter, and the first REPORTERS_LISTED others.
   */
  reporters: Reporter[];
  reasons: Record<ReportReason, number>;
  /** The details of the latest report that gave some, or null. */
  latestDetails: string | null;
  firstReportedAt: string;
  lastReportedAt: string;
  status: ReportStatus;
  state: 'visible' | 'hidden';
}

/** A member who reported a target, with their standing when they reported (docs/api.md#moderation). */
export interface Reporter {
  userId: string;
  username: string;
  trusted: boolean;
  reputation: number;
  reason: ReportReason;
  at: string;
}

/** What an admin decides on a reported target (docs/api.md#moderation). */
export const MODERATION_DECISIONS = ['dismiss', 'hide', 'restore'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];
/** Every decision the audit trail records. */
export type ModerationAction = ModerationDecision | 'ban' | 'unban' | 'merge';

/** A member as the admins' directory shows them (GET /api/admin/users?q=). */
export interface AdminUser {
  id: string;
  username: string;
  email: string;
  role: Role;
  city: string;
  emailVerified: boolean;
  createdAt: string;
  /** Set while suspended, with the reason given. */
  bannedAt: string | null;
  banReason: string | null;
}

/** One entry of the audit trail: who decided what, when, about what, and why. */
export interface AuditEntry {
  id: string;
  at: string;
  adminId: string;
  adminUsername: string;
  action: ModerationAction;
  /** A merge's target is the merchant merged (its slug as targetId). */
  targetType: ReportTarget | 'user' | 'merchant';
  targetId: string;
  /** What the target was when decided on (the queue's summary). */
  summary: string;
  reason: string | null;
  /** Reports the decision closed. */
  reportsClosed: number;
}

/** A member's keyword alert (docs/api.md#alerts): mailed when another member posts a matching deal. */
export interface DealAlert {
  id: string;
  /** As the member typed them; matched like a search (accents, case, plurals, the last word as a prefix). */
  keywords: string;
  city: string | null;
  category: string | null;
  createdAt: string;
}

export const NOTIFICATION_KINDS = ['comment', 'hot', 'alert', 'mention', 'follow', 'reply', 'merchant'] as const;
/**
 * A comment on my deal, my deal became hot, a new deal for one of my alerts, a comment naming me,
 * news of a deal I follow (a comment, its heat, its expiry), a reply to my comment, a new deal of
 * a merchant I follow.
 */
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** An in-app notification, kept 90 days. */
export interface AppNotification {
  /** The newest of `ids`. */
  id: string;
  /**
   * The notifications shown as this one, newest first: several of one kind about one deal that
   * arrived together (comments on a deal, replies, mentions) are grouped ("karim et 3 autres
   * membres ont commenté…"); marking it read marks them all.
   */
  ids: string[];
  kind: NotificationKind;
  dealId: string;
  /** Ready to show, in the request's language (Accept-Language). */
  text: string;
  read: boolean;
  createdAt: string;
}

export interface UnreadCount {
  unread: number;
}

/** `GET /api/config`: which sign-in providers this deployment offers (null: not configured). */
export interface SiteConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
}

/** An image no deal refers to (docs/api.md#images). */
export interface OrphanImage {
  key: string;
  /** `/images/<file>`, as a deal's imageUrl (the original, never served). */
  url: string;
  /** Its narrowest variant to show, null when it has none (docs/api.md#images). */
  thumbnail: string | null;
  size: number;
  createdAt: string;
}

/** `GET /api/admin/images`: totals and one batch of orphans, oldest first. */
export interface ImageOverview {
  totalCount: number;
  totalBytes: number;
  orphans: OrphanImage[];
  orphanCount: number;
  orphanBytes: number;
  /** More orphans wait beyond this batch. */
  more: boolean;
}

/** `POST /api/admin/images/cleanup`: one batch deleted (or, in a dry run, what would be). */
export interface CleanupResult {
  dryRun: boolean;
  deleted: OrphanImage[];
  count: number;
  bytesFreed: number;
  more: boolean;
}

/** `POST /api/images`. */
export interface UploadedImage {
  /** `/images/<file>`: what a deal's imageUrl holds. */
  url: string;
  key: string;
}

/** `POST /api/auth/verify-email`: emailChanged when the link confirmed a change of address. */
export interface EmailVerification {
  emailVerified: boolean;
  emailChanged?: true;
}
