import { MSG } from '@shared/messages';
import { deleteDeal } from '../data/deals/delete';
import { api, ok } from '../http/api';
import { requireAuthorOrAdmin } from './author-or-admin';

/** Deletes a deal with its votes, comments, search terms and counter contributions: author or ADMIN. */
export const handler = api('DELETE /api/deals/{id}', {}, async (ctx) => {
  const authorize = (deal: { author: string }) => requireAuthorOrAdmin(ctx, deal.author, MSG.dealChangeForbidden);
  await deleteDeal(ctx.params.id, authorize, ctx.session);
  return ok({ message: MSG.dealDeleted }, MSG.dealDeleted);
});
