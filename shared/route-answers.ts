/**
 * What each route of the manifest (functions/routes.ts) answers, by route key: the envelope's
 * `data` (docs/api.md#shapes). The HTTP wrapper holds every handler to its route's answer, the
 * web client gives every call its answer from here, and functions/routes.ts checks at compile
 * time that these keys are exactly the manifest's. Types only: nothing here reaches a bundle.
 */
import type {
  CommentLike,
  CommentSort,
  AdminUser,
  AppNotification,
  AuditEntry,
  AuthResponse,
  BulkSaved,
  BulkVotes,
  CleanupResult,
  Comment,
  Deal,
  DealAlert,
  DealType,
  Merchant,
  MerchantFollow,
  MerchantMerge,
  MerchantRef,
  DealPeriod,
  DealSort,
  SearchSort,
  DeletedReply,
  EmailVerification,
  ImageOverview,
  Page,
  ProfileUpdate,
  PublicProfile,
  ReportRow,
  ReportStatus,
  SiteConfig,
  UnreadCount,
  UploadedImage,
  User,
  UserStats,
} from './api-types';

/** A route that answers a page or a file of its own (HTML, XML, text), not the JSON envelope. */
export type OwnAnswer = never;

/** A route that answers no data: the envelope's `data` is null (its `message` says what happened). */
export type NoData = null;

export interface RouteAnswers {
  'POST /api/auth/register': AuthResponse;
  'POST /api/auth/login': AuthResponse;
  'GET /api/auth/me': User;
  /** A new email applied: with a fresh token (every other session ended). */
  'PUT /api/auth/profile': ProfileUpdate;
  'DELETE /api/auth/identities/{provider}': User;
  'PUT /api/auth/password': AuthResponse;
  'POST /api/auth/logout-all': NoData;
  'POST /api/auth/verify-email': EmailVerification;
  'POST /api/auth/resend-verification': { emailVerified: boolean };
  'POST /api/auth/forgot-password': NoData;
  'POST /api/auth/reset-password': NoData;
  /** An invalid token answers 400. */
  'GET /api/auth/validate-reset-token': { valid: true };
  'POST /api/auth/oauth/google': AuthResponse;
  'POST /api/auth/oauth/facebook': AuthResponse;

  'GET /api/deals': Page<Deal>;
  'GET /api/deals/search': Page<Deal>;
  /** Up to SIMILAR_DEALS_MAX deals of the last SIMILAR_DEALS_DAYS: the same link first, then a close title. */
  'GET /api/deals/similar': Deal[];
  'GET /api/deals/cities': readonly string[];
  'GET /api/deals/categories': readonly string[];
  'POST /api/deals/bulk-votes': BulkVotes;
  'POST /api/deals/bulk-saved': BulkSaved;
  'POST /api/deals': Deal;
  'GET /api/deals/{id}': Deal;
  'PUT /api/deals/{id}': Deal;
  'DELETE /api/deals/{id}': DeletedReply;
  'POST /api/deals/{id}/vote': Deal;
  'DELETE /api/deals/{id}/vote': Deal;
  'GET /api/deals/{id}/my-vote': Deal['userVote'];
  'POST /api/deals/{id}/expire': Deal;
  'PUT /api/deals/{id}/save': Deal;
  'DELETE /api/deals/{id}/save': Deal;
  'PUT /api/deals/{id}/follow': Deal;
  'DELETE /api/deals/{id}/follow': Deal;
  'POST /api/deals/{id}/report': NoData;

  'GET /api/deals/{id}/comments': Page<Comment>;
  'POST /api/deals/{id}/comments': Comment;
  'PUT /api/comments/{id}': Comment;
  'DELETE /api/comments/{id}': DeletedReply;
  'POST /api/comments/{id}/report': NoData;
  'GET /api/comments/{id}/replies': Page<Comment>;
  'PUT /api/comments/{id}/like': CommentLike;
  'DELETE /api/comments/{id}/like': CommentLike;

  'GET /api/alerts': DealAlert[];
  'POST /api/alerts': DealAlert;
  'DELETE /api/alerts/{id}': DeletedReply;
  'POST /api/alerts/unsubscribe': DeletedReply;
  'GET /api/notifications': Page<AppNotification>;
  'GET /api/notifications/unread-count': UnreadCount;
  /** The unread count left. */
  'POST /api/notifications/read': UnreadCount;

  'GET /api/merchants': MerchantRef[];
  'GET /api/merchants/{slug}': Merchant;
  'PUT /api/merchants/{slug}/follow': MerchantFollow;
  'DELETE /api/merchants/{slug}/follow': MerchantFollow;
  'POST /api/admin/merchants/{slug}/merge': MerchantMerge;

  'GET /api/users/me/stats': UserStats;
  'GET /api/users/me/saved': Page<Deal>;
  'GET /api/users/{username}': PublicProfile;

  'POST /api/images': UploadedImage;
  'GET /api/admin/images': ImageOverview;
  'POST /api/admin/images/cleanup': CleanupResult;
  'GET /api/admin/reports': Page<ReportRow>;
  'POST /api/admin/reports/{targetType}/{targetId}/resolve': ReportRow;
  'GET /api/admin/audit': Page<AuditEntry>;
  'GET /api/admin/deals/{id}': Deal;
  'GET /api/admin/users': AdminUser[];
  'POST /api/admin/users/{id}/ban': NoData;
  'DELETE /api/admin/users/{id}/ban': NoData;

  'GET /api/config': SiteConfig;
  'GET /sitemap.xml': OwnAnswer;
  'GET /': OwnAnswer;
  'GET /deals/{id}': OwnAnswer;
  'GET /membres/{username}': OwnAnswer;
  'GET /marchands/{slug}': OwnAnswer;
  'GET /robots.txt': OwnAnswer;
}

/** A page of a list: both optional (the server's defaults apply). */
type Paging = {
  page?: number;
  size?: number;
};

/**
 * The query strings the web client sends, by route key (the zod schemas of shared/schemas
 * validate them on the server). A route absent here takes none.
 */
export interface RouteQueries {
  'GET /api/deals': Paging & {
    city?: string;
    category?: string;
    search?: string;
    author?: string;
    sort?: DealSort | SearchSort;
    /** Only with sort=top. */
    period?: DealPeriod;
    hideExpired?: boolean;
    /** A search as typed (no correction). */
    exact?: boolean;
    type?: DealType;
    /** A merchant's slug (not with city, category or search). */
    merchant?: string;
  };
  'GET /api/deals/search': Paging & { q: string; sort?: SearchSort; exact?: boolean };
  'GET /api/deals/similar': { url?: string; title?: string; exclude?: string };
  'POST /api/deals/{id}/vote': { positive: boolean };
  'GET /api/deals/{id}/comments': Paging & { sort?: CommentSort };
  'GET /api/comments/{id}/replies': Paging;
  'GET /api/auth/validate-reset-token': { token: string };
  'GET /api/notifications': Paging;
  'GET /api/users/me/saved': Paging;
  'GET /api/admin/reports': Paging & { status?: ReportStatus };
  'GET /api/admin/audit': Paging;
  'GET /api/admin/users': { q: string };
  'GET /api/merchants': { q?: string; url?: string };
  'POST /api/alerts/unsubscribe': { token: string };
}
