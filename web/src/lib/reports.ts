import type { ReportReason, ReportTarget } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import type { ReportInput } from '@shared/schemas/report';
import { api } from './api-client';

/** The reasons a member may give, as the report dialog and the moderation queue name them. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam ou publicité',
  offensive: 'Contenu offensant',
  misleading: 'Trompeur ou faux',
  duplicate: 'Doublon',
  other: 'Autre',
};

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
