import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isHot, temperatureOf } from '@shared/deal-rules';
import { searchWords } from '@shared/search-text';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet, isCancelled, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { hotNoticeTime } from '../notifications/notifications';
import { type DealRecord, getDealRecord } from './record';
import { asRead } from './reindex-words';
import { forms, indexWords, termPuts } from './search-terms';
import { walkListedDeals } from './listed-deals';

/**
 * The search's vocabulary: every word the index holds (3 letters or more), with how many listed
 * deals use it, so that a misspelt query word can be set right without a Scan. Each word is
 * filed twice (keys.vocabulary): under its first letter and length, and under its last letter
 * and length. A word of 4 to 7 letters is corrected to a word at edit distance 1 (Damerau:
 * a letter added, dropped, changed, or two swapped), a longer one at 2: its candidates are in the
 * partitions of its first letter and the lengths within that distance (3 or 5 small Queries),
 * and, when none is there, those of its last letter (a typo in the first letter). Ties go to
 * the most used word.
 *
 * Kept by the table-events job from each deal change (counts are approximate: a record replayed
 * after a failure counts twice; a word at 0 or less is deleted), built for existing deals by the
 * migration `search-vocabulary`.
 */

/** Words shorter than this are never filed (nor corrected: see maxDistance). */
const MIN_FILED = 3;

const lettersOf = (word: string) => [...word];

/** The edit distance a word of this length is corrected within (0: never corrected). */
export function maxDistance(word: string) {
  const n = lettersOf(word).length;
  if (n < 4) return 0;
  return n <= 7 ? 1 : 2;
}

/**
 * Damerau-Levenshtein distance (optimal string alignment: insertions, deletions, substitutions
 * and swaps of two neighbours), by letters (code points); past `max`, returns max + 1.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY) {
  const x = lettersOf(a);
  const y = lettersOf(b);
  if (Math.abs(x.length - y.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= y.length; j++) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && x[i - 1] === y[j - 2] && x[i - 2] === y[j - 1]) d = Math.min(d, before[j - 2] + 1);
      current.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[y.length], max + 1);
}

const filed = (word: string) => lettersOf(word).length >= MIN_FILED;

const vocabularyKeys = (word: string) => {
  const letters = lettersOf(word);
  return [
    keys.vocabulary('F', letters[0], letters.length, word),
    keys.vocabulary('L', letters.at(-1)!, letters.length, word),
  ];
};

/** The words a deal gives the vocabulary: its indexed words while it is listed (not hidden or deleting). */
export const vocabularyOf = (deal: DealRecord | undefined) =>
  deal && !deal.state && !deal.hiddenAt ? indexWords(deal).words.filter(filed) : [];

/** Vocabulary writes in flight at once. */
const PARALLEL_WRITES = 16;

/** Adds `delta` to each word's count; a word left at 0 or less leaves the vocabulary. */
async function addToCounts(deltas: Map<string, number>) {
  const writes = [...deltas]
    .filter(([, delta]) => delta)
    .flatMap(([word, delta]) => vocabularyKeys(word).map((Key) => ({ Key, delta })));
  for (let i = 0; i < writes.length; i += PARALLEL_WRITES) {
    await Promise.all(writes.slice(i, i + PARALLEL_WRITES).map(({ Key, delta }) => addToCount(Key, delta)));
  }
}

