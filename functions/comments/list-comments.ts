import { commentsQuery } from '@shared/schemas/deal';
import { listComments } from '../data/comments/comments';
import { getDealRecord } from '../data/deals/record';
import { api, ok } from '../http/api';

/** A deal's comments, oldest or most useful first, page by page; the caller's own hidden ones marked at their place. */
export const handler = api(
  'GET /api/deals/{id}/comments',
  { query: commentsQuery },
  async ({ params, query, userId }) => {
    // A hidden deal's comments are its author's to see, as the deal is.
    const isAuthor = async () => !!userId && (await getDealRecord(params.id))?.author === userId;
    return ok(await listComments(params.id, query.page, query.size, userId, isAuthor, query.sort));
  },
);
