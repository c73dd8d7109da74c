import { pageQuery } from '../../shared/schemas/deal';
import { listComments } from '../data/comments';
import { api, ok } from '../lib/http';

/** A deal's comments, oldest first, page by page. */
export const handler = api({ query: pageQuery }, async ({ params, query }) =>
  ok(await listComments(params.id, query.page, query.size)),
);
