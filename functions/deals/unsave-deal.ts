import { MSG } from '@shared/messages';
import { unsaveDeal } from '../data/deals/saves';
import { api, ok } from '../http/api';

/** Takes the deal out of the caller's saved deals; when it was not there, changes nothing. */
export const handler = api('DELETE /api/deals/{id}/save', {}, async ({ params, userId, session }) =>
  ok(await unsaveDeal(params.id, userId, session), MSG.dealUnsaved),
);
