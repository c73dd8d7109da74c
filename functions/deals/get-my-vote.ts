import { getMyVote } from '../data/votes';
import { api, ok } from '../lib/http';

/** The caller's vote on a deal: `{ isPositive }` or null. */
export const handler = api({}, async ({ params, requireUserId }) => ok(await getMyVote(params.id, requireUserId())));
