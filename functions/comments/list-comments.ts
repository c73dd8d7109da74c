import { pageQuery } from '@shared/schemas/deal';
import { listComments } from '../data/comments';
import { getDealRecord } from '../data/deal-model';
import { maySeeHidden } from '../deals/author-or-admin';
import { api, ok } from '../http/api';

/** A deal's comments, oldest first, page by page; the caller's own hidden ones marked at their place. */
export const handler = api('GET /api/deals/{id}/comments', { query: pageQuery }, async (ctx) => {
  const { params, query, userId } = ctx;
  const maySeeHiddenDeal = async () => {
    const deal = await getDealRecord(params.id);
    return !!deal && (await maySeeHidden(ctx, deal.author));
  };
  return ok(await listComments(params.id, query.page, query.size, userId, maySeeHiddenDeal));
});
