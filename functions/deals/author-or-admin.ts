import { forbidden } from '../lib/errors';
import type { Member } from '../http/api';

/** Whether the caller is the author (no read) or an ADMIN according to their stored record (one GetItem). */
export async function isAuthorOrAdmin(caller: Member, authorId: string) {
  return authorId === caller.userId || (await caller.loadUser()).role === 'ADMIN';
}

/** Lets the author or an ADMIN through, else 403 with `message`. */
export async function requireAuthorOrAdmin(caller: Member, authorId: string, message: string) {
  if (!(await isAuthorOrAdmin(caller, authorId))) throw forbidden(message);
}
