import { api, ok } from '../http/api';
import { toUser } from '../data/users';

export const handler = api('GET /api/auth/me', {}, async ({ loadUser }) => ok(toUser(await loadUser())));
