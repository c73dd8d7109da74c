import { textOf } from './i18n/catalogue';
import { textIn } from './i18n/text-in';

// The texts are in the catalogues (`messages` in shared/i18n/fr.ts and ar.ts); these names read
// them in the current language: the request's on a server (its Accept-Language), the page's in
// the browser. Read them where the message is used, never into a module-level constant.

const M = textOf('messages');

/** Messages shown to users (web-only ones: client-messages.ts). */
export const MSG = textIn('messages', 'api');

/** The 429 message of a limit that frees up in `seconds`. */
export const retryLater = (seconds: number) => M.retryLater(seconds);

/** A wait: "45 secondes", "12 minutes", "1 heure", "5 h 07" (in Arabic, "5 ساعات و7 دقائق"). */
export const waitText = (seconds: number) => M.waitText(seconds);

/** The 429 messages of the posting limits, given the seconds until the window frees up. */
export const POSTING_MSG = textIn('messages', 'posting');

/** The 429 of the expiry flags' hourly limit, given the seconds until the window frees up. */
export const expiryFlagsLimited = (seconds: number) => M.expiryFlagsLimited(seconds);

/** In-app notifications' texts, from what each is about (functions/data/notifications). */
export const NOTIFICATION_MSG = textIn('messages', 'notifications');

/** Field-level validation messages (used by zod schemas on both sides, lazily: `{ error: () => FIELD_MSG.x }`). */
export const FIELD_MSG = textIn('messages', 'fields');
