import { forbidden } from '../lib/errors';
import type { Member } from '../http/api';

/**
 * Lets the author through without another read; anyone else must be an ADMIN according to
 * their stored user record (one GetItem), else 403 with `message`.
 */
export async function requireAuthorOrAdmin(caller: Member, authorId: string, message: string) {
  if (authorId === caller.userId) return;
  if ((await caller.loadUser()).role !== 'ADMIN') throw forbidden(message);
}
