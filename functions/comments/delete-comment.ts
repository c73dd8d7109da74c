import { MSG } from '@shared/messages';
import { findComment, removeComment } from '../data/comments/comments';
import { requireAuthorOrAdmin } from '../deals/author-or-admin';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** Deletes a comment: its author or an ADMIN. */
export const handler = api('DELETE /api/comments/{id}', {}, async (ctx) => {
  const comment = await findComment(ctx.params.id);
  if (!comment) throw notFound(MSG.commentNotFound);
  await removeComment(comment, ctx.session, () =>
    requireAuthorOrAdmin(ctx, comment.author, MSG.commentDeleteForbidden),
  );
  return ok({ message: MSG.commentDeleted }, MSG.commentDeleted);
});
