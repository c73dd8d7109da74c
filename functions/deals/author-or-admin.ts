import { forbidden } from '../lib/errors';
import type { Ctx } from '../lib/http';

/**
 * Lets the author through without another read; anyone else must be an ADMIN according to
 * their stored user record (one GetItem), else 403 with `message`.
 */
export async function requireAuthorOrAdmin(
  ctx: Pick<Ctx<unknown, unknown>, 'requireUserId' | 'loadUser'>,
  authorId: string,
  message: string,
) {
  if (authorId === ctx.requireUserId()) return;
  if ((await ctx.loadUser()).role !== 'ADMIN') throw forbidden(message);
}
