import { MSG } from '@shared/messages';
import { commentSchema } from '@shared/schemas/deal';
import { editComment, findComment } from '../data/comments/comments';
import { resolveMentions } from '../data/comments/mentions';
import { forbidden, notFound } from '../lib/errors';
import { api, ok } from '../http/api';

/** Edits a comment (and the members it mentions): its author only. */
export const handler = api(
  'PUT /api/comments/{id}',
  { body: commentSchema },
  async ({ body, params, userId, session }) => {
    const [comment, mentions] = await Promise.all([findComment(params.id), resolveMentions(body.content)]);
    if (!comment) throw notFound(MSG.commentNotFound);
    if (comment.author !== userId) throw forbidden(MSG.commentEditForbidden);
    return ok(await editComment(comment, body.content, session, mentions), MSG.commentUpdated);
  },
);
