import { MSG } from '../../shared/messages';
import { getUserStats } from '../data/stats';
import { unauthorized } from '../lib/errors';
import { api, ok } from '../lib/http';

/** The caller's counters (kept by the same transactions as their deals, votes and comments). */
export const handler = api({}, async ({ requireUserId }) => {
  const stats = await getUserStats(requireUserId());
  if (!stats) throw unauthorized(MSG.sessionInvalid);
  return ok(stats);
});
