import { MSG } from '../../shared/messages';
import { setVote } from '../data/votes';
import { api, ok } from '../lib/http';

/** Withdraws the caller's vote (nothing to do when there is none). */
export const handler = api({}, async ({ params, requireUserId }) =>
  ok(await setVote(params.id, requireUserId(), null), MSG.voteWithdrawn),
);
