import { MSG } from '@shared/messages';
import { getUserStats } from '../data/members/stats';
import { unauthorized } from '../lib/errors';
import { api, ok } from '../http/api';

/** The caller's counters (kept by the same transactions as their deals, votes and comments). */
export const handler = api('GET /api/users/me/stats', {}, async ({ userId }) => {
  const stats = await getUserStats(userId);
  if (!stats) throw unauthorized(MSG.sessionInvalid);
  return ok(stats);
});
