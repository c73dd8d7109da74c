import { MSG } from '../../shared/messages';
import { voteQuery } from '../../shared/schemas/deal';
import { setVote } from '../data/votes';
import { api, ok } from '../lib/http';

/** `?positive=true|false`: casts or switches the caller's vote; the same vote twice counts once. */
export const handler = api({ query: voteQuery }, async ({ query, params, requireUserId }) =>
  ok(await setVote(params.id, requireUserId(), query.positive), MSG.voteRecorded),
);
