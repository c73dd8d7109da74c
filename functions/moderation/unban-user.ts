import { MSG } from '@shared/messages';
import { unbanUser } from '../data/moderation/bans';
import { api, ok } from '../http/api';

/** An admin lifts a member's suspension. */
export const handler = api('DELETE /api/admin/users/{id}/ban', {}, async ({ params, loadUser }) => {
  const admin = await loadUser();
  await unbanUser(params.id, { id: admin.id, username: admin.username });
  return ok(null, MSG.userUnbanned);
});
