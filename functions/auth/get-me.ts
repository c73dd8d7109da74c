import { api, ok } from '../lib/http';
import { toUser } from '../data/users';

export const handler = api({}, async ({ loadUser }) => ok(toUser(await loadUser())));
