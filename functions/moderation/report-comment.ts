import { excerpt } from '@shared/page-head';
import { MSG } from '@shared/messages';
import { reportSchema } from '@shared/schemas/report';
import { findComment } from '../data/comments/comments';
import { report } from '../data/moderation/reports';
import { notFound } from '../lib/errors';
import { api, ok } from '../http/api';
import { count } from '../lib/metrics';

/** A member reports a comment (one report each; not their own; not under a hidden deal). */
export const handler = api(
  'POST /api/comments/{id}/report',
  { body: reportSchema },
  async ({ params, body, userId, session }) => {
    const comment = await findComment(params.id);
    // A hidden deal's comments are out of sight like the deal: the report's transaction checks it.
    // A deleted comment (« Commentaire supprimé ») has nothing left to report.
    if (!comment || comment.hiddenAt || comment.deletedAt) throw notFound(MSG.commentNotFound);
    const target = {
      type: 'comment',
      id: comment.id,
      dealId: comment.dealId,
      summary: excerpt(comment.content, 140),
      authorId: comment.author,
      authorUsername: comment.authorUsername,
    } as const;
    await report(target, userId, body, session);
    count('Reports');
    return ok(null, MSG.reportSent);
  },
);
