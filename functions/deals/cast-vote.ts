import { MSG } from '@shared/messages';
import { voteQuery } from '@shared/schemas/deal';
import { setVote } from '../data/deals/votes';
import { api, ok } from '../http/api';
import { count } from '../lib/metrics';

/** `?positive=true|false`: casts or switches the caller's vote; the same vote twice counts once. */
export const handler = api(
  'POST /api/deals/{id}/vote',
  { query: voteQuery },
  async ({ query, params, userId, session }) => {
    const deal = await setVote(params.id, userId, query.positive, session);
    count('Votes');
    return ok(deal, MSG.voteRecorded);
  },
);
