import type { ReportTarget } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { resolveSchema } from '@shared/schemas/report';
import { dismissReports } from '../data/reports';
import { api, ok } from '../http/api';

/** An admin's decision on a reported target's open reports, recorded in the audit trail. */
export const handler = api(
  'POST /api/admin/reports/{targetType}/{targetId}/resolve',
  { body: resolveSchema },
  async ({ params, body, loadUser }) => {
    const admin = await loadUser();
    const row = await dismissReports(
      params.targetType as ReportTarget,
      params.targetId,
      { id: admin.id, username: admin.username },
      body.reason,
    );
    return ok(row, MSG.reportsDismissed);
  },
);
