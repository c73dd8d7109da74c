import useSWRInfinite from 'swr/infinite';
import type { Comment, CommentSort, Page } from '@shared/api-types';
import { api, type ApiPath } from '@web/lib/api-client';
import { commentsPageKey } from '@web/lib/deals/api';
import { useDealCache } from '@web/lib/deals/deal-cache';

const readComments = (key: ApiPath<'GET /api/deals/{id}/comments'>) => api.read(key);

const addComment = (dealId: string, content: string) =>
  api.call('POST /api/deals/{id}/comments', { params: { id: dealId }, body: { content } });

const editComment = (id: string, content: string) =>
  api.call('PUT /api/comments/{id}', { params: { id }, body: { content } });

const deleteComment = (id: string) => api.call('DELETE /api/comments/{id}', { params: { id } });

const likeComment = (id: string, liked: boolean) =>
  api.call(liked ? 'PUT /api/comments/{id}/like' : 'DELETE /api/comments/{id}/like', { params: { id } });

type Pages = Page<Comment>[];

/** Every page's total moves with the list; `content` changes the pages' comments. */
const change = (pages: Pages | undefined, content: (pages: Pages) => Pages, delta: number) =>
  pages && content(pages).map((page) => ({ ...page, totalElements: Math.max(0, page.totalElements + delta) }));

/**
 * A deal's comments in `sort` order, page by page, read again each time the deal opens; adding,
 * editing, deleting and liking change the cached pages (and the deal's comment count wherever it
 * shows).
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
      await mutate(
        (pages) =>
          change(
            pages,
            (p) => p.map((page, i) => (i === p.length - 1 ? { ...page, content: [...page.content, comment] } : page)),
            1,
          ),
        { revalidate: false },
      );
      count(1);
    },

    async edit(id: string, content: string) {
      const comment = await editComment(id, content);
      await mutate(
        (pages) =>
          change(
            pages,
            (p) => p.map((page) => ({ ...page, content: page.content.map((c) => (c.id === id ? comment : c)) })),
            0,
          ),
        { revalidate: false },
      );
    },

    /** The like shows at once, then the server's count; it is undone if the server refuses. */
    async like(id: string, liked: boolean) {
      const withLike = (pages: Pages | undefined, like: (c: Comment) => Pick<Comment, 'likes' | 'liked'>) =>
        change(
          pages,
          (p) =>
            p.map((page) => ({ ...page, content: page.content.map((c) => (c.id === id ? { ...c, ...like(c) } : c)) })),
          0,
        );
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

    /** The comment leaves the list at once, and comes back if the server refuses. */
    async remove(id: string) {
      const without = (pages: Pages | undefined) =>
        change(pages, (p) => p.map((page) => ({ ...page, content: page.content.filter((c) => c.id !== id) })), -1);
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
