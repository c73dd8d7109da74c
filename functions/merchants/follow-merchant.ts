import { MSG } from '@shared/messages';
import { setMerchantFollow } from '../data/merchants/follows';
import { api, ok } from '../http/api';

/** The caller follows the merchant (told of its new deals); following it again changes nothing. */
export const handler = api('PUT /api/merchants/{slug}/follow', {}, async ({ params, userId, session }) =>
  ok(await setMerchantFollow(params.slug, userId, true, session), MSG.merchantFollowed),
);
