import { MSG } from '@shared/messages';
import { setFollow } from '../data/deals/follows';
import { api, ok } from '../http/api';

/** The caller follows the deal (told of its comments, heat and expiry); following it again changes nothing. */
export const handler = api('PUT /api/deals/{id}/follow', {}, async ({ params, userId, session }) =>
  ok(await setFollow(params.id, userId, true, session), MSG.dealFollowed),
);
