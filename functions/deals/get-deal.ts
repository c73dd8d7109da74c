import { MSG } from '@shared/messages';
import { getDealFor, toDeal } from '../data/deal-model';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** One deal, with the caller's vote and saved flag when signed in (one round trip). */
export const handler = api('GET /api/deals/{id}', {}, async ({ params, userId }) => {
  const { deal, marks } = await getDealFor(params.id, userId);
  if (!deal) throw notFound(MSG.dealNotFound);
  return ok(toDeal(deal, marks));
});
