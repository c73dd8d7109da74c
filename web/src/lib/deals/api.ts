import type {
  BulkSaved,
  BulkVotes,
  CommentSort,
  Deal,
  DealPeriod,
  DealSort,
  DealType,
  Page,
  SearchSort,
} from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import type { DealInput } from '@shared/schemas/deal';
import { api, apiPath } from '../api-client';
import { getSession, viewerIsAdmin } from '../session';

// The deal calls (docs/api.md) and the SWR keys they are read under: the API path and its query
// (`apiPath`).
// Home, the deal screens and the profile share them.

/** What narrows a list of deals; empty and default values are left out of the key. */
export interface ListFilters {
  city?: string;
  category?: string;
  search?: string;
  author?: string;
  /** One shop's deals (its slug: its page's list); not with a city, a category or a search. */
  merchant?: string;
  /** Newest first (the default), Hot, Discutés or Les + hot; a search: relevance (its default), new or hot. */
  sort?: DealSort | SearchSort;
  /** The window of sort=top (the API's default: day). */
  period?: DealPeriod;
  /** A search as typed: no correction of misspelt words. */
  exact?: boolean;
  /** Leave expired deals out (default: they are listed). */
  hideExpired?: boolean;
  /** One kind of deal (bons plans, codes promo, gratuit); all when absent. */
  type?: DealType;
  /** The signed-in member's saved deals, newest saved first ("Mes favoris"); the rest is ignored. */
  saved?: boolean;
}

/** A page of a list, with the member whose votes it carries (null: read as a guest). */
export type ListPage = Page<Deal> & { viewer: string | null };

export const COMMENTS_PAGE_SIZE = 20;

/** Where the member's saved deals are listed. */
export const SAVED_PATH = apiPath('GET /api/users/me/saved');

/** The key of the deal lists as a whole (what creating a deal changes). */
export const listsKey = apiPath('GET /api/deals');

/**
 * The key of one page of a list, e.g. `/deals?page=0&size=10&city=Oran&sort=hot&hideExpired=true`,
 * or `/users/me/saved?page=0&size=10`.
 */
export const listPageKey = (filters: ListFilters, page: number, size: number) =>
  filters.saved
    ? apiPath('GET /api/users/me/saved', { query: { page, size } })
    : apiPath('GET /api/deals', {
        query: {
          page,
          size,
          city: filters.city,
          category: filters.category,
          search: filters.search?.trim(),
          author: filters.author,
          merchant: filters.merchant,
          // Each order's default (newest first for a list, relevance for a search) goes unsaid.
          sort: filters.sort === 'relevance' || (filters.sort === 'new' && !filters.search) ? undefined : filters.sort,
          period: filters.sort === 'top' ? filters.period : undefined,
          exact: filters.search && filters.exact ? true : undefined,
          hideExpired: filters.hideExpired ? true : undefined,
          type: filters.type,
        },
      });

/** A deal's key, e.g. `/deals/x1`. */
export const dealKey = (id: string) => apiPath('GET /api/deals/{id}', { params: { id } });

/** A page of a deal's comments; oldest first unless `sort` says otherwise (the page's key as the server renders it). */
export const commentsPageKey = (dealId: string, page: number, sort: CommentSort = 'date') =>
  apiPath('GET /api/deals/{id}/comments', {
    params: { id: dealId },
    query: { page, size: COMMENTS_PAGE_SIZE, ...(sort === 'date' ? {} : { sort }) },
  });

/** `GET /deals?…` under its key; the page remembers whose votes it holds. */
export async function readListPage(key: ReturnType<typeof listPageKey>): Promise<ListPage> {
  const viewer = getSession().user?.id ?? null;
  // An answer without a page (a proxy's page, an old server) is possible: not trusted to be one.
  const page: Partial<Page<Deal>> | null = await api.read(key, { fallback: CLIENT_MSG.dealsFetch });
  // An answer without a page (a proxy's page, an old server) shows as an empty list.
  const content = Array.isArray(page?.content) ? page.content : [];
  return {
    ...page,
    content,
    totalElements: page?.totalElements ?? content.length,
    last: page?.last ?? true,
    viewer,
  } as ListPage;
}

// A hidden deal is 404 on the public route to all but its author: admins read deals on theirs.
export const readDeal = (id: string) =>
  api.call(viewerIsAdmin() ? 'GET /api/admin/deals/{id}' : 'GET /api/deals/{id}', {
    params: { id },
    fallback: CLIENT_MSG.dealNotFound,
  });

export const createDeal = (input: DealInput) =>
  api.call('POST /api/deals', { body: input, fallback: CLIENT_MSG.dealCreate });

export const updateDeal = (id: string, input: DealInput) =>
  api.call('PUT /api/deals/{id}', { params: { id }, body: input, fallback: CLIENT_MSG.dealUpdate });

export const deleteDeal = (id: string) =>
  api.call('DELETE /api/deals/{id}', { params: { id }, fallback: CLIENT_MSG.dealDelete });

/** Casts (true/false) or withdraws (null) the caller's vote; answers the deal with its new counts and the caller's vote. */
export const sendVote = (id: string, positive: boolean | null) =>
  positive === null
    ? api.call('DELETE /api/deals/{id}/vote', { params: { id }, fallback: CLIENT_MSG.vote })
    : api.call('POST /api/deals/{id}/vote', { params: { id }, query: { positive }, fallback: CLIENT_MSG.vote });

/** The caller's votes on these deals; an empty map on failure. */
export async function getBulkVotes(ids: string[]): Promise<BulkVotes> {
  try {
    return (await api.call('POST /api/deals/bulk-votes', { body: ids })) ?? {};
  } catch (err) {
    console.warn('bulk votes read failed', err);
    return {};
  }
}

/** Adds (true) or removes (false) the deal from the caller's saved deals; answers the deal. */
export const sendFollow = (id: string, followed: boolean) =>
  followed
    ? api.call('PUT /api/deals/{id}/follow', { params: { id }, fallback: CLIENT_MSG.follow })
    : api.call('DELETE /api/deals/{id}/follow', { params: { id }, fallback: CLIENT_MSG.follow });

export const sendSave = (id: string, saved: boolean) =>
  saved
    ? api.call('PUT /api/deals/{id}/save', { params: { id }, fallback: CLIENT_MSG.save })
    : api.call('DELETE /api/deals/{id}/save', { params: { id }, fallback: CLIENT_MSG.save });

/** Which of these deals the caller saved; none on failure (it only decorates the buttons). */
export async function getBulkSaved(ids: string[]): Promise<BulkSaved> {
  try {
    return (await api.call('POST /api/deals/bulk-saved', { body: ids })) ?? [];
  } catch (err) {
    console.warn('bulk saved read failed', err);
    return [];
  }
}

/** The author or an admin expires the deal; another member flags it. Answers the deal and what happened. */
export const sendExpire = (id: string) =>
  api.send('POST /api/deals/{id}/expire', { params: { id }, fallback: CLIENT_MSG.expire });
