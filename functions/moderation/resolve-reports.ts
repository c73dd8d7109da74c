import type { ReportTarget } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { resolveSchema } from '@shared/schemas/report';
import { decide } from '../data/moderation/decisions';
import { api, ok } from '../http/api';

// Read per request (its language).
const DONE = {
  dismiss: () => MSG.reportsDismissed,
  hide: () => MSG.contentHidden,
  restore: () => MSG.contentRestored,
} as const;

/** An admin's decision on a reported target (dismiss, hide, restore), recorded in the audit trail. */
export const handler = api(
  'POST /api/admin/reports/{targetType}/{targetId}/resolve',
  { body: resolveSchema },
  async ({ params, body, loadUser }) => {
    const admin = await loadUser();
    const row = await decide(
      params.targetType as ReportTarget,
      params.targetId,
      body.action,
      { id: admin.id, username: admin.username },
      body.reason ?? null,
    );
    return ok(row, DONE[body.action]());
  },
);
