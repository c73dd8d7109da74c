import useSWRInfinite from 'swr/infinite';
import type { Comment, CommentSort, Page } from '@shared/api-types';
import { api, type ApiPath } from '@web/lib/api-client';
import { commentsPageKey } from '@web/lib/deals/api';
import { useDealCache } from '@web/lib/deals/deal-cache';

const readComments = (key: ApiPath<'GET /api/deals/{id}/comments'>) => api.read(key);

const addComment = (dealId: string, content: string, replyTo?: string) =>
  api.call('POST /api/deals/{id}/comments', { params: { id: dealId }, body: { content, replyTo } });

const editComment = (id: string, content: string) =>
  api.call('PUT /api/comments/{id}', { params: { id }, body: { content } });

const deleteComment = (id: string) => api.call('DELETE /api/comments/{id}', { params: { id } });

const likeComment = (id: string, liked: boolean) =>
  api.call(liked ? 'PUT /api/comments/{id}/like' : 'DELETE /api/comments/{id}/like', { params: { id } });

/** Replies read past the first ones, a page at a time. */
const REPLIES_PAGE = 50;
const readReplies = (id: string, page: number) =>
  api.call('GET /api/comments/{id}/replies', { params: { id }, query: { page, size: REPLIES_PAGE } });

type Pages = Page<Comment>[];

/** Every page's total moves with the list; `content` changes the pages' comments. */
const change = (pages: Pages | undefined, content: (pages: Pages) => Pages, delta: number) =>
  pages && content(pages).map((page) => ({ ...page, totalElements: Math.max(0, page.totalElements + delta) }));

/** Each first-level comment of the pages through `head` (null takes it out), then each of its replies through `reply`. */
const eachComment = (
  pages: Pages,
  head: (c: Comment) => Comment | null,
  reply: (r: Comment) => Comment | null = (r) => r,
): Pages =>
  pages.map((page) => ({
    ...page,
    content: page.content.flatMap((c) => {
      const changed = head(c);
      if (!changed) return [];
      const replies = changed.replies?.flatMap((r) => reply(r) ?? []);
      return [replies ? { ...changed, replies } : changed];
    }),
  }));

/** A comment or a reply changed wherever it is. */
const changeOne = (pages: Pages, id: string, to: (c: Comment) => Comment) =>
  eachComment(
    pages,
    (c) => (c.id === id ? to(c) : c),
    (r) => (r.id === id ? to(r) : r),
  );

/**
 * A deal's comments in `sort` order, page by page, with their first replies, read again each
 * time the deal opens; adding, replying, editing, deleting and liking change the cached pages
 * (and the deal's comment count wherever it shows).
 */
export function useComments(dealId: string, sort: CommentSort = 'date') {
  const deals = useDealCache();
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<Page<Comment>>(
    (index, previous: Page<Comment> | null) => (previous?.last ? null : commentsPageKey(dealId, index, sort)),
    readComments,
    {
      revalidateOnMount: true,
      revalidateFirstPage: false,
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      // Another order shows the comments as they were until it is read.
      keepPreviousData: true,
    },
  );
  const seen = new Set<string>();
  const comments = (data ?? []).flatMap((page) => page.content).filter((c) => !seen.has(c.id) && !!seen.add(c.id));
  const count = (delta: number) =>
    deals.updateDeal(dealId, (deal) => ({ ...deal, commentsCount: Math.max(0, deal.commentsCount + delta) }));
  const update = (pages: (pages: Pages) => Pages, delta = 0) =>
    mutate((current) => change(current, pages, delta), { revalidate: false });

  return {
    comments,
    total: Math.max(data?.at(-1)?.totalElements ?? 0, comments.length),
    loading: isValidating,
    last: data?.at(-1)?.last ?? true,
    error: error as Error | undefined,
    loadMore: () => void setSize(size + 1),

    /** A new comment goes last among those shown. */
    async add(content: string) {
      const comment = await addComment(dealId, content);
      await update(
        (p) => p.map((page, i) => (i === p.length - 1 ? { ...page, content: [...page.content, comment] } : page)),
        1,
      );
      count(1);
    },

    /** A reply goes last in its thread (of `to`, or of the comment `to` answers). */
    async reply(to: Comment, content: string) {
      const reply = await addComment(dealId, content, to.id);
      const head = to.parentId ?? to.id;
      await update((p) =>
        eachComment(p, (c) =>
          c.id === head ? { ...c, repliesCount: c.repliesCount + 1, replies: [...(c.replies ?? []), reply] } : c,
        ),
      );
      count(1);
    },

    /** The thread's next replies (the first ones came with the page). */
    async moreReplies(head: Comment) {
      const shown = head.replies ?? [];
      const page = Math.floor(shown.length / REPLIES_PAGE);
      const next = await readReplies(head.id, page);
      await update((p) =>
        changeOne(p, head.id, (c) => ({
          ...c,
          repliesCount: next.totalElements,
          replies: [...(c.replies ?? []).slice(0, page * REPLIES_PAGE), ...next.content],
        })),
      );
    },

    async edit(id: string, content: string) {
      const comment = await editComment(id, content);
      // The answer carries no thread: the cached one stays.
      await update((p) => changeOne(p, id, (c) => ({ ...comment, replies: c.replies, repliesCount: c.repliesCount })));
    },

    /** The like shows at once, then the server's count; it is undone if the server refuses. */
    async like(id: string, liked: boolean) {
      const withLike = (pages: Pages | undefined, like: (c: Comment) => Pick<Comment, 'likes' | 'liked'>) =>
        change(pages, (p) => changeOne(p, id, (c) => ({ ...c, ...like(c) })), 0);
      await mutate(
        async (pages) => {
          const answer = await likeComment(id, liked);
          return withLike(pages, () => answer);
        },
        {
          optimisticData: (pages) =>
            withLike(pages, (c) => ({ liked, likes: c.likes + (liked === c.liked ? 0 : liked ? 1 : -1) })) ?? [],
          rollbackOnError: true,
          revalidate: false,
        },
      );
    },

    /**
     * The comment leaves the list at once (one with replies stays as « Commentaire supprimé »),
     * and comes back if the server refuses.
     */
    async remove(id: string) {
      let firstLevel = 0;
      const without = (pages: Pages | undefined) => {
        firstLevel = 0;
        const changed =
          pages &&
          eachComment(
            pages,
            (c) => {
              const replies = c.replies?.filter((r) => r.id !== id);
              const thread = replies && replies.length < (c.replies?.length ?? 0) ? c.repliesCount - 1 : c.repliesCount;
              if (c.id === id && c.repliesCount > 0) {
                return { ...c, deleted: true as const, content: '', author: '', authorUsername: '', likes: 0 };
              }
              // Gone, or a deleted comment gone with its last reply.
              if (c.id === id || (c.deleted && thread === 0)) {
                firstLevel--;
                return null;
              }
              return { ...c, replies, repliesCount: thread };
            },
            (r) => (r.id === id ? null : r),
          );
        return change(changed, (p) => p, firstLevel);
      };
      await mutate(
        async (pages) => {
          await deleteComment(id);
          return without(pages);
        },
        { optimisticData: (pages) => without(pages) ?? [], rollbackOnError: true, revalidate: false },
      );
      count(-1);
    },
  };
}
