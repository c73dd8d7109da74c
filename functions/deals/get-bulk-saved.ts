import { bulkVotesSchema } from '@shared/schemas/deal';
import { getBulkSaved } from '../data/deals/saves';
import { api, ok } from '../http/api';

/** Body: up to 100 deal ids. Answer: those the caller saved. */
export const handler = api('POST /api/deals/bulk-saved', { body: bulkVotesSchema }, async ({ body, userId }) =>
  ok(await getBulkSaved(body, userId)),
);
