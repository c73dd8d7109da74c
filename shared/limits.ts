/** Product constants shared by the API and the web app (docs/api.md#limits). */
export const PRODUCT = 'dzdeals';
export const API_BASE = '/api';

export const PAGE_DEFAULT_SIZE = 10;
export const PAGE_MAX_SIZE = 50;

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const JWT_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;
export const VERIFY_TOKEN_TTL_SECONDS = 48 * 3600;
/** How long the link confirming an email change (mailed to the current address) works. */
export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 24 * 3600;

/**
 * The abuse limits read through `limit(...)` below can be changed per deployment by the
 * environment variable of the same name (docs/api.md lists them; CDK passes the ones set at
 * deploy time to every Lambda). The web bundle has no `process`, so it always sees the defaults.
 */
export const LIMIT_VARIABLES = [
  'LOGIN_MAX_FAILURES',
  'LOGIN_WINDOW_SECONDS',
  'LOGIN_MAX_PER_EMAIL',
  'LOGIN_MAX_PER_ADDRESS',
  'SIGNUPS_PER_ADDRESS',
  'VERIFICATION_MAILS_PER_HOUR',
  'FORGOT_MAX_REQUESTS',
  'IMAGE_UPLOADS_PER_HOUR',
  'IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR',
  'DEALS_PER_HOUR',
  'COMMENTS_PER_MINUTE',
  'COMMENTS_PER_DAY',
] as const;
type LimitVariable = (typeof LIMIT_VARIABLES)[number];

