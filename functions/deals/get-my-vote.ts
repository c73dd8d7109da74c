import { getMyVote } from '../data/deals/votes';
import { api, ok } from '../http/api';

/** The caller's vote on a deal: `{ isPositive }` or null. */
export const handler = api('GET /api/deals/{id}/my-vote', {}, async ({ params, userId }) =>
  ok(await getMyVote(params.id, userId)),
);
