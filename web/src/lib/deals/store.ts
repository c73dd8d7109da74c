import { useSyncExternalStore } from 'react';
import type { Comment, Deal, Page } from '../../../../shared/api-types';
import { CLIENT_MSG } from '../../../../shared/client-messages';
import { BULK_VOTES_MAX, PAGE_DEFAULT_SIZE, PRODUCT } from '../../../../shared/limits';
import { MSG } from '../../../../shared/messages';
import type { DealInput } from '../../../../shared/schemas/deal';
import { ApiError } from '../api-client';
import { getSession } from '../session';
import * as calls from './api';

/**
 * The deals store: Home's list, the deal on screen and its comments, with the transitions of
 * SPEC section 4. A module store like the session; screens read it with useDeals().
 */

export interface DealFilters {
  city: string;
  category: string;
  search: string;
  page: number;
  size: number;
}

/** Clearing the filters comes back to these (SPEC section 4: page 0, size 10). */
export const DEFAULT_FILTERS: Readonly<DealFilters> = {
  city: '',
  category: '',
  search: '',
  page: 0,
  size: PAGE_DEFAULT_SIZE,
};

export const COMMENTS_PAGE_SIZE = 20;

/** Name of the window event (and cross-tab message) sent after a deal is deleted; detail: `{ id }`. */
export const DEAL_DELETED_EVENT = 'dealDeleted';

export interface DealsState {
  deals: Deal[];
  totalElements: number;
  last: boolean;
  filters: DealFilters;
  /** The filters of the list shown or being loaded (page aside); null before the first load. */
  listKey: string | null;
  loadedAt: number;
  loading: boolean;
  loadingMore: boolean;
  error: string | null;
  /** The member whose votes the list carries (null: loaded for a guest). */
  viewer: string | null;

  currentId: string | null;
  current: Deal | null;
  currentLoading: boolean;
  currentError: string | null;
  currentMissing: boolean;

  comments: Comment[];
  commentsTotal: number;
  commentsLast: boolean;
  commentsPage: number;
  commentsLoading: boolean;
  commentsError: string | null;
}

const INITIAL: DealsState = {
  deals: [],
  totalElements: 0,
  last: true,
  filters: { ...DEFAULT_FILTERS },
  listKey: null,
  loadedAt: 0,
  loading: false,
  loadingMore: false,
  error: null,
  viewer: null,
  currentId: null,
  current: null,
  currentLoading: false,
  currentError: null,
  currentMissing: false,
  comments: [],
  commentsTotal: 0,
  commentsLast: true,
  commentsPage: 0,
  commentsLoading: false,
  commentsError: null,
};

let state: DealsState = INITIAL;
const listeners = new Set<() => void>();

function set(patch: Partial<DealsState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

const viewerId = () => getSession().user?.id ?? null;
const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError ? err.message : fallback);

/** Identifies a list: its filters without the page. */
export const listKeyOf = (f: Pick<DealFilters, 'city' | 'category' | 'search' | 'size'>) =>
  JSON.stringify([f.city, f.category, f.search.trim(), f.size]);

const queryOf = (f: DealFilters) => ({
  page: f.page,
  size: f.size,
  city: f.city || undefined,
  category: f.category || undefined,
  search: f.search.trim() || undefined,
});

/** Replaces a deal wherever it is shown: in the list and as the current deal. */
function putDeal(deal: Deal) {
  set({
    deals: state.deals.map((d) => (d.id === deal.id ? deal : d)),
    current: state.current?.id === deal.id ? deal : state.current,
  });
}

// ---- the list ---------------------------------------------------------------------------------

let listRun = 0;

/** First load or filter change: page 0 of the current filters replaces the list. */
export async function fetchDeals(): Promise<void> {
  const run = ++listRun;
  const filters = { ...state.filters, page: 0 };
  const key = listKeyOf(filters);
  const viewer = viewerId();
  set({
    filters,
    listKey: key,
    loading: true,
    loadingMore: false,
    error: null,
    // Another list: its skeleton, not the old deals, shows while it loads.
    ...(state.listKey !== key ? { deals: [], totalElements: 0, last: true } : {}),
  });
  try {
    const page = await calls.listDeals(queryOf(filters));
    if (run !== listRun) return;
    set({
      deals: page.content,
      totalElements: page.totalElements,
      last: page.last,
      filters: { ...filters, page: 0 },
      loading: false,
      loadedAt: Date.now(),
      viewer,
    });
  } catch (err) {
    if (run !== listRun) return;
    set({ deals: [], totalElements: 0, last: true, loading: false, error: messageOf(err, CLIENT_MSG.dealsFetch) });
  }
}

