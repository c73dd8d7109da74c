/** Product constants shared by the API and the web app (SPEC section 9, DESIGN section 3). */
export const PRODUCT = 'dzdeals';
export const API_BASE = '/api';

export const PAGE_DEFAULT_SIZE = 10;
export const PAGE_MAX_SIZE = 50;

export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
export const JWT_TTL_SECONDS = 7 * 24 * 3600;
export const RESET_TOKEN_TTL_SECONDS = 3600;

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const FORGOT_MAX_REQUESTS = 3;
export const FORGOT_WINDOW_SECONDS = 3600;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const IMAGE_MAX_BYTES = 4 * 1024 * 1024;
export const IMAGE_UPLOADS_PER_HOUR = 30;
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
/** Vote actions (cast, switch, withdraw) per member per window. */
export const VOTES_PER_WINDOW = 30;
export const VOTE_WINDOW_SECONDS = 60;
