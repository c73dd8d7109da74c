import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { isSearchWord } from '@shared/search-text';
import { keys, termEntryOf, termPrefixOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, TX_MAX_ITEMS, batchGet, isCancelled, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { type DealRecord, LIVE_DEAL, STATE, getDealRecord, hiddenAsRead } from './record';
import { indexWords, termPuts } from './search-terms';
import { walkListedDeals } from './listed-deals';

/**
 * Migration: rewrites the search terms written before Arabic was normalised (shared/search-text.ts:
 * vowel marks, tatweel, alef forms, ى, ة, the article, Arabic-Indic digits, Arabic stop words), so
 * that existing deals are found as new ones are. French terms are untouched (their rules did not
 * change). Two passes, both safe while the site runs and both no-ops once done:
 *
 * 1. Every listed deal (the `all` list: hidden and deleting deals have no terms) whose words under
 *    the old rules differ from today's, and whose term items are not today's already (read by
 *    their keys), gets today's term items and loses the prefixes only the old rules gave, in
 *    transactions conditioned on the deal as read (version, expiry, visibility): an edit
 *    meanwhile is read again.
 * 2. Then every term item still holding a word that is not in its normal form is one no current
 *    rule writes (say, of a deal edited or deleted between the deploy and this run, whose old
 *    prefixes the new code could not name): it is deleted, conditioned on its words as read.
 *
 * Returns how many deals were re-indexed plus how many stray items were deleted.
 */
export async function reindexDealWords() {
  let changed = 0;
  await walkListedDeals(async (deals) => {
    for (const deal of deals) if (await reindexDeal(deal)) changed++;
  });
  return changed + (await deleteStrayTerms());
}

/** French stop words, the only ones before Arabic was normalised. */
const LEGACY_STOP_WORDS = new Set(
  (
    'au aux avec ce ces cet cette dans de des du elle en est et il ils la le les leur leurs ma mais me mes ' +
    'nos notre on ou par pas pour qu que qui sa se ses son sur ta te tes ton un une vos votre vous'
  ).split(' '),
);

/** A text's words as the index read them before Arabic was normalised (kept as it was, for this migration). */
export function legacyWords(text: string) {
  return text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2 && !LEGACY_STOP_WORDS.has(w));
}

/** Term items per transaction, beside the deal's condition check. */
const TERMS_PER_TX = TX_MAX_ITEMS - 1;

/** Re-indexes one deal when today's rules read its words otherwise; true when it wrote. */
async function reindexDeal(read: DealRecord) {
  let deal: DealRecord | undefined = read;
  // Prefixes the old rules gave the deal's text as read and as found on each retry.
  const legacy = new Set<string>();
  for (let attempt = 0; deal && attempt < 8; attempt++) {
    const before = indexWords(deal, legacyWords);
    const after = indexWords(deal);
    if (attempt === 0 && before.words.join(' ') === after.words.join(' ')) return false;
    for (const prefix of before.prefixes) legacy.add(prefix);
    const key = seqKey(deal.seq);
    const current = new Set(after.prefixes);
    const puts = termPuts({ ...deal, seqKey: key });
    const deletes = [...legacy]
      .filter((prefix) => !current.has(prefix))
      .map((prefix) => ({ Delete: { TableName: tableName(), Key: keys.term(prefix, key, deal!.id) } }));
    // Written by today's code (posted or edited since), or by an earlier run: nothing to do.
    if (attempt === 0 && (await upToDate(puts, deletes))) return false;
    const ops: TxItem[] = [...puts, ...deletes];
    try {
      for (let i = 0; i < ops.length; i += TERMS_PER_TX) {
        await transact({ deal: asRead(deal), terms: ops.slice(i, i + TERMS_PER_TX) });
      }
      return true;
    } catch (err) {
      if (!isCancelled(err)) throw err;
      // Edited, expired, hidden or deleted meanwhile: read it again (a hidden or deleted deal has
      // no terms to write; the second pass removes what its old rules left).
      const fresh = await getDealRecord(read.id);
      deal = fresh && !fresh.hiddenAt ? fresh : undefined;
    }
  }
  return false;
}

const keyOf = (key: Record<string, unknown>) => `${String(key.PK)}|${String(key.SK)}`;

/** Whether the term items are as `puts` would write them and none of `deletes` is there. */
async function upToDate(puts: TxItem[], deletes: TxItem[]) {
  const wanted = puts.map((op) => op.Put!.Item!);
  const gone = deletes.map((op) => op.Delete!.Key!);
  const stored = await batchGet(
    [...wanted, ...gone].map((k) => ({ PK: k.PK, SK: k.SK })),
    true,
  );
  const found = new Map(stored.map((item) => [keyOf(item), item]));
  return (
    gone.every((k) => !found.has(keyOf(k))) &&
    wanted.every((item) => {
      const now = found.get(keyOf(item));
      return !!now && (['w', 'c', 'k', 'x'] as const).every((a) => now[a] === item[a]);
    })
  );
}

/** The deal's condition: as read (text and version, expiry, visibility), not being deleted. */
export const asRead = (deal: DealRecord): TxItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: keys.deal(deal.id),
    ConditionExpression: `${LIVE_DEAL} AND #version = :v AND ${
      deal.expiredAt ? 'attribute_exists(expiredAt)' : 'attribute_not_exists(expiredAt)'
    } AND ${hiddenAsRead(deal)}`,
    ExpressionAttributeNames: { '#state': STATE, '#version': 'version' },
    ExpressionAttributeValues: { ':v': deal.version },
  },
});

/**
 * Deletes the term items no current rule writes: those holding a word not in its normal form
 * (items of the first form, every word of the deal, are compact-terms' to rewrite). Each delete
 * is conditioned on the words as read. Returns how many went.
 */
async function deleteStrayTerms() {
  let deleted = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(PK, :term)',
        ExpressionAttributeValues: { ':term': keys.termPartition('').PK },
        ProjectionExpression: 'PK, SK, w',
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      if (termPrefixOf(item.PK) === undefined || !termEntryOf(item.SK)) continue;
      const words = String(item.w ?? '')
        .split(' ')
        .filter(Boolean);
      if (words.length && words.every(isSearchWord)) continue;
      try {
        await db.send(
          new DeleteCommand({
            TableName: tableName(),
            Key: { PK: item.PK, SK: item.SK },
            ConditionExpression: 'w = :w',
            ExpressionAttributeValues: { ':w': item.w },
          }),
        );
        deleted++;
      } catch (err) {
        // Rewritten meanwhile by the deal's own write: current.
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return deleted;
}