/** Load-more: the next page is appended, while the last page is not reached. */
export async function loadMore(): Promise<void> {
  if (state.loading || state.loadingMore || state.last || state.listKey === null) return;
  const run = listRun;
  const filters = { ...state.filters, page: state.filters.page + 1 };
  set({ loadingMore: true, error: null });
  try {
    const page: Page<Deal> = await calls.listDeals(queryOf(filters));
    if (run !== listRun) return;
    // A deal posted meanwhile shifts the pages by one: skip what is already shown.
    const shown = new Set(state.deals.map((d) => d.id));
    set({
      deals: [...state.deals, ...page.content.filter((d) => !shown.has(d.id))],
      totalElements: page.totalElements,
      last: page.last,
      filters,
      loadingMore: false,
    });
  } catch (err) {
    if (run !== listRun) return;
    set({ loadingMore: false, error: messageOf(err, CLIENT_MSG.dealsFetch) });
  }
}

/** Applying filters merges them with page 0, then loads. */
export function applyFilters(filters: Partial<Omit<DealFilters, 'page'>>): Promise<void> {
  set({ filters: { ...state.filters, ...filters, page: 0 } });
  return fetchDeals();
}

/** Clearing resets city, category and search, with page 0 and size 10, then loads. */
export function clearFilters(): Promise<void> {
  set({ filters: { ...DEFAULT_FILTERS } });
  return fetchDeals();
}

/** Lists older than this are loaded again when Home shows them. */
export const LIST_FRESH_MS = 5 * 60_000;

/**
 * What Home calls with the filters of its URL: nothing when that list is shown (or loading)
 * and fresh, else the filters are applied (page 0).
 */
export function showList(filters: Pick<DealFilters, 'city' | 'category' | 'search'>): Promise<void> | undefined {
  const wanted = { ...state.filters, ...filters };
  const fresh = state.loading || Date.now() - state.loadedAt < LIST_FRESH_MS;
  if (state.listKey === listKeyOf(wanted) && fresh && !state.error) return undefined;
  return applyFilters(filters);
}

// ---- votes ------------------------------------------------------------------------------------

/** The caller's votes on these deals: none asked when the list is empty or nobody is signed in. */
export async function fetchBulkVotes(ids: string[]): Promise<Record<string, boolean>> {
  if (ids.length === 0 || !getSession().user) return {};
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += BULK_VOTES_MAX) batches.push(ids.slice(i, i + BULK_VOTES_MAX));
  const answers = await Promise.all(batches.map((batch) => calls.getBulkVotes(batch)));
  return Object.assign({}, ...answers);
}

/**
 * Keeps the list's votes those of the member signed in: after a sign-in the shown deals' votes
 * are read in one bulk call (skipped for an empty list); after a sign-out they are dropped.
 */
export async function syncViewer(userId: string | null): Promise<void> {
  if (state.listKey === null || state.loading || state.viewer === userId) return;
  if (userId === null) {
    set({ viewer: null, deals: state.deals.map((d) => ({ ...d, userVote: null })) });
    return;
  }
  set({ viewer: userId });
  const votes = await fetchBulkVotes(state.deals.map((d) => d.id));
  if (state.viewer !== userId) return;
  set({
    deals: state.deals.map((d) => ({ ...d, userVote: d.id in votes ? { isPositive: votes[d.id] } : null })),
  });
}

/**
 * Voting: sends the vote (true, false, or null to withdraw it), re-reads the caller's vote, and
 * updates the deal in the list and as the current deal. Signed out, nothing is sent.
 */
export async function vote(id: string, positive: boolean | null): Promise<Deal> {
  if (!getSession().user) throw new ApiError(MSG.voteAuthRequired, 401, {}, 'AuthenticationRequired');
  const updated = await calls.sendVote(id, positive);
  const userVote = await calls.getMyVote(id);
  const deal = { ...updated, userVote };
  putDeal(deal);
  return deal;
}

// ---- writes -----------------------------------------------------------------------------------

/** Creating a deal puts it at the top of the list and adds 1 to the total. */
export async function createDeal(input: DealInput): Promise<Deal> {
  const deal = await calls.createDeal(input);
  set({
    deals: [deal, ...state.deals.filter((d) => d.id !== deal.id)],
    totalElements: state.totalElements + 1,
    currentId: deal.id,
    current: deal,
    currentError: null,
    currentMissing: false,
    comments: [],
    commentsTotal: 0,
    commentsLast: true,
    commentsPage: 0,
  });
  return deal;
}

/** Updating replaces the deal in the list and as the current deal. */
export async function updateDeal(id: string, input: DealInput): Promise<Deal> {
  const deal = await calls.updateDeal(id, input);
  putDeal(deal);
  return deal;
}

/** Storage entries whose key holds the deal id (drafts and the like) go with the deal. */
function forgetStoredEntries(id: string) {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      const doomed: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key?.includes(id)) doomed.push(key);
      }
      doomed.forEach((key) => storage.removeItem(key));
    } catch {
      // Storage may be unavailable (private mode): nothing was stored there either.
    }
  }
}

/** Drops a deleted deal from the list (and the total); `clearCurrent` also empties the deal page. */
function dropDeal(id: string, clearCurrent: boolean) {
  const listed = state.deals.some((d) => d.id === id);
  set({
    deals: state.deals.filter((d) => d.id !== id),
    totalElements: listed ? Math.max(0, state.totalElements - 1) : state.totalElements,
    ...(clearCurrent
      ? { current: null, currentId: null, comments: [], commentsTotal: 0, commentsLast: true, commentsPage: 0 }
      : {}),
  });
}

