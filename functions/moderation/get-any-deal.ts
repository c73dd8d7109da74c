import { MSG } from '@shared/messages';
import { getDealFor, toDeal } from '../data/deals/record';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** A deal for an admin, hidden or not (the moderation queue's preview, the deal page's fallback). */
export const handler = api('GET /api/admin/deals/{id}', {}, async ({ params, userId }) => {
  const { deal, marks } = await getDealFor(params.id, userId);
  if (!deal) throw notFound(MSG.dealNotFound);
  return ok(toDeal(deal, marks));
});
