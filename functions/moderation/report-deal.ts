import { MSG } from '@shared/messages';
import { reportSchema } from '@shared/schemas/report';
import { getDealRecord } from '../data/deals/record';
import { report } from '../data/moderation/reports';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';
import { count } from '../lib/metrics';

/** A member reports a deal (one report each; not their own). */
export const handler = api(
  'POST /api/deals/{id}/report',
  { body: reportSchema },
  async ({ params, body, userId, session }) => {
    const deal = await getDealRecord(params.id);
    if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
    const target = {
      type: 'deal',
      id: deal.id,
      dealId: deal.id,
      summary: deal.title,
      authorId: deal.author,
      authorUsername: deal.authorUsername,
    } as const;
    await report(target, userId, body, session);
    count('Reports');
    return ok(null, MSG.reportSent);
  },
);
