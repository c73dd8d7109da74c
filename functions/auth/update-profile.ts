import { profileSchema } from '../../shared/schemas/auth';
import { api, ok } from '../lib/http';
import { toUser, updateProfile } from '../data/users';

export const handler = api({ body: profileSchema }, async ({ body, loadUser }) => {
  const user = await updateProfile(await loadUser(), body);
  return ok(toUser(user), 'Profil mis à jour');
});