function limit(name: LimitVariable, fallback: number): number {
  const raw = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env?.[name];
  const value = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Failed sign-ins per (email, client address) per window; past it, 429 with Retry-After. */
export const LOGIN_MAX_FAILURES = /* @__PURE__ */ limit('LOGIN_MAX_FAILURES', 5);
export const LOGIN_WINDOW_SECONDS = /* @__PURE__ */ limit('LOGIN_WINDOW_SECONDS', 15 * 60);
/** Failed sign-ins per email across all addresses, per hour: a ceiling against spread guessing. */
export const LOGIN_MAX_PER_EMAIL = /* @__PURE__ */ limit('LOGIN_MAX_PER_EMAIL', 50);
/** Failed sign-ins per client address across all emails, per hour. */
export const LOGIN_MAX_PER_ADDRESS = /* @__PURE__ */ limit('LOGIN_MAX_PER_ADDRESS', 100);
/** Accounts created per client address per hour. */
export const SIGNUPS_PER_ADDRESS = /* @__PURE__ */ limit('SIGNUPS_PER_ADDRESS', 30);
/** Verification mails a member may ask for again, per hour. */
export const VERIFICATION_MAILS_PER_HOUR = /* @__PURE__ */ limit('VERIFICATION_MAILS_PER_HOUR', 3);
/** Password-reset mails asked for one email per hour (whether or not the account exists). */
export const FORGOT_MAX_REQUESTS = /* @__PURE__ */ limit('FORGOT_MAX_REQUESTS', 3);
export const FORGOT_WINDOW_SECONDS = 3600;
/** Deals a member may publish per hour (POST /deals). */
export const DEALS_PER_HOUR = /* @__PURE__ */ limit('DEALS_PER_HOUR', 10);
/** Comments a member may post per minute, and per day (POST /deals/{id}/comments). */
export const COMMENTS_PER_MINUTE = /* @__PURE__ */ limit('COMMENTS_PER_MINUTE', 10);
export const COMMENTS_PER_DAY = /* @__PURE__ */ limit('COMMENTS_PER_DAY', 200);
/** The window of the hourly limits above. */
export const HOUR_SECONDS = 3600;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
/**
 * Largest side and area an upload may declare in its header: a few hundred KB of compressed
 * pixels can announce gigabytes to decode in every viewer's browser (docs/api.md#images).
 */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Image uploads per member per hour, counted before the file is read (refused ones too). */
export const IMAGE_UPLOADS_PER_HOUR = /* @__PURE__ */ limit('IMAGE_UPLOADS_PER_HOUR', 30);
/** Image uploads per client address per hour, whoever is signed in. */
export const IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR = /* @__PURE__ */ limit('IMAGE_UPLOADS_PER_ADDRESS_PER_HOUR', 60);
/** Unattached images younger than this are spared: their deal may still be being written. */
export const IMAGE_GRACE_HOURS = 24;

export const DEAL_TITLE_MIN = 5;
export const DEAL_TITLE_MAX = 140;
export const DEAL_DESCRIPTION_MIN = 10;
export const DEAL_DESCRIPTION_MAX = 5000;
export const DEAL_PRICE_MAX = 1_000_000_000;
export const COMMENT_MAX = 2000;
export const BULK_VOTES_MAX = 100;
export const SEARCH_MAX_LENGTH = 200;
/** The deal form's lookup of earlier deals with the same link or a very close title (GET /api/deals/similar). */
export const SIMILAR_DEALS_DAYS = 30;
export const SIMILAR_DEALS_MAX = 5;
/** Degrees of temperature per net vote (upvotes − downvotes): docs/api.md#temperature. */
export const TEMPERATURE_PER_VOTE = 10;
/** A deal at or above this temperature is "hot" (10 net upvotes). */
export const HOT_THRESHOLD = 100;
/** `sort=top`: the posting windows of "Les + hot", in hours (rolling: the last 24 h, 7 days, 30 days). */
export const TOP_PERIOD_HOURS = { day: 24, week: 7 * 24, month: 30 * 24 } as const;
/** `sort=discussed`: the window whose comments count. */
export const DISCUSSED_WINDOW_HOURS = 48;
/**
 * Deals a `top` or `discussed` page ranks at most (the window's newest): these orders are ranked
 * when read (docs/scale.md#ranked-orders), so their cost is bounded here.
 */
export const RANKED_MAX_DEALS = 1000;
/** Distinct trusted members' "expired" flags that mark a deal expired. */
export const EXPIRY_FLAGS_TO_EXPIRE = 3;
/** Expiry flags a member may send in an hour (a repeat does not count). */
export const EXPIRY_FLAGS_PER_HOUR = 20;
/** Save and unsave actions per member per minute. */
export const SAVES_PER_MINUTE = 60;
/** Merchants the deal form suggests at once (GET /api/merchants). */
export const MERCHANT_SUGGESTIONS_MAX = 8;
/** Follow and unfollow actions per member per minute, of deals and merchants together (PUT / DELETE …/follow). */
export const FOLLOWS_PER_MINUTE = 60;

/** Reports (deals and comments) a member may send in an hour. */
export const REPORTS_PER_HOUR = 20;
/** Longest report details, in characters. */
export const REPORT_DETAILS_MAX = 500;
/** Open reports from distinct trusted members that hide their target pending review. */
export const REPORTS_TO_HIDE = 5;
/** Reporters of a round listed on its queue row besides the trusted ones (all of whom are listed). */
export const REPORTERS_LISTED = 20;
/** Vote actions (cast, switch, withdraw) per member per window. */
export const VOTES_PER_WINDOW = 30;
export const VOTE_WINDOW_SECONDS = 60;
/** The replies shown under each comment of a deal's page; the others come with GET /comments/{id}/replies. */
export const REPLIES_SHOWN = 3;
/** Likes given or taken back on comments per member per minute (PUT / DELETE /comments/{id}/like). */
export const COMMENT_LIKES_PER_MINUTE = 30;

/** A search counts its matches exactly up to this many; past it the total is an estimate (`totalEstimated`). */
export const SEARCH_EXACT_TOTAL = 1000;
/** The deepest result a search page may show: past it, a narrower search (its reads grow with depth). */
export const SEARCH_MAX_DEPTH = 5000;

/** Keyword alerts a member may keep. */
export const ALERTS_PER_MEMBER = 10;
/** Longest alert keywords, in characters. */
export const ALERT_KEYWORDS_MAX = 100;
/** At most one alert mail per alert in this window; later matches wait for the next mail. */
export const ALERT_MAIL_INTERVAL_SECONDS = 3600;
/** Notifications are kept this long (TTL). */
export const NOTIFICATION_TTL_DAYS = 90;
/** Largest page of notifications. */
export const NOTIFICATIONS_PAGE_MAX = 50;
