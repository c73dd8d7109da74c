import { MSG } from '@shared/messages';
import { saveDeal } from '../data/deals/saves';
import { api, ok } from '../http/api';

/** Adds the deal to the caller's saved deals; saving it again changes nothing. */
export const handler = api('PUT /api/deals/{id}/save', {}, async ({ params, userId, session }) =>
  ok(await saveDeal(params.id, userId, session), MSG.dealSaved),
);
