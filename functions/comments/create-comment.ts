import { MSG } from '@shared/messages';
import { commentSchema } from '@shared/schemas/deal';
import { addComment, reserveCommentSeq } from '../data/comments/comments';
import { resolveMentions } from '../data/comments/mentions';
import { postingLimits } from '../data/members/rate-limits';
import { api, created } from '../http/api';
import { count } from '../lib/metrics';

/**
 * Adds a comment (1 to 2000 characters, trimmed) to a deal, with the members it mentions, within
 * the member's posting limits (429 past them).
 */
export const handler = api(
  'POST /api/deals/{id}/comments',
  { body: commentSchema },
  async ({ body, params, loadUser, session }) => {
    const [user, seq, mentions] = await Promise.all([
      loadUser(),
      reserveCommentSeq(params.id, session),
      resolveMentions(body.content),
    ]);
    const limits = postingLimits.comment(user.id);
    const comment = await addComment(params.id, user, body.content, seq, session, new Date(), limits, mentions);
    count('Comments');
    return created(comment, MSG.commentAdded);
  },
);
