import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Comment, CommentSort, Deal } from '@shared/api-types';
import { COMMENT_MAX, PRODUCT } from '@shared/limits';
import { textWithMentions } from '@shared/mentions';
import { FIELD_MSG } from '@shared/messages';
import { Avatar } from '@web/components/avatar';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/api-client';
import { formatDateTime, formatNumber, relativeTime } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useSession } from '@web/lib/session';
import { ReportButton } from '@web/components/report-button';
import { CLIENT_MSG } from '@shared/client-messages';
import { useComments } from '../api/comments';
import { paths } from '@web/lib/paths';

const T = uiText('deals');

/** Where an unsent comment waits (the key holds the deal id: it goes when the deal is deleted). */
export const draftKey = (dealId: string) => `${PRODUCT}_comment_draft_${dealId}`;

function readDraft(dealId: string) {
  try {
    return window.sessionStorage.getItem(draftKey(dealId)) ?? '';
  } catch {
    return '';
  }
}

function saveDraft(dealId: string, text: string) {
  try {
    if (text) window.sessionStorage.setItem(draftKey(dealId), text);
    else window.sessionStorage.removeItem(draftKey(dealId));
  } catch {
    // No storage: the draft just is not kept.
  }
}

/**
 * The rule of the shared comment schema (1 to 2000 characters once trimmed), checked here with
 * its constants and message so the deal page does not load the schema library.
 */
function commentProblem(content: string) {
  const length = content.trim().length;
  return length >= 1 && length <= COMMENT_MAX ? null : FIELD_MSG.comment;
}

const errorText = (err: unknown) => (err instanceof ApiError ? err.message : CLIENT_MSG.generic);

function CommentEditor({
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  onChange,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (content: string) => Promise<void>;
  onCancel?: () => void;
  onChange?: (text: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const problem = commentProblem(text);
      if (problem) {
        setError(problem);
        document.getElementById(id)?.focus();
        return;
      }
      await onSubmit(text.trim());
      setText('');
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="comment-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          value={text}
          rows={3}
          maxLength={COMMENT_MAX}
          dir="auto"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
          onChange={(event) => {
            setText(event.target.value);
            onChange?.(event.target.value);
            if (error) setError(null);
          }}
        />
        <p id={`${id}-count`} className="field-hint">
          {T.characters(text.length, formatNumber(COMMENT_MAX))}
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="comment-form-actions">
        {onCancel && (
          <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
            {T.cancel}
          </button>
        )}
        <button type="submit" className="button button-primary" disabled={busy}>
          {busy ? T.sending : submitLabel}
        </button>
      </div>
    </form>
  );
}

/** A comment's text, each member it mentions a link to their page. */
function CommentText({ comment }: { comment: Comment }) {
  const pieces = textWithMentions(
    comment.content,
    comment.mentions.map((m) => m.username),
  );
  return (
    <p className="comment-text" dir="auto">
      {pieces.map((piece, i) =>
        typeof piece === 'string' ? (
          piece
        ) : (
          <Link key={i} to={paths.member.href(piece.username)} className="mention">
            {piece.mention}
          </Link>
        ),
      )}
    </p>
  );
}

type Thread = ReturnType<typeof useComments>;

interface ItemProps {
  comment: Comment;
  /** What the list does (edit, delete, like, reply) and who looks at it. */
  s: Thread;
  /** Replies are taken by the deal (not a hidden one). */
  open: boolean;
}

function CommentItem({ comment, s, open }: ItemProps) {
  const { user, isAdmin } = useSession();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const edited = comment.updatedAt !== comment.createdAt;
  const mine = !!user && user.id === comment.author;
  const shown = !comment.hidden && !comment.deleted;
  const canLike = !!user && !mine && shown;
  const canReport = !mine && shown;
  const canEdit = mine && shown;
  const canDelete = (mine || isAdmin) && !comment.deleted;
  const canReply = !!user && shown && open;
  const replies = comment.replies ?? [];

  const act = async (action: () => Promise<void>) => {
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(errorText(err));
    }
  };

  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await s.remove(comment.id);
    } catch (err) {
      setError(errorText(err));
      setConfirming(false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li className={comment.parentId ? 'comment comment-reply' : 'comment'}>
      {comment.deleted ? (
        <p className="muted comment-deleted">{T.commentDeleted}</p>
      ) : (
        <article aria-label={T.commentBy(comment.authorUsername)}>
          <header className="comment-head">
            <Avatar name={comment.authorUsername} />
            <strong>
              <Link to={paths.member.href(comment.authorUsername)} className="author-link" dir="auto">
                {comment.authorUsername}
              </Link>
            </strong>
            <time dateTime={comment.createdAt} title={formatDateTime(comment.createdAt)}>
              {relativeTime(comment.createdAt)}
            </time>
            {edited && <span className="muted">{T.commentEdited}</span>}
            {comment.replyToUsername && comment.parentId && (
              <span className="muted comment-replying">
                {T.replyingTo}
                <bdi>{comment.replyToUsername}</bdi>
              </span>
            )}
          </header>
          {editing ? (
            <CommentEditor
              label={T.editComment}
              initial={comment.content}
              submitLabel={T.saveComment}
              onCancel={() => setEditing(false)}
              onSubmit={async (content) => {
                await s.edit(comment.id, content);
                setEditing(false);
              }}
            />
          ) : (
            <CommentText comment={comment} />
          )}
          {comment.hidden && (
            <p className="notice notice-warning comment-hidden" role="note">
              {T.commentHidden}
            </p>
          )}
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          {!editing && (canLike || comment.likes > 0 || canReply || canEdit || canDelete || canReport) && (
            <div className="comment-actions">
              {canLike ? (
                <button
                  type="button"
                  className="link-button comment-like"
                  aria-pressed={comment.liked}
                  onClick={() => void act(() => s.like(comment.id, !comment.liked))}
                >
                  {T.like}
                  <span className="visually-hidden">
                    {T.likeOf}
                    <bdi>{comment.authorUsername}</bdi>
                  </span>
                  {comment.likes > 0 && <span className="comment-like-count"> · {formatNumber(comment.likes)}</span>}
                </button>
              ) : (
                comment.likes > 0 && <span className="muted comment-like-count">{T.likes(comment.likes)}</span>
              )}
              {canReply && (
                <button
                  type="button"
                  className="link-button"
                  aria-expanded={replying}
                  onClick={() => setReplying(!replying)}
                >
                  {T.reply}
                  <span className="visually-hidden">
                    {T.replyOf}
                    <bdi>{comment.authorUsername}</bdi>
                  </span>
                </button>
              )}
              {canReport && (
                <ReportButton
                  target="comment"
                  id={comment.id}
                  what={T.reportCommentWhat(comment.authorUsername)}
                  className="link-button"
                />
              )}
              {canEdit && (
                <button type="button" className="link-button" onClick={() => setEditing(true)}>
                  {T.edit}
                  <span className="visually-hidden">{T.editMine}</span>
                </button>
              )}
              {canDelete && (
                <button type="button" className="link-button link-danger" onClick={() => setConfirming(true)}>
                  {T.delete}
                  <span className="visually-hidden">
                    {T.deleteOf}
                    <bdi>{comment.authorUsername}</bdi>
                  </span>
                </button>
              )}
            </div>
          )}
          {replying && (
            <CommentEditor
              label={T.yourReply(comment.authorUsername)}
              initial=""
              submitLabel={T.publishReply}
              onCancel={() => setReplying(false)}
              onSubmit={async (content) => {
                await s.reply(comment, content);
                setReplying(false);
              }}
            />
          )}
        </article>
      )}
      {(replies.length > 0 || comment.repliesCount > replies.length) && (
        <ol className="comment-replies" aria-label={T.repliesOf(comment.authorUsername || T.commentDeleted)}>
          {replies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} s={s} open={open} />
          ))}
        </ol>
      )}
      {comment.repliesCount > replies.length && (
        <button
          type="button"
          className="link-button comment-more-replies"
          onClick={() => void act(() => s.moreReplies(comment))}
        >
          {T.moreReplies(comment.repliesCount - replies.length)}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={T.deleteCommentTitle}
        confirmLabel={T.delete}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      >
        <p>{T.deleteCommentText}</p>
      </ConfirmDialog>
    </li>
  );
}

