import { MSG } from '@shared/messages';
import { setVote } from '../data/deals/votes';
import { api, ok } from '../http/api';

/** Withdraws the caller's vote (nothing to do when there is none). */
export const handler = api('DELETE /api/deals/{id}/vote', {}, async ({ params, userId, session }) =>
  ok(await setVote(params.id, userId, null, session), MSG.voteWithdrawn),
);
