import { mergeMerchantSchema } from '@shared/schemas/merchant';
import { mergeMerchant } from '../data/merchants/merge';
import { api, ok } from '../http/api';

/** An admin merges a merchant (an alias) into another: its deals, counts, domains and followers move, audited. */
export const handler = api(
  'POST /api/admin/merchants/{slug}/merge',
  { body: mergeMerchantSchema },
  async ({ params, body, loadUser }) => {
    const admin = await loadUser();
    return ok(await mergeMerchant(params.slug, body.into, { id: admin.id, username: admin.username }));
  },
);
