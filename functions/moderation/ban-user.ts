import { MSG } from '@shared/messages';
import { banSchema } from '@shared/schemas/report';
import { banUser } from '../data/moderation/bans';
import { api, ok } from '../http/api';

/** An admin suspends a member: their sessions end and they cannot sign in; their content stays. */
export const handler = api(
  'POST /api/admin/users/{id}/ban',
  { body: banSchema },
  async ({ params, body, loadUser }) => {
    const admin = await loadUser();
    await banUser(params.id, { id: admin.id, username: admin.username }, body.reason);
    return ok(null, MSG.userBanned);
  },
);
