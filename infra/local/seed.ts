import type { Role } from '@shared/api-types';
import { hashPassword, verifyPassword } from '@functions/lib/password';
import { createUser } from '@functions/data/members/accounts';
import { findUserIdByEmail, getUserById, setEmailVerified, setPassword, setRole } from '@functions/data/members/users';
import { HttpError } from '@functions/lib/errors';

/** Creates the local admin, or brings its password and role in line with the settings. */
export async function ensureAdmin(email: string, password: string) {
  const ADMIN: Role = 'ADMIN';
  const existingId = await findUserIdByEmail(email);
  const existing = existingId ? await getUserById(existingId) : undefined;
  if (existing) {
    if (!existing.passwordHash || !(await verifyPassword(password, existing.passwordHash))) {
      await setPassword(existing.id, await hashPassword(password));
    }
    if (existing.role !== ADMIN) await setRole(existing.id, ADMIN);
    // The operator's own address: no verification link to follow locally.
    if (!existing.emailVerified) await setEmailVerified(existing.id);
    return existing.id;
  }
  const passwordHash = await hashPassword(password);
  for (const username of ['admin', `admin-${Date.now().toString(36)}`]) {
    try {
      const admin = { username, email, city: 'Alger', role: ADMIN, passwordHash, emailVerified: true };
      return (await createUser({ ...admin, reservedNameAllowed: true })).id;
    } catch (err) {
      if (!(err instanceof HttpError && err.fields?.username)) throw err;
    }
  }
  throw new Error('Could not create the admin account');
}
