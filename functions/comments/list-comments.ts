import { pageQuery } from '@shared/schemas/deal';
import { listComments } from '../data/comments';
import { api, ok } from '../http/api';

/** A deal's comments, oldest first, page by page. */
export const handler = api('GET /api/deals/{id}/comments', { query: pageQuery }, async ({ params, query }) =>
  ok(await listComments(params.id, query.page, query.size)),
);
