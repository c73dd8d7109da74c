import { bulkVotesSchema } from '@shared/schemas/deal';
import { getBulkVotes } from '../data/deals/votes';
import { api, ok } from '../http/api';

/** Body: up to 100 deal ids. Answer: deal id → isPositive for those the caller voted on. */
export const handler = api('POST /api/deals/bulk-votes', { body: bulkVotesSchema }, async ({ body, userId }) =>
  ok(await getBulkVotes(body, userId)),
);