const channel =
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${PRODUCT}-${DEAL_DELETED_EVENT}`);

/**
 * Deleting removes the deal from the list and subtracts 1 from the total, clears the current
 * deal and its comments, removes local and session storage entries whose key holds the id, and
 * broadcasts `dealDeleted` (to this window and to the site's other tabs).
 */
export async function deleteDeal(id: string): Promise<void> {
  await calls.deleteDeal(id);
  dropDeal(id, true);
  forgetStoredEntries(id);
  window.dispatchEvent(new CustomEvent(DEAL_DELETED_EVENT, { detail: { id } }));
  channel?.postMessage({ type: DEAL_DELETED_EVENT, id });
}

// Another tab deleted a deal: it leaves this tab's list too (and its page, if shown).
if (channel) {
  channel.onmessage = (event: MessageEvent<{ type?: string; id?: string }>) => {
    const { type, id } = event.data ?? {};
    if (type === DEAL_DELETED_EVENT && typeof id === 'string') dropDeal(id, state.currentId === id);
  };
}

// ---- the deal on screen -----------------------------------------------------------------------

let dealRun = 0;

/** Loads a deal as the current one; the list's copy shows meanwhile. 404: "Bon plan non trouvé". */
export async function fetchDeal(id: string): Promise<void> {
  const run = ++dealRun;
  const known = state.current?.id === id ? state.current : (state.deals.find((d) => d.id === id) ?? null);
  const other = state.currentId !== id;
  set({
    currentId: id,
    current: known,
    currentLoading: true,
    currentError: null,
    currentMissing: false,
    ...(other ? { comments: [], commentsTotal: 0, commentsLast: true, commentsPage: 0, commentsError: null } : {}),
  });
  try {
    const deal = await calls.getDeal(id);
    if (run !== dealRun) return;
    set({ current: deal, currentLoading: false });
    if (state.deals.some((d) => d.id === id)) putDeal(deal);
  } catch (err) {
    if (run !== dealRun) return;
    const missing = err instanceof ApiError && err.status === 404;
    set({
      current: missing ? null : state.current,
      currentLoading: false,
      currentMissing: missing,
      currentError: missing ? MSG.dealNotFound : messageOf(err, MSG.dealNotFound),
    });
  }
}

/** Page 0 of the current deal's comments, or (more) the next page appended. */
export async function fetchComments(dealId: string, more = false): Promise<void> {
  const page = more ? state.commentsPage + 1 : 0;
  set({ commentsLoading: true, commentsError: null });
  try {
    const answer = await calls.listComments(dealId, page, COMMENTS_PAGE_SIZE);
    if (state.currentId !== dealId) return;
    const shown = new Set(more ? state.comments.map((c) => c.id) : []);
    set({
      comments: more ? [...state.comments, ...answer.content.filter((c) => !shown.has(c.id))] : answer.content,
      commentsTotal: answer.totalElements,
      commentsLast: answer.last,
      commentsPage: page,
      commentsLoading: false,
    });
  } catch (err) {
    if (state.currentId !== dealId) return;
    set({ commentsLoading: false, commentsError: messageOf(err, CLIENT_MSG.generic) });
  }
}

/** The deal's comment count, in the list and as the current deal. */
function bumpComments(dealId: string, delta: number) {
  const bump = (d: Deal) => (d.id === dealId ? { ...d, commentsCount: Math.max(0, d.commentsCount + delta) } : d);
  set({ deals: state.deals.map(bump), current: state.current && bump(state.current) });
}

export async function addComment(dealId: string, content: string): Promise<Comment> {
  const comment = await calls.addComment(dealId, content);
  if (state.currentId === dealId) {
    set({ comments: [...state.comments, comment], commentsTotal: state.commentsTotal + 1 });
  }
  bumpComments(dealId, 1);
  return comment;
}

export async function editComment(id: string, content: string): Promise<Comment> {
  const comment = await calls.editComment(id, content);
  set({ comments: state.comments.map((c) => (c.id === id ? comment : c)) });
  return comment;
}

export async function deleteComment(comment: Comment): Promise<void> {
  await calls.deleteComment(comment.id);
  set({
    comments: state.comments.filter((c) => c.id !== comment.id),
    commentsTotal: Math.max(0, state.commentsTotal - 1),
  });
  bumpComments(comment.dealId, -1);
}

// ---- reading ----------------------------------------------------------------------------------

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => state;

export const getDealsState = snapshot;

/** The deals store as React state. */
export const useDeals = () => useSyncExternalStore(subscribe, snapshot, snapshot);

/**
 * One value of the store; the screen renders again only when that value changes (select a
 * field or an object the store keeps, not a new object).
 */
export function useDealsValue<T>(select: (state: DealsState) => T): T {
  const read = () => select(state);
  return useSyncExternalStore(subscribe, read, read);
}

/** Back to the initial state (tests). */
export function resetDealsStore() {
  listRun++;
  dealRun++;
  state = INITIAL;
  for (const listener of listeners) listener();
}
