import { MSG } from '@shared/messages';
import { deleteDeal } from '../data/deals/delete';
import { api, ok } from '../http/api';
import { requireAuthorOrAdmin } from './author-or-admin';

/** Deletes a deal with its votes, comments, search terms and counter contributions: author or ADMIN. */
export const handler = api('DELETE /api/deals/{id}', {}, async (ctx) => {
  await deleteDeal(ctx.params.id, (deal) => requireAuthorOrAdmin(ctx, deal.author, MSG.dealChangeForbidden));
  return ok({ message: MSG.dealDeleted }, MSG.dealDeleted);
});
