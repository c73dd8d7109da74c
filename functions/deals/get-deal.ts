import { MSG } from '@shared/messages';
import { getDealFor, toDeal } from '../data/deal-model';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';
import { maySeeHidden } from './author-or-admin';

/** One deal, with the caller's vote and saved flag when signed in (one round trip); a hidden one for its author and admins. */
export const handler = api('GET /api/deals/{id}', {}, async (ctx) => {
  const { deal, marks } = await getDealFor(ctx.params.id, ctx.userId);
  if (!deal || (deal.hiddenAt && !(await maySeeHidden(ctx, deal.author)))) throw notFound(MSG.dealNotFound);
  return ok(toDeal(deal, marks));
});
