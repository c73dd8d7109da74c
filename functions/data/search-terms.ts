import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { SEARCH_EXACT_TOTAL } from '@shared/limits';
import { keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import type { TxItem } from './dynamo';

/**
 * Search index kept in DynamoDB. For each distinct 3-letter prefix of a deal's words (whole
 * word when shorter) one term item PK=TERM#<prefix>, SK=<seq>#<dealId> holds the deal's
 * indexed words as " w1 w2 ... " plus its city and category. A search reads one partition
 * newest first (the query word least likely to be common picks it), DynamoDB checking the
 * other words on `w`: all words must be present, in the singular or the plural ("climatiseurs"
 * finds "climatiseur", "cheval" finds "chevaux"), the last one as a prefix from 3 letters. It
 * reads as far as the page asks
 * and to count the matches up to SEARCH_EXACT_TOTAL; past that the total is an estimate, flagged.
 * Items are written and removed in the deal's own transactions.
 */

/** Distinct prefixes (= term items) per deal: keeps create/edit/delete within one transaction. */
export const MAX_PREFIXES = 36;
/** Words kept per deal (title, merchant, city, category first, then the description). */
export const MAX_WORDS = 80;
const PREFIX_LENGTH = 3;
/** Matches counted exactly (SEARCH_EXACT_TOTAL, or the same environment variable: a test setting). */
const exactMax = () => Number(process.env.SEARCH_EXACT_TOTAL) || SEARCH_EXACT_TOTAL;

const STOP_WORDS = new Set(
  (
    'au aux avec ce ces cet cette dans de des du elle en est et il ils la le les leur leurs ma mais me mes ' +
    'nos notre on ou par pas pour qu que qui sa se ses son sur ta te tes ton un une vos votre vous'
  ).split(' '),
);

/** Lower case, accents removed, ligatures spelt out: the form both the index and queries use. */
export function normalize(text: string) {
  return text
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of a text, normalised; one-letter words are dropped. */
export function words(text: string) {
  return normalize(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length >= 2);
}

export const prefixOf = (word: string) => word.slice(0, PREFIX_LENGTH);

export interface Searchable {
  title: string;
  description: string;
  merchant?: string | null;
  city: string;
  category: string;
}

/** The words a deal is found by, most telling first, within the limits above. */
export function indexWords(deal: Searchable) {
  const kept: string[] = [];
  const prefixes = new Set<string>();
  const sources = [deal.title, deal.merchant ?? '', deal.city, deal.category, deal.description];
  for (const word of sources.flatMap(words)) {
    if (STOP_WORDS.has(word) || kept.includes(word)) continue;
    const prefix = prefixOf(word);
    if (!prefixes.has(prefix) && prefixes.size >= MAX_PREFIXES) continue;
    prefixes.add(prefix);
    kept.push(word);
    if (kept.length >= MAX_WORDS) break;
  }
  return { words: kept, prefixes: [...prefixes] };
}

interface Indexed {
  id: string;
  seqKey: string;
  city: string;
  category: string;
  /** An expired deal's terms carry `x`, so a search can leave it out. */
  expiredAt?: string;
}

/** Put items for every term of the deal. */
export function termPuts(deal: Indexed & Searchable): TxItem[] {
  const TableName = tableName();
  const { words: kept, prefixes } = indexWords(deal);
  const w = ` ${kept.join(' ')} `;
  const x = deal.expiredAt ? { x: 1 } : {};
  return prefixes.map((prefix) => ({
    Put: { TableName, Item: { ...keys.term(prefix, deal.seqKey, deal.id), w, c: deal.city, k: deal.category, ...x } },
  }));
}

/** Marks the deal's term items expired or active again (`x`), for searches hiding expired deals. */
export function termExpiry(deal: Indexed & Searchable, expired: boolean): TxItem[] {
  const TableName = tableName();
  return indexWords(deal).prefixes.map((prefix) => ({
    Update: {
      TableName,
      Key: keys.term(prefix, deal.seqKey, deal.id),
      UpdateExpression: expired ? 'SET x = :one' : 'REMOVE x',
      // Never creates a term item: the deal's version, checked in the same transaction, says they exist.
      ConditionExpression: 'attribute_exists(PK)',
      ...(expired ? { ExpressionAttributeValues: { ':one': 1 } } : {}),
    },
  }));
}

/** Delete items for every term of the deal as it is stored. */
export function termDeletes(deal: Indexed & Searchable): TxItem[] {
  const TableName = tableName();
  return indexWords(deal).prefixes.map((prefix) => ({
    Delete: { TableName, Key: keys.term(prefix, deal.seqKey, deal.id) },
  }));
}

/** Re-indexing: Put the new terms, Delete the prefixes that are gone. */
export function termChanges(before: Indexed & Searchable, after: Indexed & Searchable): TxItem[] {
  const next = new Set(indexWords(after).prefixes);
  const gone = termDeletes(before).filter((op) => {
    const pk = String(op.Delete?.Key?.PK ?? '');
    return !next.has(pk.slice('TERM#'.length));
  });
  return [...termPuts(after), ...gone];
}

// Words of city and category names fill big partitions: never the first choice to read.
const COMMON = new Set([...CITIES, ...CATEGORIES].flatMap(words).map(prefixOf));

export interface ParsedQuery {
  /** Words that must be present, each in one of its forms (forms()). */
  exact: string[];
  /** The last word: a prefix of one of its forms when it has 3 letters or more, else a whole word. */
  last: string;
}

/**
 * The singular and plural forms of a French word, as written without accents: a final s or x
 * off or on, "-al" and "-aux" for each other. Light stemming: enough for plurals, and never a
 * guess beyond them. Words of 3 letters or fewer stay as typed.
 */
export function forms(word: string) {
  if (word.length <= 3) return [word];
  let singular = word;
  if (word.length > 4 && word.endsWith('aux')) singular = `${word.slice(0, -3)}al`;
  else if (/[eo]ux$/.test(word) || (word.endsWith('s') && !word.endsWith('ss'))) singular = word.slice(0, -1);
  const plurals = singular.endsWith('al')
    ? [`${singular.slice(0, -2)}aux`, `${singular}s`]
    : [`${singular}s`, `${singular}x`];
  return [...new Set([word, singular, ...plurals])];
}

/** The query's words, or null when nothing searchable is left. */
export function parseQuery(text: string): ParsedQuery | null {
  const all = words(text);
  // A trailing stop word ("pizza de") is not indexed: the words before it decide.
  while (all.length > 1 && STOP_WORDS.has(all[all.length - 1])) all.pop();
  if (!all.length) return null;
  const last = all[all.length - 1];
  const exact = [...new Set(all.slice(0, -1).filter((w) => !STOP_WORDS.has(w)))];
  return { exact, last };
}

export interface SearchFilter {
  city?: string;
  category?: string;
  /** Leave out deals whose term items are marked expired (`x`). */
  hideExpired?: boolean;
}

/**
 * The match as a filter DynamoDB applies before answering: only matching ids travel (the read
 * itself, and its cost, still covers the whole partition).
 */
function matchFilter(query: ParsedQuery, filter: SearchFilter) {
  const conditions: string[] = [];
  const values: Record<string, string> = {};
  // One of the word's forms, each a condition on its own (`:e<word>_<form>`).
  const anyForm = (tag: string, word: string, asPrefix: boolean) => {
    const options = forms(word).map((form, j) => {
      values[`:${tag}_${j}`] = asPrefix ? ` ${form}` : ` ${form} `;
      return `contains(w, :${tag}_${j})`;
    });
    conditions.push(options.length > 1 ? `(${options.join(' OR ')})` : options[0]);
  };
  query.exact.forEach((word, i) => anyForm(`e${i}`, word, false));
  anyForm('last', query.last, query.last.length >= PREFIX_LENGTH);
  if (filter.city) {
    conditions.push('c = :city');
    values[':city'] = filter.city;
  }
  if (filter.category) {
    conditions.push('k = :category');
    values[':category'] = filter.category;
  }
  if (filter.hideExpired) conditions.push('attribute_not_exists(x)');
  return { FilterExpression: conditions.join(' AND '), values };
}

/** The partition to read: the least common, longest word's. */
function drivingPrefix(query: ParsedQuery) {
  const candidates = [...query.exact, query.last];
  candidates.sort((a, b) => Number(COMMON.has(prefixOf(a))) - Number(COMMON.has(prefixOf(b))) || b.length - a.length);
  return prefixOf(candidates[0]);
}

/** Term items a Query page reads at most: SEARCH_PAGE_ITEMS (a test setting), else 2,000 (≈ 0.6 MB). */
const pageItems = () => Number(process.env.SEARCH_PAGE_ITEMS) || 2_000;

const seqOf = (sk: string) => Number(sk.split('#')[0]);

export interface Matches {
  /** Matching ids, newest first: at least the `want` asked for when there are as many. */
  ids: string[];
  /** Every match, counted; or estimated past SEARCH_EXACT_TOTAL. */
  total: number;
  estimated: boolean;
}

/**
 * Ids of the matching deals, newest first, optionally within a city and/or category: the chosen
 * partition is read until `want` matches are found and SEARCH_EXACT_TOTAL are counted, or to its end
 * (one Query round trip per MB). Stopped early, the total is the matches so far scaled by the
 * share of sequence numbers read (deals are spread over time), flagged as an estimate.
 */
export async function findDealIds(query: ParsedQuery, filter: SearchFilter, want: number): Promise<Matches> {
  const prefix = drivingPrefix(query);
  const ids: string[] = [];
  let newest = 0;
  let scanned = 0;
  let startKey: Record<string, unknown> | undefined;
  const { FilterExpression, values } = matchFilter(query, filter);
  const target = () => Math.max(want, exactMax() + 1);
  do {
    // Read only about what the matches still missing need, at the share matched so far: a common
    // word stops near its 1,001st match rather than at the end of a 1 MB page.
    const share = scanned ? Math.max(ids.length / scanned, 0.01) : 1;
    const limit = Math.min(pageItems(), Math.ceil(((target() - ids.length) / share) * 1.1) + 10);
    // Eventually consistent: half the cost, and a just-written deal shows up within a second.
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        FilterExpression,
        ExpressionAttributeValues: { ':pk': keys.termPartition(prefix).PK, ...values },
        ProjectionExpression: 'SK',
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: startKey,
      }),
    );
    scanned += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      newest ||= seqOf(String(item.SK));
      ids.push(String(item.SK).split('#')[1]);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey && ids.length < target());
  if (!startKey) return { ids, total: ids.length, estimated: false };
  // Read from the newest match down to this sequence number: the rest is spread the same way.
  const reached = seqOf(String(startKey.SK));
  const share = newest > 0 ? Math.max(newest - reached, 1) / newest : 1;
  const total = Math.max(ids.length + 1, Math.round(ids.length / share));
  return { ids, total, estimated: true };
}
