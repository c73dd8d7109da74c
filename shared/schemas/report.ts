import * as z from './zod';
import { MODERATION_DECISIONS, REPORT_REASONS } from '../api-types';
import { REPORT_DETAILS_MAX } from '../limits';
import { FIELD_MSG } from '../messages';
import { cleanText } from './text';
import { pageFields } from './deal';

/**
 * Wraps each schema so a bundler drops the ones a Lambda does not import (see deal.ts). Declared
 * here, as esbuild only honours the annotation within the file.
 */
/* @__NO_SIDE_EFFECTS__ */
function define<T>(build: () => T): T {
  return build();
}

/** A report: a reason, and details (required for `other`), up to REPORT_DETAILS_MAX characters once trimmed. */
export const reportSchema = define(() =>
  z
    .object({
      reason: z.enum(REPORT_REASONS, { error: () => FIELD_MSG.reportReason }),
      details: z.optional(
        z.string({ error: () => FIELD_MSG.reportDetails }).check(
          z.trim(),
          cleanText(() => FIELD_MSG.reportDetails, true),
          z.maxLength(REPORT_DETAILS_MAX, { error: () => FIELD_MSG.reportDetails }),
        ),
      ),
    })
    .check(
      z.refine((r) => r.reason !== 'other' || !!r.details, {
        error: () => FIELD_MSG.reportDetailsRequired,
        path: ['details'],
      }),
    ),
);
export type ReportInput = z.input<typeof reportSchema>;

/** A decision on a reported target: the action, and why (optional, up to REPORT_DETAILS_MAX characters). */
export const resolveSchema = define(() =>
  z.object({
    action: z.enum(MODERATION_DECISIONS, { error: () => FIELD_MSG.moderationAction }),
    reason: z.optional(
      z.string({ error: () => FIELD_MSG.moderationReason }).check(
        z.trim(),
        cleanText(() => FIELD_MSG.moderationReason, true),
        z.maxLength(REPORT_DETAILS_MAX, { error: () => FIELD_MSG.moderationReason }),
      ),
    ),
  }),
);

/** A ban: why (1 to REPORT_DETAILS_MAX characters once trimmed). */
export const banSchema = define(() =>
  z.object({
    reason: z.string({ error: () => FIELD_MSG.banReason }).check(
      z.trim(),
      cleanText(() => FIELD_MSG.banReason, true),
      z.minLength(1, { error: () => FIELD_MSG.banReason }),
      z.maxLength(REPORT_DETAILS_MAX, { error: () => FIELD_MSG.banReason }),
    ),
  }),
);

/** `GET /admin/users`: the start of a username or an email (1 to 100 characters once trimmed). */
export const memberQuery = define(() =>
  z.object({
    q: z
      .string({ error: () => FIELD_MSG.memberQuery })
      .check(
        z.trim(),
        z.minLength(1, { error: () => FIELD_MSG.memberQuery }),
        z.maxLength(100, { error: () => FIELD_MSG.memberQuery }),
      ),
  }),
);

/** `GET /admin/reports`: the queue's status (open by default) and the page. */
export const reportQueueQuery = define(() =>
  z.object({
    ...pageFields,
    status: z._default(z.optional(z.enum(['open', 'closed'], { error: () => FIELD_MSG.reportStatus })), 'open'),
  }),
);
