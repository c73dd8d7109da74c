import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { SEARCH_EXACT_TOTAL } from '@shared/limits';
import { isArabic, isStopWord, searchWords } from '@shared/search-text';
import { keys, termEntryOf, termPrefixOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';
import { seqKey } from '../table/list-counts';

/**
 * Search index kept in DynamoDB: posting lists by word prefix. A deal's words and a query's are
 * normalised alike (shared/search-text.ts: case, accents, Arabic letter forms, vowel marks and
 * article, digits; stop words out). For each distinct 3-letter prefix of a deal's words (whole
 * word when shorter) one small term item PK=TERM#<prefix>, SK=<seq>#<dealId> holds the deal's
 * words of that prefix as " w1 w2 ", its wilaya code and its category's position (about 60
 * bytes: a thousand cost under 8 read units). A search groups its words by prefix and reads each
 * group's partition newest first, DynamoDB keeping the items that hold the group's words
 * (singular or plural: "climatiseurs" finds "climatiseur"; the last word as a prefix from 3
 * letters); the deals in every partition match, newest first. It reads as far as the page asks
 * and, within a read budget, as far as counting SEARCH_EXACT_TOTAL matches needs; stopped short,
 * the total is an estimate, flagged. Items are written and removed in the deal's own transactions.
 */

/** Distinct prefixes (= term items) per deal: keeps create/edit/delete within one transaction. */
export const MAX_PREFIXES = 36;
/** Words kept per deal (title, merchant, city, category first, then the description). */
export const MAX_WORDS = 80;
const PREFIX_LENGTH = 3;
/** Matches counted exactly (SEARCH_EXACT_TOTAL, or the same environment variable: a test setting). */
const exactMax = () => Number(process.env.SEARCH_EXACT_TOTAL) || SEARCH_EXACT_TOTAL;

/** Words of a text in their normal form (shared/search-text.ts): what both the index and queries use. */
export const words = searchWords;

export const prefixOf = (word: string) => word.slice(0, PREFIX_LENGTH);

export interface Searchable {
  title: string;
  description: string;
  merchant?: string | null;
  city: string;
  category: string;
}

/**
 * The words a deal is found by, most telling first, within the limits above. `wordsOf` is the
 * current normalisation; a migration passes the rules an older index was written with.
 */
export function indexWords(deal: Searchable, wordsOf: (text: string) => string[] = words) {
  const kept: string[] = [];
  const prefixes = new Set<string>();
  const sources = [deal.title, deal.merchant ?? '', deal.city, deal.category, deal.description];
  for (const word of sources.flatMap(wordsOf)) {
    if (kept.includes(word)) continue;
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
  /** A code promo's or free deal's terms carry its type as `y` (a bon plan's none), for `?type=`. */
  dealType?: string;
}

/** The wilaya's official code (1 to 58), as term items hold it. */
const cityCode = (city: string) => CITIES.indexOf(city as (typeof CITIES)[number]) + 1;
/** The category's position in CATEGORIES (append new ones: term items hold it). */
const categoryCode = (category: string) => CATEGORIES.indexOf(category as (typeof CATEGORIES)[number]);

/**
 * A term item's fields: the words of its prefix, the deal's wilaya and category codes, and `t`,
 * how many of those words come from the title (the title's words come first in `w`: what the
 * relevance order reads). Items written before `t` existed count none (migration title-words).
 */
export function termFields(
  wordsOfDeal: string[],
  prefix: string,
  city: string,
  category: string,
  titleWords: ReadonlySet<string> = new Set(),
) {
  const own = wordsOfDeal.filter((word) => prefixOf(word) === prefix);
  const t = own.filter((word) => titleWords.has(word)).length;
  return { w: ` ${own.join(' ')} `, c: cityCode(city), k: categoryCode(category), ...(t ? { t } : {}) };
}

/** The title's words, as indexWords keeps them (first in its list). */
export const titleWordsOf = (deal: Searchable) => new Set(words(deal.title));

/** Put items for every term of the deal. */
export function termPuts(deal: Indexed & Searchable): TxItem[] {
  const TableName = tableName();
  const { words: kept, prefixes } = indexWords(deal);
  const titled = titleWordsOf(deal);
  const x = deal.expiredAt ? { x: 1 } : {};
  const y = deal.dealType && deal.dealType !== 'deal' ? { y: deal.dealType } : {};
  // A hot deal's heat time (`h`) is the table-events job's to set (deal-heat.ts), after this Put too.
  return prefixes.map((prefix) => ({
    Put: {
      TableName,
      Item: {
        ...keys.term(prefix, deal.seqKey, deal.id),
        ...termFields(kept, prefix, deal.city, deal.category, titled),
        ...x,
        ...y,
      },
    },
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
    return !next.has(termPrefixOf(pk)!);
  });
  return [...termPuts(after), ...gone];
}

export interface ParsedQuery {
  /** Words that must be present, each in one of its forms (forms()). */
  exact: string[];
  /** The last word: a prefix of one of its forms when it has 3 letters or more, else a whole word. */
  last: string;
}

/**
 * The singular and plural forms of a French word, as written without accents: a final s or x
 * off or on, "-al" and "-aux" for each other. Light stemming: enough for plurals, and never a
 * guess beyond them. Words of 3 letters or fewer, and Arabic words, stay as typed. Forms share
 * the word's prefix.
 */
export function forms(word: string) {
  if (word.length <= 3 || isArabic(word)) return [word];
  let singular = word;
  if (word.length > 4 && word.endsWith('aux')) singular = `${word.slice(0, -3)}al`;
  else if (/[eo]ux$/.test(word) || (word.endsWith('s') && !word.endsWith('ss'))) singular = word.slice(0, -1);
  const plurals = singular.endsWith('al')
    ? [`${singular.slice(0, -2)}aux`, `${singular}s`]
    : [`${singular}s`, `${singular}x`];
  return [...new Set([word, singular, ...plurals])];
}

/**
 * The query's words, or null when nothing searchable is left. Stop words are not indexed: left
 * out, the words around them decide ("pizza de" is "pizza").
 */
export function parseQuery(text: string): ParsedQuery | null {
  const all = words(text);
  if (!all.length) return null;
  const last = all[all.length - 1];
  const exact = [...new Set(all.slice(0, -1).filter((w) => w !== last))];
  return { exact, last };
}

export interface SearchFilter {
  city?: string;
  category?: string;
  /** One type of deal: term items with that `y`, or none for bons plans. */
  type?: string;
  /** Leave out deals whose term items are marked expired (`x`). */
  hideExpired?: boolean;
  /** Only hot deals: term items marked with their heat time (`h`, set by the table-events job). */
  hot?: boolean;
}

/**
 * A search's order: `new` (newest first), `relevance` (deals holding every word in their title
 * first, then the others, newest first within each) or `hot` (hot deals only, most recently
 * heated first).
 */
export type SearchOrder = 'relevance' | 'new' | 'hot';

/** Partitions a query reads at most: past them, its longest words decide. */
export const MAX_QUERY_PREFIXES = 4;

/** The query's words by prefix: one partition each, longest words' first. */
export function queryGroups(query: ParsedQuery) {
  const groups = new Map<string, { prefix: string; exact: string[]; last?: string }>();
  const groupOf = (word: string) => {
    const prefix = prefixOf(word);
    if (!groups.has(prefix)) groups.set(prefix, { prefix, exact: [] });
    return groups.get(prefix)!;
  };
  for (const word of query.exact) groupOf(word).exact.push(word);
  groupOf(query.last).last = query.last;
  const longest = (g: { exact: string[]; last?: string }) =>
    Math.max(...[...g.exact, g.last ?? ''].map((w) => w.length));
  return [...groups.values()].sort((a, b) => longest(b) - longest(a)).slice(0, MAX_QUERY_PREFIXES);
}

/**
 * A group's match as a filter DynamoDB applies before answering: only matching keys travel (the
 * read, and its cost, still covers every item of the partition it passes).
 */
function groupFilter(group: ReturnType<typeof queryGroups>[number], filter: SearchFilter) {
  const conditions: string[] = [];
  const values: Record<string, string | number> = {};
  // One of the word's forms, each a condition on its own (`:e<word>_<form>`).
  const anyForm = (tag: string, word: string, asPrefix: boolean) => {
    const options = forms(word).map((form, j) => {
      values[`:${tag}_${j}`] = asPrefix ? ` ${form}` : ` ${form} `;
      return `contains(w, :${tag}_${j})`;
    });
    conditions.push(options.length > 1 ? `(${options.join(' OR ')})` : options[0]);
  };
  group.exact.forEach((word, i) => anyForm(`e${i}`, word, false));
  if (group.last) anyForm('last', group.last, group.last.length >= PREFIX_LENGTH);
  if (filter.city) {
    conditions.push('c = :city');
    values[':city'] = cityCode(filter.city);
  }
  if (filter.category) {
    conditions.push('k = :category');
    values[':category'] = categoryCode(filter.category);
  }
  if (filter.type === 'deal') conditions.push('attribute_not_exists(y)');
  else if (filter.type) {
    conditions.push('y = :type');
    values[':type'] = filter.type;
  }
  if (filter.hideExpired) conditions.push('attribute_not_exists(x)');
  if (filter.hot) conditions.push('attribute_exists(h)');
  return { FilterExpression: conditions.join(' AND '), values };
}

/** Term items a Query page reads at most: SEARCH_PAGE_ITEMS (a test setting), else 4,000 (≈ 240 KB). */
const pageItems = () => Number(process.env.SEARCH_PAGE_ITEMS) || 4_000;
/**
 * Term items a search reads to count its matches once its page is full: SEARCH_READ_BUDGET (a
 * test setting), else 1,200 (≈ 72 KB, 9 read units). Counting stops there, with an estimate.
 */
const readBudget = () => Number(process.env.SEARCH_READ_BUDGET) || 1_200;

const seqOf = (sk: string) => Number(termEntryOf(sk)!.seqKey);

/** One partition read newest first, page after page. */
interface Cursor {
  prefix: string;
  FilterExpression: string;
  values: Record<string, string | number>;
  startKey?: Record<string, unknown>;
  /** Every item from the newest down to this sequence number has been read (0: all of them). */
  frontier: number;
  done: boolean;
  scanned: number;
  /** Matching keys (`<seq>#<id>`) read so far. */
  hits: string[];
  /** The group's words, to tell whether a hit holds them in its title. */
  group: ReturnType<typeof queryGroups>[number];
  /** Hits holding the group's words in the deal's title. */
  titled: Set<string>;
  /** Hits' heat times (`h`), for the hot order. */
  heat: Map<string, number>;
}

export interface Matches {
  /** Matching ids, newest first: at least the `want` asked for when there are as many. */
  ids: string[];
  /** Every match, counted; or estimated past SEARCH_EXACT_TOTAL or the read budget. */
  total: number;
  estimated: boolean;
}

/**
 * Ids of the matching deals, newest first, optionally within a city and/or category: each group's
 * partition is read newest first (the partitions lagging furthest behind, in parallel, one round
 * trip each) until the deals found in all of them give the `want` asked for and either
 * SEARCH_EXACT_TOTAL are counted or the read budget is spent, or a partition ends. Stopped early,
 * the total is the matches so far scaled by the share of sequence numbers read (deals are spread
 * over time), flagged as an estimate.
 */
export async function findDealIds(
  query: ParsedQuery,
  filter: SearchFilter,
  want: number,
  order: SearchOrder = 'new',
): Promise<Matches> {
  const cursors: Cursor[] = queryGroups(query).map((group) => ({
    prefix: group.prefix,
    ...groupFilter(group, { ...filter, hot: order === 'hot' }),
    frontier: Number.POSITIVE_INFINITY,
    done: false,
    scanned: 0,
    hits: [],
    group,
    titled: new Set(),
    heat: new Map(),
  }));
  const found = await readMatches(cursors, want);
  return { ...found, ids: ordered(found.ids, cursors, order).map(idOf) };
}

/**
 * The matches read in the order asked. Relevance and heat sort the matches read, which are all of
 * them up to SEARCH_EXACT_TOTAL (or the read budget): past it, the newest are sorted.
 */
function ordered(matches: string[], cursors: Cursor[], order: SearchOrder) {
  if (order === 'relevance') {
    const inTitle = (sk: string) => cursors.every((c) => c.titled.has(sk));
    return [...matches.filter(inTitle), ...matches.filter((sk) => !inTitle(sk))];
  }
  if (order === 'hot') {
    const heat = (sk: string) => cursors[0].heat.get(sk) ?? 0;
    // Stable: equal heat times stay newest first.
    return [...matches].sort((a, b) => heat(b) - heat(a));
  }
  return matches;
}

async function readMatches(cursors: Cursor[], want: number) {
  const target = Math.max(want, exactMax() + 1);
  let read = 0;
  for (;;) {
    // Known for every sequence number down to the lagging partition's frontier.
    const known = Math.max(...cursors.map((c) => (c.done ? 0 : c.frontier)));
    const matches = intersect(cursors, known);
    // A finished partition holds every match: once all its hits are known, nothing is missing.
    const complete = cursors.some((c) => c.done && (c.hits.length === 0 || seqOf(c.hits.at(-1)!) >= known));
    if (complete) return { ids: matches, total: matches.length, estimated: false };
    if (matches.length >= target || (matches.length >= want && read >= readBudget())) {
      return { ids: matches, total: estimate(matches, known), estimated: true };
    }
    const lagging = cursors.filter((c) => !c.done && c.frontier === known);
    const floor = Math.max(0, ...cursors.filter((c) => c.done && c.hits.length).map((c) => seqOf(c.hits.at(-1)!)));
    await Promise.all(
      lagging.map((cursor) => {
        // About what the matches still missing need, at the rate found so far; within the budget
        // once the page is full.
        const rate = cursor.scanned ? Math.max(matches.length / cursor.scanned, 0.01) : 1;
        const forPage = Math.ceil((Math.max(0, want - matches.length) / rate) * 1.1) + 10;
        const forCount = Math.ceil(((target - matches.length) / rate) * 1.1) + 10;
        const budget = Math.ceil(Math.max(0, readBudget() - read) / lagging.length);
        const limit = Math.min(pageItems(), Math.max(25, forPage, Math.min(forCount, budget)));
        return readPage(cursor, limit, floor);
      }),
    );
    read = cursors.reduce((sum, c) => sum + c.scanned, 0);
  }
}

async function readPage(cursor: Cursor, limit: number, floor: number) {
  // Eventually consistent: half the cost, and a just-written deal shows up within a second.
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      // Below a finished partition's oldest hit nothing can match.
      KeyConditionExpression: floor ? 'PK = :pk AND SK >= :floor' : 'PK = :pk',
      FilterExpression: cursor.FilterExpression,
      ExpressionAttributeValues: {
        ':pk': keys.termPartition(cursor.prefix).PK,
        ...(floor ? { ':floor': seqKey(floor) } : {}),
        ...cursor.values,
      },
      // The words and title count (relevance) and heat time (hot) add to what travels, not to the read.
      ProjectionExpression: 'SK, w, t, h',
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor.startKey,
    }),
  );
  cursor.scanned += out.ScannedCount ?? 0;
  for (const item of out.Items ?? []) {
    const sk = String(item.SK);
    cursor.hits.push(sk);
    const titleWords = String(item.w ?? '')
      .trim()
      .split(' ')
      .slice(0, Number(item.t ?? 0));
    if (titleWords.length && groupMatches(cursor.group, titleWords)) cursor.titled.add(sk);
    if (item.h !== undefined) cursor.heat.set(sk, Number(item.h));
  }
  cursor.startKey = out.LastEvaluatedKey;
  cursor.done = !out.LastEvaluatedKey;
  cursor.frontier = cursor.done ? 0 : seqOf(String(out.LastEvaluatedKey!.SK));
}

