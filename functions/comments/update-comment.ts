import { MSG } from '../../shared/messages';
import { commentSchema } from '../../shared/schemas/deal';
import { editComment, findComment } from '../data/comments';
import { forbidden, notFound } from '../lib/errors';
import { api, ok } from '../lib/http';

/** Edits a comment: its author only. */
export const handler = api({ body: commentSchema }, async ({ body, params, requireUserId }) => {
  const comment = await findComment(params.id);
  if (!comment) throw notFound(MSG.commentNotFound);
  if (comment.author !== requireUserId()) throw forbidden(MSG.commentEditForbidden);
  return ok(await editComment(comment, body.content), MSG.commentUpdated);
});
