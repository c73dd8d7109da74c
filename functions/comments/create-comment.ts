import { MSG } from '@shared/messages';
import { newCommentSchema } from '@shared/schemas/deal';
import { addComment, findComment, reserveCommentSeq } from '../data/comments/comments';
import { resolveMentions } from '../data/comments/mentions';
import { addReply, reserveReplySeq } from '../data/comments/replies';
import { postingLimits } from '../data/members/rate-limits';
import { api, created } from '../http/api';
import { count } from '../lib/metrics';

/**
 * Adds a comment (1 to 2000 characters, trimmed) to a deal, or with `replyTo` a reply in the
 * thread of that comment of the deal, with the members it mentions, within the member's posting
 * limits (429 past them).
 */
export const handler = api(
  'POST /api/deals/{id}/comments',
  { body: newCommentSchema },
  async ({ body, params, loadUser, session }) => {
    const reply = body.replyTo !== undefined;
    const [user, mentions, target, seq] = await Promise.all([
      loadUser(),
      resolveMentions(body.content),
      reply ? findComment(body.replyTo!) : undefined,
      reply ? undefined : reserveCommentSeq(params.id, session),
    ]);
    const limits = postingLimits.comment(user.id);
    const comment =
      seq === undefined
        ? await addReply(
            target!,
            user,
            body.content,
            await reserveReplySeq(params.id, target, session),
            session,
            limits,
            mentions,
          )
        : await addComment(params.id, user, body.content, seq, session, new Date(), limits, mentions);
    count('Comments');
    return created(comment, MSG.commentAdded);
  },
);
