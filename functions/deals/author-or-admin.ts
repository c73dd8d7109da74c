import { forbidden } from '../lib/errors';
import type { Member } from '../http/api';

/** The caller of an optional route: a member may be signed in. */
type Caller = { userId: string | null; loadUser: Member['loadUser'] };

/** Whether the caller may see content moderation hid: its author (no read) or an ADMIN (one GetItem). */
export async function maySeeHidden(caller: Caller, authorId: string) {
  if (!caller.userId) return false;
  return authorId === caller.userId || (await caller.loadUser()).role === 'ADMIN';
}

/** Whether the caller is the author (no read) or an ADMIN according to their stored record (one GetItem). */
export async function isAuthorOrAdmin(caller: Member, authorId: string) {
  return authorId === caller.userId || (await caller.loadUser()).role === 'ADMIN';
}

/** Lets the author or an ADMIN through, else 403 with `message`. */
export async function requireAuthorOrAdmin(caller: Member, authorId: string, message: string) {
  if (!(await isAuthorOrAdmin(caller, authorId))) throw forbidden(message);
}