const idOf = (sk: string) => termEntryOf(sk)!.dealId;

/** Keys found in every partition, down to `known`, newest first. */
function intersect(cursors: Cursor[], known: number) {
  const [first, ...others] = cursors;
  const sets = others.map((c) => new Set(c.hits));
  return first.hits.filter((sk) => seqOf(sk) >= known && sets.every((set) => set.has(sk)));
}

/** The matches read, scaled by the share of sequence numbers they were read from. */
function estimate(matches: string[], known: number) {
  const newest = Math.max(...matches.map(seqOf), known, 1);
  const share = Math.max(newest - known, 1) / newest;
  return Math.max(matches.length + 1, Math.round(matches.length / share));
}

const hasWord = (dealWords: readonly string[], word: string, asPrefix: boolean) =>
  forms(word).some((form) => dealWords.some((w) => (asPrefix ? w.startsWith(form) : w === form)));

/** Whether a deal's indexed words (indexWords) hold the query's, as a search would find it. */
export function matchesWords(query: ParsedQuery, dealWords: readonly string[]) {
  return (
    query.exact.every((word) => hasWord(dealWords, word, false)) &&
    hasWord(dealWords, query.last, query.last.length >= PREFIX_LENGTH)
  );
}

/** Whether words (a term item's title words) hold a query group's, as its filter does. */
const groupMatches = (group: ReturnType<typeof queryGroups>[number], dealWords: readonly string[]) =>
  group.exact.every((word) => hasWord(dealWords, word, false)) &&
  (!group.last || hasWord(dealWords, group.last, group.last.length >= PREFIX_LENGTH));

/** Whether the query holds a word that is not a stop word (what an alert needs to ever match). */
export const hasTerms = (query: ParsedQuery) => [...query.exact, query.last].some((word) => !isStopWord(word));
