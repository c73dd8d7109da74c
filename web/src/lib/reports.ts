import type { ReportReason, ReportTarget } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import type { ReportInput } from '@shared/schemas/report';
import { api } from './api-client';
import { UI } from './i18n';

/** A reason a member may give, as the report dialog and the moderation queue name it, in the page's language. */
export const reportReasonLabel = (reason: ReportReason) => UI.reportReasons[reason];

/**
 * The reasons by name (`REPORT_REASON_LABELS.spam`), read in the page's language at each access
 * (the same as {@link reportReasonLabel}).
 */
export const REPORT_REASON_LABELS = new Proxy({} as Record<ReportReason, string>, {
  get: (_, reason) => UI.reportReasons[reason as ReportReason],
});

const routes = { deal: 'POST /api/deals/{id}/report', comment: 'POST /api/comments/{id}/report' } as const;

/** Reports a deal or a comment (docs/api.md#moderation); answers the server's thanks. */
export async function sendReport(target: ReportTarget, id: string, input: ReportInput) {
  const reply = await api.send(routes[target], {
    params: { id },
    body: input,
    fallback: CLIENT_MSG.report,
  });
  return reply.message;
}
