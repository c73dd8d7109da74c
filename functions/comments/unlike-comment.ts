import { setCommentLike } from '../data/comments/likes';
import { api, ok } from '../http/api';

/** Takes back the caller's like of the comment; when there was none, changes nothing. */
export const handler = api('DELETE /api/comments/{id}/like', {}, async ({ params, userId, session }) =>
  ok(await setCommentLike(params.id, userId, false, session)),
);
