import { MSG } from '@shared/messages';
import { setMerchantFollow } from '../data/merchants/follows';
import { api, ok } from '../http/api';

/** The caller stops following the merchant. */
export const handler = api('DELETE /api/merchants/{slug}/follow', {}, async ({ params, userId, session }) =>
  ok(await setMerchantFollow(params.slug, userId, false, session), MSG.merchantUnfollowed),
);
