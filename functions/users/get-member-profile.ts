import { MSG } from '@shared/messages';
import { getMemberProfile } from '../data/members/profiles';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** A member's public profile (docs/api.md#users): 404 for a name nobody holds or a suspended member. */
export const handler = api('GET /api/users/{username}', {}, async ({ params }) => {
  const profile = await getMemberProfile(params.username);
  if (!profile) throw notFound(MSG.memberNotFound);
  return ok(profile);
});
