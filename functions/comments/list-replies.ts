import { pageQuery } from '@shared/schemas/deal';
import { getDealRecord } from '../data/deals/record';
import { listReplies } from '../data/comments/replies';
import { api, ok } from '../http/api';

/** A comment's replies, oldest first, page by page, with the caller's likes. */
export const handler = api(
  'GET /api/comments/{id}/replies',
  { query: pageQuery },
  async ({ params, query, userId }) => {
    // A hidden deal's comments are its author's to see, as the deal is.
    const isAuthor = async (dealId: string) => !!userId && (await getDealRecord(dealId))?.author === userId;
    return ok(await listReplies(params.id, query.page, query.size, userId, isAuthor));
  },
);
