import { MSG } from '@shared/messages';
import { getDealFor, toDeal } from '../data/deals/record';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/**
 * One deal, with the caller's vote and saved flag when signed in (one round trip). A hidden one
 * only for its author (admins read it through GET /api/admin/deals/{id}).
 */
export const handler = api('GET /api/deals/{id}', {}, async ({ params, userId }) => {
  const { deal, marks } = await getDealFor(params.id, userId);
  if (!deal || (deal.hiddenAt && deal.author !== userId)) throw notFound(MSG.dealNotFound);
  return ok(toDeal(deal, marks));
});
