import { MSG } from '@shared/messages';
import { getMerchant } from '../data/merchants/merchants';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** A merchant's page data; an alias answers the merchant it was merged into (its slug says so). */
export const handler = api('GET /api/merchants/{slug}', {}, async ({ params, userId }) => {
  const merchant = await getMerchant(params.slug, userId);
  if (!merchant) throw notFound(MSG.merchantNotFound);
  return ok(merchant);
});
