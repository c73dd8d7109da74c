import { api, ok } from '../http/api';
import { toUser } from '../data/members/users';

export const handler = api('GET /api/auth/me', {}, async ({ loadUser }) => ok(toUser(await loadUser())));