/** How the comments are ordered: oldest first, or the most useful first. */
function SortSwitch({ sort, onChange }: { sort: CommentSort; onChange: (sort: CommentSort) => void }) {
  const options: [CommentSort, string][] = [
    ['date', T.commentSortDate],
    ['likes', T.commentSortLikes],
  ];
  return (
    <div className="comment-sort" role="group" aria-label={T.commentSort}>
      {options.map(([value, label]) => (
        <button
          key={value}
          type="button"
          className="chip"
          aria-pressed={sort === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * A deal's comments, oldest or most useful first, each with its thread of replies: read them,
 * add one, reply, edit one's own, delete one's own (or any, as admin), like others'.
 */
export function Comments({ deal }: { deal: Deal }) {
  const [sort, setSort] = useState<CommentSort>('date');
  const s = useComments(deal.id, sort);
  const { user } = useSession();
  const { pathname } = useLocation();
  const [draft] = useState(() => readDraft(deal.id));
  return (
    <section className="comments" id="commentaires" aria-labelledby="comments-title">
      <div className="comments-head">
        {/* Comments and replies, as the deal counts them; the pages count the first-level ones. */}
        <h2 id="comments-title">{T.commentsTitle(Math.max(deal.commentsCount, s.total))}</h2>
        {s.total > 1 && <SortSwitch sort={sort} onChange={setSort} />}
      </div>
      {s.error && (
        <p className="alert alert-error" role="alert">
          {s.error.message}
        </p>
      )}
      {s.comments.length === 0 && !s.loading && !s.error && <p className="muted">{T.noComments}</p>}
      {s.comments.length > 0 && (
        <ol className="comment-list">
          {s.comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} s={s} open={!deal.hidden} />
          ))}
        </ol>
      )}
      {!s.last && (
        <button type="button" className="button button-ghost" disabled={s.loading} onClick={s.loadMore}>
          {s.loading ? T.loadingMore : T.moreComments}
        </button>
      )}
      {deal.hidden ? null : user ? (
        <CommentEditor
          label={T.yourComment}
          initial={draft}
          submitLabel={T.publishComment}
          onChange={(text) => saveDraft(deal.id, text)}
          onSubmit={async (content) => {
            await s.add(content);
            saveDraft(deal.id, '');
          }}
        />
      ) : (
        <p className="notice notice-info">
          <Link to={paths.login.href(`${pathname}#commentaires`)}>{T.signInToComment}</Link>
          {T.signInToCommentRest}
        </p>
      )}
    </section>
  );
}
