import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BulkSaved, Deal, Page } from '@shared/api-types';
import { SAVES_PER_MINUTE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys, dealIdOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { notFound } from '../../lib/errors';
import { getDealFor, loadDeals, STATE, toDeal } from './record';
import { type TxItem, batchGet, failedAt, transact, type CallerSession, confirmSession } from '../table/dynamo';
import { BLOCK, blockOf, countOps, locatePage, pageOf, seqKey, totalOf } from '../table/list-counts';
import { type Limit, slotsInTransaction } from '../members/rate-limits';

/**
 * Saved deals ("Mes favoris"). A save is two items written together: DEAL#<id> / SAVE#<member>
 * (the deal's side, holding the member's save number: the caller's `saved` flag, and what a
 * deal's delete finds) and MEMBER#<member> / SAVE#<number> (the member's list, newest saved
 * first). The member's SAVES item numbers the saves and keeps the list's exact total and block
 * counts (table/list-counts.ts); the deal's COMMENTS item counts its saves, so a delete can prove it
 * removes them all. Saving and unsaving are idempotent. While moderation hides the deal, its
 * saves are `away`: out of the members' lists and counts (deals/visibility.ts moves them).
 */

const saveLimit = (userId: string): Limit[] => [
  { scope: 'save', key: userId, max: SAVES_PER_MINUTE, windowSeconds: 60, message: () => MSG.savesLimited },
];

/** The deal's save count, on its COMMENTS item, moved with each save (refused once a delete started or while hidden). */
const dealSavesOp = (dealId: string, delta: number): TxItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.commentCount(dealId),
    UpdateExpression: 'ADD saves :d',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#state) AND attribute_not_exists(hiddenAt)',
    ExpressionAttributeNames: { '#state': STATE },
    ExpressionAttributeValues: { ':d': delta },
  },
});

/** The member's saved-list counts: the total, and the save's block on its chunk item. */
export const savedCountOps = (userId: string, seq: number, delta: number): TxItem[] =>
  countOps(keys.savedCount(userId), { total: delta, [`b${blockOf(seq)}`]: delta }, 'newest');

/** What leaves a member's list with one save: the item and its counts (deal deletes use it too). */
export const savedListExit = (userId: string, seq: number): TxItem[] => [
  { Delete: { TableName: tableName(), Key: keys.savedDeal(userId, seqKey(seq)) } },
  ...savedCountOps(userId, seq, -1),
];

async function nextSaveNumber(userId: string) {
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.savedCount(userId),
      UpdateExpression: 'ADD #seq :one',
      ExpressionAttributeNames: { '#seq': 'seq' },
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.seq);
}

/**
 * Saves a deal for the member (already saved: nothing written). Round trips: read (with the
 * caller's session confirmed alongside: the numbering is a single write), number, write.
 */
export async function saveDeal(dealId: string, userId: string, session: CallerSession | null): Promise<Deal> {
  const [{ deal, marks }] = await Promise.all([getDealFor(dealId, userId), confirmSession(session)]);
  if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
  const saved = toDeal(deal, { ...marks, saved: true });
  if (marks.saved) return saved;
  const seq = await nextSaveNumber(userId);
  const TableName = tableName();
  const items = {
    save: {
      Put: {
        TableName,
        Item: { ...keys.saveOfDeal(dealId, userId), seq, savedAt: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    dealSaves: dealSavesOp(dealId, 1),
    listed: { Put: { TableName, Item: { ...keys.savedDeal(userId, seqKey(seq)), dealId } } },
    listCounts: savedCountOps(userId, seq, 1),
  };
  const slots = slotsInTransaction(saveLimit(userId));
  try {
    await transact({ ...items, ...slots.items }, { session });
  } catch (err) {
    if (failedAt(err, 'save')) return saved; // saved meanwhile (another tab): the same outcome
    if (failedAt(err, 'dealSaves')) throw notFound(MSG.dealNotFound);
    throw slots.refusal(err) ?? err;
  }
  return saved;
}

/** Takes a deal out of the member's saved list (not saved: nothing written). Round trips: read, write. */
export async function unsaveDeal(dealId: string, userId: string, session: CallerSession | null): Promise<Deal> {
  const TableName = tableName();
  const { deal, marks, savedSeq: seq, saveAway } = await getDealFor(dealId, userId);
  if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
  const unsaved = toDeal(deal, { ...marks, saved: false });
  if (seq === undefined) return unsaved;
  const items = {
    save: {
      Delete: {
        TableName,
        Key: keys.saveOfDeal(dealId, userId),
        // Away (a restore is putting it back): not in the member's list, nothing to take out of it.
        ConditionExpression: `seq = :seq AND ${saveAway ? 'attribute_exists(away)' : 'attribute_not_exists(away)'}`,
        ExpressionAttributeValues: { ':seq': seq },
      },
    },
    dealSaves: dealSavesOp(dealId, -1),
    listExit: !saveAway && savedListExit(userId, seq),
  };
  const slots = slotsInTransaction(saveLimit(userId));
  try {
    await transact({ ...items, ...slots.items }, { session });
  } catch (err) {
    if (failedAt(err, 'save')) return unsaved; // unsaved meanwhile
    if (failedAt(err, 'dealSaves')) throw notFound(MSG.dealNotFound);
    throw slots.refusal(err) ?? err;
  }
  return unsaved;
}

/** Which of these deals (at most 100) the member saved. */
export async function getBulkSaved(dealIds: string[], userId: string): Promise<BulkSaved> {
  const items = await batchGet([...new Set(dealIds)].map((id) => keys.saveOfDeal(id, userId)));
  return items.map((item) => dealIdOf(item.PK)!);
}

/**
 * Page `page` of the member's saved deals, newest saved first, with the exact total: the
 * counter and its chunks place the page (one Query; page 0 reads the counter and its items at
 * once), one Query reads it, one BatchGet loads the deals with the member's marks.
 */
export async function listSavedDeals(userId: string, page: number, size: number): Promise<Page<Deal>> {
  const TableName = tableName();
  const first = keys.savedDeal(userId, '');
  const readCounter = async () => (await db.send(new GetCommand({ TableName, Key: keys.savedCount(userId) }))).Item;
  const readItems = async (last: string, limit: number) =>
    (
      await db.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
          ExpressionAttributeValues: { ':pk': first.PK, ':first': first.SK, ':last': last },
          ProjectionExpression: 'dealId',
          ScanIndexForward: false,
          Limit: limit,
        }),
      )
    ).Items ?? [];
  let counter: Record<string, unknown> | undefined;
  let items: Record<string, unknown>[];
  if (page === 0) {
    [counter, items] = await Promise.all([readCounter(), readItems(`${first.SK}~`, size)]);
  } else {
    let at;
    ({ counter, at } = await locatePage(keys.savedCount(userId), page * size, 'newest'));
    const blockLast = (block: number) => keys.savedDeal(userId, seqKey((block + 1) * BLOCK - 1)).SK;
    items = at ? (await readItems(blockLast(at.block), at.offset + size)).slice(at.offset) : [];
  }
  const content = await loadDeals(
    items.map((i) => String(i.dealId)),
    userId,
  );
  return pageOf(content, page, size, totalOf(counter));
}
