import { expireDeal } from '../data/deals/expiry';
import { api, ok } from '../http/api';
import { isAuthorOrAdmin } from './author-or-admin';

/** The author or an ADMIN expires the deal at once; another member's call is one flag of the three needed. */
export const handler = api('POST /api/deals/{id}/expire', {}, async (ctx) => {
  const { deal, message } = await expireDeal(
    ctx.params.id,
    ctx.userId,
    (d) => isAuthorOrAdmin(ctx, d.author),
    ctx.session,
  );
  return ok(deal, message);
});
