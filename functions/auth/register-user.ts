import { registerSchema } from '../../shared/schemas/auth';
import { authResponse } from '../lib/auth-token';
import { api, created } from '../lib/http';
import { hashPassword } from '../lib/password';
import { createUser } from '../data/users';

export const handler = api({ body: registerSchema }, async ({ body }) => {
  const user = await createUser({ ...body, passwordHash: await hashPassword(body.password) });
  return created(await authResponse(user), 'Inscription réussie, bienvenue !');
});
