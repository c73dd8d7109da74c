import useSWRMutation from 'swr/mutation';
import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import type { DealInput } from '@shared/schemas/deal';
import { applyVote } from '@shared/vote-math';
import { ApiError } from '../api-client';
import { getSession } from '../session';
import * as calls from './api';
import { DEAL_DELETED_EVENT, dealChannel, useDealCache } from './deal-cache';

// The deal writes: each calls the API, then changes the cached copies (deal-cache.ts).

/** Creating a deal puts it on top of the lists that hold it (their totals go up by 1). */
export function useCreateDeal() {
  const cache = useDealCache();
  return useSWRMutation(calls.listsKey, async (_key, { arg }: { arg: DealInput }) => {
    const deal = await calls.createDeal(arg);
    cache.insertDeal(deal);
    return deal;
  }).trigger;
}

/** Updating replaces the deal wherever it is shown (active again, it comes back to Hot). */
export function useUpdateDeal(id: string) {
  const cache = useDealCache();
  return useSWRMutation(calls.dealKey(id), async (_key, { arg }: { arg: DealInput }) => {
    const deal = await calls.updateDeal(id, arg);
    cache.changeDeal(deal);
    return deal;
  }).trigger;
}

/**
 * Deleting drops the deal from every list (and 1 from each total), clears its page, its comments
 * and its storage entries, and sends `dealDeleted` to this window and to the site's other tabs.
 */
export function useDeleteDeal() {
  const cache = useDealCache();
  return async (id: string) => {
    await calls.deleteDeal(id);
    cache.dropDeal(id);
    window.dispatchEvent(new CustomEvent(DEAL_DELETED_EVENT, { detail: { id } }));
    dealChannel?.postMessage({ type: DEAL_DELETED_EVENT, id });
  };
}

/** Signed out, a member's action is refused before anything is sent, with its French message. */
function requireMember(message: string) {
  if (!getSession().user) throw new ApiError(message, 401, {}, 'AuthenticationRequired');
}

/** Shows `guess` at once, then the deal `send` answers; on failure `deal` comes back as it was. */
async function optimistic(show: (deal: Deal) => void, deal: Deal, guess: Deal, send: () => Promise<Deal>) {
  show(guess);
  try {
    show(await send());
  } catch (err) {
    show(deal);
    throw err;
  }
}

/**
 * Voting (true, false, or null to withdraw): the deal shows the vote, its counts and temperature
 * at once wherever it is shown (applyVote, the server's own arithmetic); the vote is sent, and the
 * deal it answers, the caller's vote with it, replaces the guess: one request. On failure the deal
 * comes back as it was. Signed out, nothing is sent.
 */
export function useVote() {
  const cache = useDealCache();
  return async (deal: Deal, positive: boolean | null) => {
    requireMember(CLIENT_MSG.voteAuthRequired);
    const guess = { ...deal, ...applyVote(deal, deal.userVote?.isPositive ?? null, positive).after };
    await optimistic(cache.putDeal, deal, guess, () => calls.sendVote(deal.id, positive));
  };
}

/**
 * Saving (true) or unsaving (false): the deal shows it at once wherever it is shown and in "Mes
 * favoris"; on failure it comes back as it was. Signed out, nothing is sent.
 */
export function useSave() {
  const cache = useDealCache();
  return async (deal: Deal, saved: boolean) => {
    requireMember(CLIENT_MSG.saveAuthRequired);
    await optimistic(cache.setSaved, deal, { ...deal, saved }, () => calls.sendSave(deal.id, saved));
  };
}

/** Following (true) or not: the deal page shows it at once; on failure it comes back as it was. */
export function useFollow() {
  const cache = useDealCache();
  return async (deal: Deal, followed: boolean) => {
    requireMember(CLIENT_MSG.followAuthRequired);
    await optimistic(cache.putDeal, deal, { ...deal, followed }, () => calls.sendFollow(deal.id, followed));
  };
}

/**
 * Expiring (author or admin) or flagging as expired (another member): the server's deal replaces
 * the cached copies; expired, it leaves the Hot and "Masquer les expirés" lists. Answers the
 * server's message ("Bon plan marqué comme expiré", or the thanks for a flag).
 */
export function useExpire() {
  const cache = useDealCache();
  return async (deal: Deal) => {
    requireMember(CLIENT_MSG.expireAuthRequired);
    const { data, message } = await calls.sendExpire(deal.id);
    cache.changeDeal(data);
    return message;
  };
}
