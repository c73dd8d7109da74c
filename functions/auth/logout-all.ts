import { MSG } from '@shared/messages';
import { api, ok } from '../http/api';
import { endSessions } from '../data/members/users';

/** Ends every session of the caller, this one included. */
export const handler = api('POST /api/auth/logout-all', {}, async ({ loadUser }) => {
  await endSessions((await loadUser()).id);
  return ok(null, MSG.loggedOutEverywhere);
});
