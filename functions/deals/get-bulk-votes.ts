import { bulkVotesSchema } from '../../shared/schemas/deal';
import { getBulkVotes } from '../data/votes';
import { api, ok } from '../lib/http';

/** Body: up to 100 deal ids. Answer: deal id → isPositive for those the caller voted on. */
export const handler = api({ body: bulkVotesSchema }, async ({ body, requireUserId }) =>
  ok(await getBulkVotes(body, requireUserId())),
);
