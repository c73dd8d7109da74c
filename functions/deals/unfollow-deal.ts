import { MSG } from '@shared/messages';
import { setFollow } from '../data/deals/follows';
import { api, ok } from '../http/api';

/** The caller stops following the deal; when they did not, changes nothing. */
export const handler = api('DELETE /api/deals/{id}/follow', {}, async ({ params, userId, session }) =>
  ok(await setFollow(params.id, userId, false, session), MSG.dealUnfollowed),
);
