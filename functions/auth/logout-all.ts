import { MSG } from '../../shared/messages';
import { api, ok } from '../lib/http';
import { endSessions } from '../data/users';

/** Ends every session of the caller, this one included. */
export const handler = api({}, async ({ loadUser }) => {
  await endSessions((await loadUser()).id);
  return ok(null, MSG.loggedOutEverywhere);
});
