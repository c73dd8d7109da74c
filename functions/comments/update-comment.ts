import { MSG } from '@shared/messages';
import { commentSchema } from '@shared/schemas/deal';
import { editComment, findComment } from '../data/comments/comments';
import { forbidden, notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** Edits a comment: its author only. */
export const handler = api(
  'PUT /api/comments/{id}',
  { body: commentSchema },
  async ({ body, params, userId, session }) => {
    const comment = await findComment(params.id);
    if (!comment) throw notFound(MSG.commentNotFound);
    if (comment.author !== userId) throw forbidden(MSG.commentEditForbidden);
    return ok(await editComment(comment, body.content, session), MSG.commentUpdated);
  },
);
