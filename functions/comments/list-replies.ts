import { pageQuery } from '@shared/schemas/deal';
import { listReplies } from '../data/comments/replies';
import { api, ok } from '../http/api';

/** A comment's replies, oldest first, page by page, with the caller's likes. */
export const handler = api('GET /api/comments/{id}/replies', { query: pageQuery }, async ({ params, query, userId }) =>
  ok(await listReplies(params.id, query.page, query.size, userId)),
);
