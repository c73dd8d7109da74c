import { merchantsQuery } from '@shared/schemas/merchant';
import { suggestMerchants } from '../data/merchants/merchants';
import { api, ok } from '../http/api';

/** The deal form's merchant suggestions: the link's merchant first, then those whose name starts as typed. */
export const handler = api('GET /api/merchants', { query: merchantsQuery }, async ({ query }) =>
  ok(await suggestMerchants(query.q, query.url)),
);
