import { keys, saverOf } from '@shared/table';
import { tableName } from '../../lib/clients';
import { log } from '../../lib/log';
import { type DealRecord, LIVE_DEAL, LIVE_DEAL_NAMES, hiddenAsRead } from './record';
import { listCountOps, placementItemOps, placementUpdate, rejoinedHotKey } from './list-rank';
import { type TxItem, TX_ROUTE_ITEMS, failedAt, isCancelled, queryFirst, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { savedCountOps } from './saves';
import { termDeletes, termPuts } from './search-terms';
import { sitemapPut, sitemapRemove } from './sitemap';
import { StatsDelta } from '../members/stats';

/**
 * Moderation hiding a deal, and showing it again (docs/api.md#moderation). Hiding sets
 * `hiddenAt` and, in the same transaction, takes the deal out of what others read: its list
 * keys and counts (every order), its author's list and count, its search terms and sitemap
 * entry; its COMMENTS item is marked so it takes no comment or save. Restoring puts each back
 * from the deal as it is then (its votes give its hot rank; a date passed meanwhile expires
 * it through the job). Then the members' saves follow in batches (moveSaves).
 */

/** Saves moved per transaction: four items each (both sides, the list's head and chunk), with the deal's condition. */
const SAVES_PER_BATCH = Math.floor((TX_ROUTE_ITEMS - 1) / 4);
/** Batches that lost a race (a member unsaved meanwhile) before the sweep is left to a retry. */
const MAX_SWEEP_MISSES = 10;

/**
 * The writes that hide the deal as read (`hiddenAt` set) or show it again (null). `stats` holds
 * other changes to members' stats in the same transaction (a moderator's penalty on the author):
 * the author's deal count joins them, one Update per member.
 */
export function dealVisibilityOps(deal: DealRecord, hiddenAt: string | null, stats = new StatsDelta()): TxItem[] {
  const TableName = tableName();
  const next: DealRecord = { ...deal };
  if (hiddenAt) next.hiddenAt = hiddenAt;
  else {
    delete next.hiddenAt;
    // Hidden, it left the Hot order: back, it is there again while its votes make it hot.
    if (!next.expiredAt) next.HSK = rejoinedHotKey(next);
  }
  const placement = placementUpdate(next);
  const removed = [...placement.removed, ...(hiddenAt ? [] : ['hiddenAt'])];
  const names: Record<string, string> = { ...LIVE_DEAL_NAMES, '#version': 'version', ...placement.names };
  const values: Record<string, unknown> = { ':v': deal.version, ...placement.values };
  const assignments = [...placement.assignments];
  if (hiddenAt) {
    assignments.push('hiddenAt = :hiddenAt');
    values[':hiddenAt'] = hiddenAt;
  }
  removed.forEach((attr, i) => (names[`#r${i}`] = attr));
  // Rank and expiry as read: they say which counts the deal leaves or joins.
  const rank = deal.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)';
  if (deal.HSK) values[':hsk'] = deal.HSK;
  const expiry = deal.expiredAt ? 'attribute_exists(expiredAt)' : 'attribute_not_exists(expiredAt)';
  const key = seqKey(deal.seq);
  const pointer = keys.userDeal(deal.author, key);
  return [
    {
      Update: {
        TableName,
        Key: keys.deal(deal.id),
        UpdateExpression:
          (assignments.length ? `SET ${assignments.join(', ')} ` : '') +
          (removed.length ? `REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}` : ''),
        ConditionExpression: `${LIVE_DEAL} AND #version = :v AND ${hiddenAsRead(deal)} AND ${rank} AND ${expiry}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    ...listCountOps(deal, next),
    ...placementItemOps(deal, next),
    hiddenAt ? { Delete: { TableName, Key: pointer } } : { Put: { TableName, Item: { ...pointer, dealId: deal.id } } },
    ...stats.add(deal.author, 'dealsPosted', hiddenAt ? -1 : 1).ops(),
    hiddenAt ? sitemapRemove(deal.seq, deal.id) : sitemapPut(deal.seq, deal.id, deal.updatedAt),
    ...(hiddenAt ? termDeletes({ ...deal, seqKey: key }) : termPuts({ ...next, seqKey: key })),
    {
      Update: {
        TableName,
        Key: keys.commentCount(deal.id),
        UpdateExpression: hiddenAt ? 'SET hiddenAt = :hiddenAt' : 'REMOVE hiddenAt',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#state)',
        ExpressionAttributeNames: LIVE_DEAL_NAMES,
        ...(hiddenAt ? { ExpressionAttributeValues: { ':hiddenAt': hiddenAt } } : {}),
      },
    },
  ];
}

/**
 * Moves the members' saves of a deal out of their lists (`out`: the deal is hidden) or back in,
 * batch by batch: the deal's side of each save is marked `away` (or no longer), the member's
 * side deleted (or written again under the same number) with their list's counts. Each batch
 * checks the deal is still in the state the move is for, so a later decision's own sweep takes
 * over. Saves and unsaves wait while the deal is hidden (deals/saves.ts); one racing a restore's
 * sweep fails its batch, which reads again. Returns how many saves moved.
 */
export async function moveSaves(dealId: string, out: boolean) {
  const TableName = tableName();
  const prefix = keys.saveOfDeal(dealId, '');
  let moved = 0;
  for (let misses = 0; misses <= MAX_SWEEP_MISSES;) {
    const saves = await queryFirst(
      {
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        FilterExpression: out ? 'attribute_not_exists(away)' : 'attribute_exists(away)',
        ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
        ConsistentRead: true,
      },
      SAVES_PER_BATCH,
    );
    if (!saves.length) return moved;
    const moves: TxItem[] = [];
    for (const save of saves) {
      const userId = saverOf(save.SK)!;
      const seq = Number(save.seq);
      const listed = keys.savedDeal(userId, seqKey(seq));
      moves.push(
        {
          Update: {
            TableName,
            Key: keys.saveOfDeal(dealId, userId),
            UpdateExpression: out ? 'SET away = :one' : 'REMOVE away',
            ConditionExpression: `seq = :seq AND ${out ? 'attribute_not_exists(away)' : 'attribute_exists(away)'}`,
            ExpressionAttributeValues: { ':seq': seq, ...(out ? { ':one': 1 } : {}) },
          },
        },
        out ? { Delete: { TableName, Key: listed } } : { Put: { TableName, Item: { ...listed, dealId } } },
        ...savedCountOps(userId, seq, out ? -1 : 1),
      );
    }
    try {
      await transact({
        deal: {
          ConditionCheck: {
            TableName,
            Key: keys.deal(dealId),
            ConditionExpression: `${LIVE_DEAL} AND ${out ? 'attribute_exists(hiddenAt)' : 'attribute_not_exists(hiddenAt)'}`,
            ExpressionAttributeNames: LIVE_DEAL_NAMES,
          },
        },
        saves: moves,
      });
      moved += saves.length;
    } catch (err) {
      if (failedAt(err, 'deal')) return moved; // decided otherwise, or deleted, meanwhile
      if (!isCancelled(err)) throw err;
      misses++;
    }
  }
  log('warn', 'saves left to move after repeated conflicts', { dealId, out });
  return moved;
}
