import type { BulkVotes, Comment, Deal, DeletedReply, Page } from '../../../../shared/api-types';
import { CLIENT_MSG } from '../../../../shared/client-messages';
import { MSG } from '../../../../shared/messages';
import type { DealInput } from '../../../../shared/schemas/deal';
import { api } from '../api-client';

// The deal calls of SPEC section 7 and DESIGN section 3, shared by Home, the deal screens and
// the profile through the deals store.

export interface ListQuery {
  page: number;
  size: number;
  city?: string;
  category?: string;
  search?: string;
  author?: string;
}

/** `GET /deals`: a page of deals, newest first (with the caller's votes when signed in). */
export const listDeals = (query: ListQuery, signal?: AbortSignal) =>
  api.get<Page<Deal>>('/deals', { query: { ...query }, fallback: CLIENT_MSG.dealsFetch, signal });

export const getDeal = (id: string) =>
  api.get<Deal>(`/deals/${encodeURIComponent(id)}`, { fallback: MSG.dealNotFound });

export const createDeal = (input: DealInput) => api.post<Deal>('/deals', input, { fallback: CLIENT_MSG.dealCreate });

export const updateDeal = (id: string, input: DealInput) =>
  api.put<Deal>(`/deals/${encodeURIComponent(id)}`, input, { fallback: CLIENT_MSG.dealUpdate });

export const deleteDeal = (id: string) =>
  api.delete<DeletedReply>(`/deals/${encodeURIComponent(id)}`, { fallback: CLIENT_MSG.dealDelete });

/** Casts (true/false) or withdraws (null) the caller's vote; answers the deal with new counts. */
export const sendVote = (id: string, positive: boolean | null) =>
  positive === null
    ? api.delete<Deal>(`/deals/${encodeURIComponent(id)}/vote`, { fallback: CLIENT_MSG.vote })
    : api.post<Deal>(`/deals/${encodeURIComponent(id)}/vote`, undefined, {
        query: { positive },
        fallback: CLIENT_MSG.vote,
      });

/** The caller's vote; null on failure (SPEC section 7). */
export async function getMyVote(id: string): Promise<Deal['userVote']> {
  try {
    return await api.get<Deal['userVote']>(`/deals/${encodeURIComponent(id)}/my-vote`);
  } catch (err) {
    console.warn('my-vote read failed', err);
    return null;
  }
}

/** The caller's votes on these deals; an empty map on failure (SPEC section 7). */
export async function getBulkVotes(ids: string[]): Promise<BulkVotes> {
  try {
    return (await api.post<BulkVotes>('/deals/bulk-votes', ids)) ?? {};
  } catch (err) {
    console.warn('bulk votes read failed', err);
    return {};
  }
}

export const listComments = (dealId: string, page: number, size: number) =>
  api.get<Page<Comment>>(`/deals/${encodeURIComponent(dealId)}/comments`, { query: { page, size } });

export const addComment = (dealId: string, content: string) =>
  api.post<Comment>(`/deals/${encodeURIComponent(dealId)}/comments`, { content });

export const editComment = (id: string, content: string) =>
  api.put<Comment>(`/comments/${encodeURIComponent(id)}`, { content });

export const deleteComment = (id: string) => api.delete<DeletedReply>(`/comments/${encodeURIComponent(id)}`);
