import * as z from './zod';
import { CATEGORIES } from '../categories';
import { CITIES } from '../cities';
import { ALERT_KEYWORDS_MAX, NOTIFICATIONS_PAGE_MAX } from '../limits';
import { FIELD_MSG } from '../messages';

import { NOTIFICATION_KINDS } from '../api-types';
import { blankAsAbsent, pageFields } from './deal';
import { cleanText } from './text';

/** A notification id (functions/data/notifications/notifications.ts): time in base 36, kind, subject. */
export const NOTIFICATION_ID = /* @__PURE__ */ new RegExp(
  `^[0-9a-z]{9}-(${NOTIFICATION_KINDS.join('|')})-[A-Za-z0-9_-]{1,80}$`,
);

/* @__NO_SIDE_EFFECTS__ */
function define<T>(build: () => T): T {
  return build();
}

/** `POST /alerts`: keywords (2 to ALERT_KEYWORDS_MAX characters once trimmed), an optional city and category. */
export const alertSchema = define(() =>
  z.object({
    keywords: z.string({ error: () => FIELD_MSG.alertKeywords }).check(
      z.trim(),
      cleanText(() => FIELD_MSG.alertKeywordsChars),
      z.minLength(2, { error: () => FIELD_MSG.alertKeywords }),
      z.maxLength(ALERT_KEYWORDS_MAX, { error: () => FIELD_MSG.alertKeywords }),
    ),
    city: z.optional(z.nullable(blankAsAbsent(z.enum(CITIES, { error: () => FIELD_MSG.city })))),
    category: z.optional(z.nullable(blankAsAbsent(z.enum(CATEGORIES, { error: () => FIELD_MSG.category })))),
  }),
);
export type AlertInput = z.input<typeof alertSchema>;

/** `POST /notifications/read`: the ids to mark read, or none for all. */
export const markReadSchema = define(() =>
  z.object({
    ids: z.optional(
      z
        .array(
          z
            .string({ error: () => FIELD_MSG.notificationIds })
            .check(z.regex(NOTIFICATION_ID, { error: () => FIELD_MSG.notificationIds })),
          {
            error: () => FIELD_MSG.notificationIds,
          },
        )
        .check(z.maxLength(NOTIFICATIONS_PAGE_MAX, { error: () => FIELD_MSG.notificationIds })),
    ),
  }),
);

/** `POST /alerts/unsubscribe`: the signed token of an alert mail (body, or query for one-click clients). */
export const unsubscribeSchema = define(() =>
  z.object({
    token: z.string({ error: () => FIELD_MSG.unsubscribeToken }).check(z.minLength(10), z.maxLength(300)),
  }),
);

/** `GET /notifications`: page and size (at most NOTIFICATIONS_PAGE_MAX). */
export const notificationsQuery = define(() => z.object(pageFields));
