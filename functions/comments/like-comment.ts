import { setCommentLike } from '../data/comments/likes';
import { api, ok } from '../http/api';

/** The caller likes the comment (not their own); liking it again changes nothing. */
export const handler = api('PUT /api/comments/{id}/like', {}, async ({ params, userId, session }) =>
  ok(await setCommentLike(params.id, userId, true, session)),
);