async function addToCount(Key: Record<string, string>, delta: number) {
  const out = await db.send(
    new UpdateCommand({
      TableName: tableName(),
      Key,
      UpdateExpression: 'ADD n :d',
      ExpressionAttributeValues: { ':d': delta },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  if (Number(out.Attributes?.n ?? 0) > 0) return;
  await db
    .send(
      new DeleteCommand({
        TableName: tableName(),
        Key,
        ConditionExpression: 'n <= :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    )
    .catch((err) => {
      // Used again meanwhile.
      if (!(err instanceof ConditionalCheckFailedException)) throw err;
    });
}

/** The vocabulary follows a deal's change (posted: `before` undefined). */
export async function vocabularyChanged(before: DealRecord | undefined, after: DealRecord | undefined) {
  const deltas = new Map<string, number>();
  for (const word of vocabularyOf(before)) deltas.set(word, (deltas.get(word) ?? 0) - 1);
  for (const word of vocabularyOf(after)) deltas.set(word, (deltas.get(word) ?? 0) + 1);
  await addToCounts(deltas);
}

/** Whether the vocabulary holds one of the word's forms (singular, plural). */
async function known(word: string) {
  const wanted = forms(word).filter(filed);
  if (!wanted.length) return true;
  const found = await batchGet(
    wanted.map((form) => vocabularyKeys(form)[0]),
    true,
  );
  return found.length > 0;
}

/** The vocabulary word nearest to `word` within its distance (ties: most used), if any. */
export async function nearestWord(word: string): Promise<string | undefined> {
  const max = maxDistance(word);
  if (!max) return undefined;
  const letters = lettersOf(word);
  const lengths = Array.from({ length: 2 * max + 1 }, (_, i) => letters.length - max + i).filter((n) => n >= MIN_FILED);
  for (const [side, letter] of [
    ['F', letters[0]],
    ['L', letters.at(-1)!],
  ] as const) {
    const partitions = await Promise.all(
      lengths.map(async (length) => {
        const out = await db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk',
            ExpressionAttributeValues: { ':pk': keys.vocabularyPartition(side, letter, length).PK },
            ProjectionExpression: 'SK, n',
          }),
        );
        return out.Items ?? [];
      }),
    );
    let best: { word: string; distance: number; uses: number } | undefined;
    for (const item of partitions.flat()) {
      const candidate = String(item.SK);
      const uses = Number(item.n ?? 0);
      if (uses <= 0) continue;
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
        best = { word: candidate, distance, uses };
      }
    }
    if (best) return best.word;
  }
  return undefined;
}

/**
 * The text with each word the vocabulary does not hold replaced by its nearest word, or
 * undefined when none is (every word known, or no candidate). Words are replaced where typed, in
 * their normal form ("Samsng Galaxy" → "samsung Galaxy").
 */
export async function correctedText(text: string): Promise<string | undefined> {
  const corrections = new Map<string, string>();
  for (const word of new Set(searchWords(text))) {
    if (!maxDistance(word) || (await known(word))) continue;
    const nearest = await nearestWord(word);
    if (nearest) corrections.set(word, nearest);
  }
  if (!corrections.size) return undefined;
  return text.replace(/[\p{L}\p{N}\p{M}]+/gu, (token) => {
    const [word] = searchWords(token);
    return (word && corrections.get(word)) ?? token;
  });
}

/** Sets the heat time (`h`) on a hot deal's term items, or removes it: the hot search reads it. */
export async function syncTermHeat(deal: DealRecord, hot: boolean) {
  // In milliseconds: the order of two deals heated within a second is kept.
  const at = hot ? (await hotNoticeTime(deal.author, deal.id, new Date())).getTime() : 0;
  for (const prefix of indexWords(deal).prefixes) {
    await db
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.term(prefix, seqKey(deal.seq), deal.id),
          UpdateExpression: hot ? 'SET h = :h' : 'REMOVE h',
          // Never creates a term item (a hidden or deleted deal has none).
          ConditionExpression: 'attribute_exists(PK)',
          ...(hot ? { ExpressionAttributeValues: { ':h': at } } : {}),
        }),
      )
      .catch((err) => {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
      });
  }
}

const hotNow = (deal: DealRecord | undefined) =>
  !!deal &&
  !deal.state &&
  !deal.hiddenAt &&
  isHot(temperatureOf(Number(deal.upvotes ?? 0), Number(deal.downvotes ?? 0)));

/**
 * A deal's term items follow its heat: marked when it becomes hot, unmarked when it cools, marked
 * again after an edit or a restore rewrote them (their Put carries no heat).
 */
export async function termHeatChanged(before: DealRecord | undefined, after: DealRecord) {
  const was = hotNow(before);
  const now = hotNow(after);
  const rewritten =
    !before || Number(after.version ?? 0) !== Number(before.version ?? 0) || (!!before.hiddenAt && !after.hiddenAt);
  if (now && (!was || rewritten)) await syncTermHeat(after, true);
  else if (was && !now && !after.state && !after.hiddenAt) await syncTermHeat(after, false);
}

/**
 * Migration: the relevance order's title count (`t`) on every listed deal's term items (rewritten
 * in transactions conditioned on the deal as read, read again on a change), their heat times, and
 * the vocabulary of every listed deal, counted afresh (set, not added: running it twice changes
 * nothing). Returns how many deals it went through.
 */
export async function buildSearchVocabulary() {
  const counts = new Map<string, number>();
  let deals = 0;
  await walkListedDeals(async (page) => {
    for (const item of page) {
      const deal = await retitle(item);
      if (!deal) continue;
      deals++;
      if (hotNow(deal)) await syncTermHeat(deal, true);
      for (const word of vocabularyOf(deal)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  });
  for (const [word, n] of counts) {
    for (const Item of vocabularyKeys(word)) {
      await db.send(new PutCommand({ TableName: tableName(), Item: { ...Item, n } }));
    }
  }
  return deals;
}

/** Rewrites a deal's term items with today's fields; the deal as written, or undefined if gone. */
async function retitle(read: DealRecord) {
  let deal: DealRecord | undefined = read;
  for (let attempt = 0; deal && attempt < 8; attempt++) {
    try {
      // At most MAX_PREFIXES items beside the condition: one transaction.
      await transact({ deal: asRead(deal), terms: termPuts({ ...deal, seqKey: seqKey(deal.seq) }) });
      return deal;
    } catch (err) {
      if (!isCancelled(err)) throw err;
      const fresh = await getDealRecord(read.id);
      deal = fresh && !fresh.hiddenAt && !fresh.state ? fresh : undefined;
    }
  }
  return undefined;
}
