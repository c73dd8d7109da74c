/**
 * Every count the product keeps, reconciled against the items it counts: what `npm run
 * bench:soak` checks after its run and what tests/integration/soak.test.ts checks after its own.
 * It reads the table directly (a check, not a request path), with the product's key builders
 * (shared/table.ts), and says what drifted and what was left behind:
 *
 * - each deal: `upvotes`, `downvotes`, `trustedUpvotes`, `trustedDownvotes` against its vote
 *   items, `commentsCount` against its visible comments, its Hot entry (HSK) against its votes;
 * - each deal's comment counter (DEAL#<id> / COMMENTS and its chunk items): `total` and the
 *   block counts against the visible comments, `hidden` against the hidden ones (`hiddenReplies`
 *   against the hidden replies), `saves`
 *   against the deal's save items;
 * - each comment: `likes` and `trustedLikes` against its like items (CLIKE#<comment>#<member>);
 *   each first-level comment's `repliesCount` against its visible replies (REPLY#<thread>#<n>); a
 *   deleted one (« Commentaire supprimé ») counts in its counter's blocks, not in `commentsCount`
 *   nor its author's stats, and has replies;
 * - each deal's placement items (LISTS#TYPE, LISTS#MERCHANT: the lists of its type and merchant)
 *   against the keys its state gives them (functions/data/deals/list-rank.ts placementKeys);
 * - each merchant read (MERCHANT#<slug>): `followers` against its FOLLOW# items, its DEAL# entries
 *   against the deals naming it (each deal of it read has its entry, each entry a deal of it);
 * - each deal list (DEALLIST#<name> / COUNT and its chunk items, functions/data/table/list-counts.ts):
 *   `total` and `b<n>` against every deal in it (by its own item or its placement item), `live` and `l<n>` against its active deals,
 *   `h<n>` against their hot buckets; every count on the chunk item that holds its key, with the
 *   chunk's sums (`n<prefix>`) right and no count left on the head;
 * - each member's stats (MEMBER#<id> / STATS): the five counts against the deals, comments and
 *   votes, `reputation` against what was granted outside the product plus the vote items'
 *   recorded `points` on their deals, their HOT# award markers' `points` and admins' penalties
 *   (queue rows marked `penalized`), `hotDeals` against the markers; a deal that has earned its
 *   Hot points (visible, Hot, HOT_TRUSTED_UPVOTES trusted upvotes) has its marker;
 * - each member's saved list (MEMBER#<id> / SAVES and chunks) against their SAVE# items, each of
 *   which matches the deal's side of the save (and a save `away` has no member side);
 * - each report queue row (REPORTS#<type>#<id> / SUMMARY): `reportsCount`,
 *   `trustedReportsCount`, `reasons` and `reporters` against the report items of its round, its
 *   status against its queue index, `hiddenAt` against its target's; REPORTS / COUNT's `open`
 *   and `closed` against the rows;
 * - orphans: votes, comments, saves, likes, comment counters and chunks of a deal that is gone,
 *   likes of a comment that is gone; member
 *   pointers and saved items to a deal gone or hidden; report items without their row. (Reports
 *   and HOT# markers of a deleted deal are kept on purpose: the queue's history, the points.)
 *
 * Points a deleted deal's votes gave are kept (docs/api.md#reputation-and-trust) but no longer
 * readable: the reputation check holds when the deals deleted had no trusted vote, as the soak
 * arranges.
 *
 * Key parsers: the builders' prefixes below (`keys.deal('')`…) stand in for the parsers beside
 * the builders; the chunk items' sort keys (private to ordered-list.ts) are located through its
 * own `splitCounts`.
 */
import { type DynamoDBDocumentClient, GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_REASONS } from '@shared/api-types';
import { isHot, temperatureOf } from '@shared/deal-rules';
import { REPORTERS_LISTED } from '@shared/limits';
import { HOT_TRUSTED_UPVOTES, REPUTATION_POINTS } from '@shared/reputation';
import {
  type DealList,
  TABLE,
  dealIdOf,
  commentLikeOf,
  dealListOf,
  LIST_HOLDERS,
  type ListHolder,
  listsOfDeal,
  merchantFollowerOf,
  hiddenReplyKeyOf,
  replyKeyOf,
  keys,
  memberIdOf,
  saverOf,
  savedSeqKeyOf,
  userIdOf,
} from '@shared/table';
import { type Placeable, heatsAt, hotBucketOf, placementKeys } from '@functions/data/deals/list-rank';
import { BLOCK, type ListOrder, seqKey, splitCounts } from '@functions/data/table/list-counts';

export type Item = Record<string, unknown>;

/** What a check covers when the table holds others' data too (a shared test stack). */
export interface Scope {
  /** Deals whose partitions were read whole (deleted ones too: what is left of them is an orphan). */
  deals: Set<string>;
  /** Members whose MEMBER# partitions were read whole. */
  members: Set<string>;
  /** Lists whose counters and index entries were read whole. */
  lists: Set<string>;
  /** Merchants whose MERCHANT# partitions were read whole. */
  merchants?: Set<string>;
}

export interface ReconcileOptions {
  /** Reputation written outside the product (tests/support/standing.ts), by member. */
  granted?: ReadonlyMap<string, number>;
  /** Absent: everything in the items is checked (a table nobody else writes), the queue's totals too. */
  scope?: Scope;
}

export interface Reconciliation {
  drift: string[];
  orphans: string[];
  totals: Record<string, number>;
}

// Key prefixes from the builders (local parsers until shared/table.ts has its own).
const REPORT_PKS = (['deal', 'comment'] as const).map((type) => [type, keys.reportSummary(type, '').PK] as const);
const SK = {
  deal: keys.deal('').SK,
  vote: keys.vote('', '').SK,
  comment: keys.commentPrefix('').SK,
  hiddenComment: keys.hiddenComment('', '').SK,
  commentCount: keys.commentCount('').SK,
  saveOfDeal: keys.saveOfDeal('', '').SK,
  profile: keys.user('').SK,
  stats: keys.userStats('').SK,
  savedCount: keys.savedCount('').SK,
  savedDeal: keys.savedDeal('', '').SK,
  pointer: keys.userDealPrefix('').SK,
  hotAward: keys.hotAward('', '').SK,
  listCount: keys.dealListCount('').SK,
  summary: keys.reportSummary('', '').SK,
  report: keys.report('', '', '').SK,
};
const after = (prefix: string, value: string) => (value.startsWith(prefix) ? value.slice(prefix.length) : undefined);
/** Chunk items of a head: `<head SK>#S…` (block counts), and `#H…` (hot buckets) beside a list's head. */
const isChunkOf = (headSk: string, sk: string) => sk.startsWith(`${headSk}#S`) || sk.startsWith('#H');
const KEY_COUNT = /^([a-z])(\d+)$/;
const SUM = /^n[a-z]$/;

const num = (v: unknown) => Number(v ?? 0);
const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};
const bump = <K>(counts: Map<K, number>, n: K) => counts.set(n, (counts.get(n) ?? 0) + 1);

/** A counter: its head item and chunk items, as read from one partition. */
interface Counter {
  pk: string;
  /** The head's sort key (where the head is missing, where it should be). */
  sk: string;
  head?: Item;
  chunks: Item[];
}

/**
 * The key counts of a counter (prefix → key number → count), checking on the way that each
 * count sits on the chunk item the product writes it to, that each chunk's sums match its
 * counts and that the head holds none.
 */
function countsOf(label: string, counter: Counter, order: ListOrder, drift: string[]) {
  const counts = new Map<string, Map<number, number>>();
  const headKey = { PK: counter.pk, SK: counter.sk };
  for (const attr of Object.keys(counter.head ?? {}))
    if (KEY_COUNT.test(attr)) drift.push(`${label}: count ${attr} still on the head, where pages no longer read it`);
  for (const chunk of counter.chunks) {
    const sums = new Map<string, number>();
    for (const [attr, value] of Object.entries(chunk)) {
      const match = KEY_COUNT.exec(attr);
      if (!match) continue;
      const [, prefix, n] = match;
      const home = splitCounts({ PK: counter.pk, SK: headKey.SK }, { [attr]: 1 }, order).chunkOps[0]?.Update?.Key;
      if (home?.SK !== chunk.SK) drift.push(`${label}: ${attr} on chunk ${String(chunk.SK)}, read from ${home?.SK}`);
      const byKey = counts.get(prefix) ?? new Map<number, number>();
      counts.set(prefix, byKey);
      byKey.set(Number(n), (byKey.get(Number(n)) ?? 0) + num(value));
      sums.set(prefix, (sums.get(prefix) ?? 0) + num(value));
    }
    for (const attr of Object.keys(chunk).filter((a) => SUM.test(a))) {
      const prefix = attr.slice(1);
      if (num(chunk[attr]) !== (sums.get(prefix) ?? 0))
        drift.push(
          `${label}: chunk ${String(chunk.SK)} ${attr} ${num(chunk[attr])} vs ${sums.get(prefix) ?? 0} counted`,
        );
    }
    for (const [prefix, sum] of sums)
      if (!(`n${prefix}` in chunk) && sum)
        drift.push(`${label}: chunk ${String(chunk.SK)} has ${prefix} counts without n${prefix}`);
  }
  return counts;
}

/** Compares stored key counts of one prefix (and a total, when named) with the counts from the items. */
function compare(
  label: string,
  stored: Map<number, number> | undefined,
  expected: Map<number, number>,
  drift: string[],
  prefix: string,
  total?: { attr: string; value: number },
) {
  const want = [...expected.values()].reduce((a, b) => a + b, 0);
  if (total && total.value !== want) drift.push(`${label} ${total.attr}: ${total.value} vs ${want} items`);
  for (const n of [...new Set([...(stored?.keys() ?? []), ...expected.keys()])].sort((a, b) => a - b)) {
    const has = stored?.get(n) ?? 0;
    const counted = expected.get(n) ?? 0;
    if (has !== counted) drift.push(`${label} ${prefix}${n}: ${has} vs ${counted} items`);
  }
}

/** Reconciles every count found in `items` (one consistent picture of the table, or of a scope of it). */
export function reconcile(items: Item[], options: ReconcileOptions = {}): Reconciliation {
  const { scope, granted = new Map<string, number>() } = options;
  const drift: string[] = [];
  const orphans: string[] = [];

  const deals = new Map<string, Item>();
  const placements = new Map<string, Item[]>();
  const merchants = new Map<string, Item>();
  const merchantDeals = new Map<string, Item[]>();
  const merchantFollows = new Map<string, Item[]>();
  const votes = new Map<string, Item[]>();
  const comments = new Map<string, Item[]>();
  const hiddenComments = new Map<string, Item[]>();
  const replies = new Map<string, Item[]>();
  const hiddenReplies = new Map<string, Item[]>();
  /** Like items by comment id. */
  const likes = new Map<string, Item[]>();
  const commentCounters = new Map<string, Counter>();
  const saves = new Map<string, Item[]>();
  const profiles = new Set<string>();
  const stats = new Map<string, Item>();
  const savedCounters = new Map<string, Counter>();
  const savedItems = new Map<string, Item[]>();
  const pointers = new Map<string, Item[]>();
  const awards = new Map<string, Item[]>();
  const listCounters = new Map<string, Counter>();
  const summaries = new Map<string, Item>();
  const reports = new Map<string, Item[]>();
  let reportCount: Item | undefined;

  const counterIn = (map: Map<string, Counter>, id: string, pk: string, sk: string) => {
    let counter = map.get(id);
    if (!counter) map.set(id, (counter = { pk, sk, chunks: [] }));
    return counter;
  };

  for (const item of items) {
    const pk = String(item.PK);
    const sk = String(item.SK);
    let id: string | undefined;
    if ((id = dealIdOf(pk)) !== undefined) {
      if (sk === SK.deal) deals.set(id, item);
      else if (sk.startsWith(SK.vote)) push(votes, id, item);
      else if (sk.startsWith(SK.comment)) push(comments, id, item);
      else if (sk.startsWith(SK.hiddenComment)) push(hiddenComments, id, item);
      else if (replyKeyOf(sk)) push(replies, id, item);
      else if (hiddenReplyKeyOf(sk)) push(hiddenReplies, id, item);
      else if (sk === SK.commentCount) counterIn(commentCounters, id, pk, SK.commentCount).head = item;
      else if (isChunkOf(SK.commentCount, sk)) counterIn(commentCounters, id, pk, SK.commentCount).chunks.push(item);
      else if (sk.startsWith(SK.saveOfDeal)) push(saves, id, item);
      else if (commentLikeOf(sk)) push(likes, commentLikeOf(sk)!.commentId, item);
      else if ((LIST_HOLDERS as readonly string[]).includes(sk)) push(placements, id, item);
    } else if (pk.startsWith(keys.merchant('').PK)) {
      const slug = pk.slice(keys.merchant('').PK.length);
      if (sk === keys.merchant('').SK) merchants.set(slug, item);
      else if (sk.startsWith(keys.merchantDealPrefix('').SK)) push(merchantDeals, slug, item);
      else if (merchantFollowerOf(sk)) push(merchantFollows, slug, item);
    } else if ((id = userIdOf(pk)) !== undefined) {
      if (sk === SK.profile) profiles.add(id);
    } else if ((id = memberIdOf(pk)) !== undefined) {
      if (sk === SK.stats) stats.set(id, item);
      else if (sk === SK.savedCount) counterIn(savedCounters, id, pk, SK.savedCount).head = item;
      else if (isChunkOf(SK.savedCount, sk)) counterIn(savedCounters, id, pk, SK.savedCount).chunks.push(item);
      else if (sk.startsWith(SK.savedDeal)) push(savedItems, id, item);
      else if (sk.startsWith(SK.pointer)) push(pointers, id, item);
      else if (sk.startsWith(SK.hotAward)) push(awards, id, item);
    } else if ((id = dealListOf(pk)) !== undefined) {
      if (sk === SK.listCount) counterIn(listCounters, id, pk, SK.listCount).head = item;
      else if (isChunkOf(SK.listCount, sk)) counterIn(listCounters, id, pk, SK.listCount).chunks.push(item);
    } else if (pk === keys.reportCount().PK && sk === keys.reportCount().SK) {
      reportCount = item;
    } else {
      for (const [, prefix] of REPORT_PKS) {
        if (!pk.startsWith(prefix)) continue;
        if (sk === SK.summary) summaries.set(pk, item);
        else if (sk.startsWith(SK.report)) push(reports, pk, item);
      }
    }
  }

  const dealInScope = (id: string) => !scope || scope.deals.has(id);
  const memberInScope = (id: string) => !scope || scope.members.has(id);
  const listInScope = (name: string) => !scope || scope.lists.has(name);
  const isDeleting = (deal: Item) => deal.state !== undefined;
  const isVisible = (deal: Item) => !deal.hiddenAt && !isDeleting(deal);

  // --- What the members' stats should say, from the deal partitions read.
  type Expected = Record<
    'dealsPosted' | 'commentsWritten' | 'votesCast' | 'upvotesReceived' | 'downvotesReceived',
    number
  >;
  const expected = new Map<string, Expected & { reputation: number; hotDeals: number }>();
  const want = (userId: string) => {
    let e = expected.get(userId);
    if (!e) {
      e = {
        dealsPosted: 0,
        commentsWritten: 0,
        votesCast: 0,
        upvotesReceived: 0,
        downvotesReceived: 0,
        reputation: granted.get(userId) ?? 0,
        hotDeals: 0,
      };
      expected.set(userId, e);
    }
    return e;
  };
  const dealIds = new Set([
    ...deals.keys(),
    ...votes.keys(),
    ...comments.keys(),
    ...hiddenComments.keys(),
    ...replies.keys(),
    ...hiddenReplies.keys(),
    ...commentCounters.keys(),
    ...saves.keys(),
  ]);
  for (const dealId of dealIds) {
    if (!dealInScope(dealId)) continue;
    const deal = deals.get(dealId);
    const author = deal ? String(deal.author) : undefined;
    for (const v of votes.get(dealId) ?? []) {
      want(String(v.userId)).votesCast++;
      if (author) {
        want(author)[v.isPositive === true ? 'upvotesReceived' : 'downvotesReceived']++;
        want(author).reputation += num(v.points);
      }
    }
    const written = [comments, hiddenComments, replies, hiddenReplies].flatMap((m) => m.get(dealId) ?? []);
    for (const c of written) if (!c.deletedAt) want(String(c.author)).commentsWritten++;
    if (deal && isVisible(deal)) want(String(deal.author)).dealsPosted++;
  }
  for (const [userId, markers] of awards) {
    want(userId).hotDeals += markers.length;
    for (const m of markers) want(userId).reputation += num(m.points);
  }
  for (const row of summaries.values())
    if (row.penalized === true) want(String(row.authorId)).reputation += REPUTATION_POINTS.hiddenByModerator;

  // --- Deals and what hangs off them.
  const listDeals = new Map<string, Item[]>();
  /**
   * The deal in each of its lists, from the item holding that list's keys (its own, or a
   * placement item with its sequence number); a placement item out of line with the deal's
   * state is drift.
   */
  const placeInLists = (dealId: string, deal: Item, checked: boolean) => {
    const held = placements.get(dealId) ?? [];
    for (const holder of LIST_HOLDERS) {
      const item = holder === 'DEAL' ? deal : held.find((p) => p.SK === holder);
      if (checked && holder !== 'DEAL' && !isDeleting(deal)) {
        const want = placementKeys(deal as unknown as Placeable, holder as ListHolder);
        const has = Object.fromEntries(
          Object.keys(item ?? {})
            .filter((k) => /^(GSI\d+(PK|SK)|LSK|HSK)$/.test(k))
            .map((k) => [k, item![k]]),
        );
        if (JSON.stringify(Object.entries(want).sort()) !== JSON.stringify(Object.entries(has).sort()))
          drift.push(`deal ${dealId} ${holder}: ${JSON.stringify(has)} vs ${JSON.stringify(want)}`);
      }
      if (!item) continue;
      for (const list of listsOfDeal(deal as unknown as Placeable))
        if (list.holder === holder && item[list.pk] === list.value)
          push(listDeals, list.name, { ...item, seq: deal.seq });
    }
  };
  const commentsById = new Map<string, Item>();
  for (const dealId of dealIds) {
    const deal = deals.get(dealId);
    const dv = votes.get(dealId) ?? [];
    const dc = comments.get(dealId) ?? [];
    const dh = hiddenComments.get(dealId) ?? [];
    const dr = replies.get(dealId) ?? [];
    const dhr = hiddenReplies.get(dealId) ?? [];
    const ds = saves.get(dealId) ?? [];
    const counter = commentCounters.get(dealId);
    for (const c of [...dc, ...dh, ...dr, ...dhr]) commentsById.set(String(c.id), c);
    if (!deal) {
      if (dv.length) orphans.push(`${dv.length} vote item(s) of missing deal ${dealId}`);
      const written = dc.length + dh.length + dr.length + dhr.length;
      if (written) orphans.push(`${written} comment or reply item(s) of missing deal ${dealId}`);
      if (ds.length) orphans.push(`${ds.length} save item(s) of missing deal ${dealId}`);
      if (counter?.head) orphans.push(`comment counter of missing deal ${dealId}`);
      if (counter?.chunks.length)
        orphans.push(`${counter.chunks.length} comment count chunk(s) of missing deal ${dealId}`);
      continue;
    }
    if (!dealInScope(dealId)) {
      // Another writer's deal read for its list's sake: only its place in the lists counts here.
      placeInLists(dealId, deal, false);
      continue;
    }
    const label = `deal ${dealId}`;
    // Threads: each first-level comment (visible or hidden) against its visible replies.
    const threadSize = new Map<string, number>();
    for (const r of dr) bump(threadSize, String(r.parentId));
    for (const c of [...dc, ...dh]) {
      const counted = threadSize.get(String(c.id)) ?? 0;
      if (num(c.repliesCount) !== counted)
        drift.push(`comment ${String(c.id)} repliesCount: ${num(c.repliesCount)} vs ${counted} replies`);
      if (c.deletedAt && num(c.repliesCount) === 0 && !dhr.some((r) => r.parentId === c.id))
        drift.push(`comment ${String(c.id)}: deleted with no reply left, still there`);
    }
    const heads = new Set([...dc, ...dh].map((c) => String(c.id)));
    for (const r of [...dr, ...dhr])
      if (!heads.has(String(r.parentId)))
        orphans.push(`reply ${String(r.id)} of missing comment ${String(r.parentId)}`);
    const up = dv.filter((v) => v.isPositive === true);
    const down = dv.filter((v) => v.isPositive !== true);
    const counts: [string, number][] = [
      ['upvotes', up.length],
      ['downvotes', down.length],
      ['trustedUpvotes', up.filter((v) => v.trusted === true).length],
      ['trustedDownvotes', down.filter((v) => v.trusted === true).length],
      ['commentsCount', dc.filter((c) => !c.deletedAt).length + dr.length],
    ];
    for (const [attr, counted] of counts)
      if (num(deal[attr]) !== counted) drift.push(`${label} ${attr}: ${num(deal[attr])} vs ${counted} items`);

    if (!counter?.head) drift.push(`${label}: no comment counter`);
    else {
      const head = counter.head;
      const byBlock = new Map<number, number>();
      for (const c of dc) bump(byBlock, Math.floor(num(c.seq) / BLOCK));
      const stored = countsOf(`${label} comment counter`, counter, 'oldest', drift);
      compare(`${label} comment counter`, stored.get('b'), byBlock, drift, 'b', {
        attr: 'total',
        value: num(head.total),
      });
      if (num(head.hidden) !== dh.length)
        drift.push(`${label} hidden comments: ${num(head.hidden)} vs ${dh.length} items`);
      if (num(head.hiddenReplies) !== dhr.length)
        drift.push(`${label} hidden replies: ${num(head.hiddenReplies)} vs ${dhr.length} items`);
      if (num(head.saves) !== ds.length) drift.push(`${label} saves: ${num(head.saves)} vs ${ds.length} save items`);
      if (!!head.hiddenAt !== !!deal.hiddenAt && !isDeleting(deal))
        drift.push(`${label}: comment counter hiddenAt ${String(head.hiddenAt)} vs deal ${String(deal.hiddenAt)}`);
    }

    const net = up.length - down.length;
    // Active deals are in the Hot order exactly while their votes make them hot.
    if (typeof deal.LSK === 'string' && (typeof deal.HSK === 'string') !== heatsAt(net))
      drift.push(`${label} Hot entry ${String(deal.HSK)} vs net votes ${net}`);
    placeInLists(dealId, deal, true);

    const author = String(deal.author);
    if (memberInScope(author)) {
      const pointer = (pointers.get(author) ?? []).find(
        (p) => p.SK === keys.userDeal(author, seqKey(num(deal.seq))).SK,
      );
      if (isVisible(deal) && pointer?.dealId !== dealId) drift.push(`${label}: no pointer from its author`);
      const earned =
        isVisible(deal) &&
        isHot(temperatureOf(up.length, down.length)) &&
        num(deal.trustedUpvotes) >= HOT_TRUSTED_UPVOTES;
      const marker = (awards.get(author) ?? []).some((a) => a.SK === keys.hotAward(author, dealId).SK);
      if (earned && !marker) drift.push(`${label}: Hot with ${num(deal.trustedUpvotes)} trusted upvotes, no award`);
    }
  }

  // --- Comment likes.
  for (const [commentId, given] of likes) {
    const comment = commentsById.get(commentId);
    if (!comment) {
      orphans.push(`${given.length} like item(s) of missing comment ${commentId}`);
      continue;
    }
    if (!dealInScope(String(comment.dealId))) continue;
    const trusted = given.filter((like) => like.trusted === true).length;
    if (num(comment.likes) !== given.length)
      drift.push(`comment ${commentId} likes: ${num(comment.likes)} vs ${given.length} items`);
    if (num(comment.trustedLikes) !== trusted)
      drift.push(`comment ${commentId} trustedLikes: ${num(comment.trustedLikes)} vs ${trusted} trusted items`);
  }
  for (const [commentId, comment] of commentsById)
    if (!likes.has(commentId) && (num(comment.likes) || num(comment.trustedLikes)))
      drift.push(`comment ${commentId} likes: ${num(comment.likes)} vs 0 items`);

  // --- Members: stats, pointers, awards, saved lists.
  const members = scope
    ? [...scope.members]
    : [...new Set([...profiles, ...stats.keys(), ...expected.keys(), ...savedCounters.keys(), ...pointers.keys()])];
  for (const userId of members) {
    const stored = stats.get(userId) ?? {};
    const e = want(userId);
    for (const field of Object.keys(e) as (keyof typeof e)[])
      if (num(stored[field]) !== e[field])
        drift.push(`member ${userId} ${field}: ${num(stored[field])} vs ${e[field]}`);
    for (const p of pointers.get(userId) ?? []) {
      const deal = deals.get(String(p.dealId));
      if (!deal || !isVisible(deal))
        orphans.push(`member pointer ${String(p.PK)}/${String(p.SK)} to deal ${String(p.dealId)} gone or hidden`);
      else if (String(deal.author) !== userId || p.SK !== keys.userDeal(userId, seqKey(num(deal.seq))).SK)
        drift.push(`member pointer ${String(p.PK)}/${String(p.SK)} does not match deal ${String(p.dealId)}`);
    }
    for (const a of awards.get(userId) ?? []) {
      const deal = deals.get(String(a.dealId));
      if (deal && String(deal.author) !== userId) drift.push(`award ${String(a.SK)} of ${userId} on another's deal`);
    }
    const saved = savedItems.get(userId) ?? [];
    const byBlock = new Map<number, number>();
    for (const item of saved) {
      const seq = Number(savedSeqKeyOf(item.SK));
      bump(byBlock, Math.floor(seq / BLOCK));
      const dealId = String(item.dealId);
      const side = (saves.get(dealId) ?? []).find((s) => s.SK === keys.saveOfDeal(dealId, userId).SK);
      if (!deals.has(dealId))
        orphans.push(`saved item ${String(item.PK)}/${String(item.SK)} of missing deal ${dealId}`);
      else if (!side || num(side.seq) !== seq || side.away)
        drift.push(`saved item ${String(item.PK)}/${String(item.SK)} without its deal's side`);
    }
    const counter = savedCounters.get(userId);
    if (counter || saved.length) {
      const label = `member ${userId} saved list`;
      const storedCounts = countsOf(
        label,
        counter ?? { pk: keys.savedCount(userId).PK, sk: SK.savedCount, chunks: [] },
        'newest',
        drift,
      );
      compare(label, storedCounts.get('b'), byBlock, drift, 'b', { attr: 'total', value: num(counter?.head?.total) });
    }
  }
  // The deal's side of each save has the member's side, unless it is away (its deal hidden).
  for (const [dealId, list] of saves) {
    if (!deals.has(dealId) || !dealInScope(dealId)) continue;
    for (const save of list) {
      const userId = String(saverOf(save.SK));
      if (!memberInScope(userId)) continue;
      const mine = (savedItems.get(userId) ?? []).find(
        (s) => s.SK === keys.savedDeal(userId, seqKey(num(save.seq))).SK,
      );
      if (!save.away && mine?.dealId !== dealId) drift.push(`save ${dealId} of ${userId} missing from their list`);
      if (save.away && !deals.get(dealId)?.hiddenAt)
        drift.push(`save ${dealId} of ${userId} away, its deal not hidden`);
    }
  }

  // --- Merchants: followers, and their lists of deals against the deals naming them.
  for (const [slug, merchant] of merchants) {
    const follows = merchantFollows.get(slug) ?? [];
    if (num(merchant.followers) !== follows.length)
      drift.push(`merchant ${slug} followers: ${num(merchant.followers)} vs ${follows.length} follow items`);
    const entries = merchantDeals.get(slug) ?? [];
    for (const entry of entries) {
      const deal = deals.get(String(entry.dealId));
      if (deal && dealInScope(String(entry.dealId)) && deal.merchantSlug !== slug)
        drift.push(`merchant ${slug} lists deal ${String(entry.dealId)} of ${String(deal.merchantSlug)}`);
      if (!deal && dealInScope(String(entry.dealId)))
        orphans.push(`merchant ${slug} entry of missing deal ${String(entry.dealId)}`);
    }
    for (const [dealId, deal] of deals)
      if (dealInScope(dealId) && deal.merchantSlug === slug && !entries.some((e) => e.dealId === dealId))
        drift.push(`merchant ${slug}: no entry for its deal ${dealId}`);
  }

  // --- Deal lists.
  const listNames = scope ? [...scope.lists] : [...new Set([...listCounters.keys(), ...listDeals.keys()])];
  for (const name of listNames) {
    if (!listInScope(name)) continue;
    const label = `list ${name}`;
    const counter = listCounters.get(name) ?? { pk: keys.dealListCount(name).PK, sk: SK.listCount, chunks: [] };
    const stored = countsOf(label, counter, 'newest', drift);
    const all = new Map<number, number>();
    const live = new Map<number, number>();
    const hot = new Map<number, number>();
    for (const deal of listDeals.get(name) ?? []) {
      bump(all, Math.floor(num(deal.seq) / BLOCK));
      if (typeof deal.LSK === 'string') bump(live, Math.floor(num(deal.seq) / BLOCK));
      if (typeof deal.HSK === 'string') bump(hot, hotBucketOf(deal.HSK));
    }
    compare(label, stored.get('b'), all, drift, 'b', { attr: 'total', value: num(counter.head?.total) });
    compare(label, stored.get('l'), live, drift, 'l', { attr: 'live', value: num(counter.head?.live) });
    compare(label, stored.get('h'), hot, drift, 'h', { attr: 'hot', value: num(counter.head?.hot) });
  }

  // --- Report queue rows.
  const status = { open: 0, closed: 0 };
  for (const [pk, row] of summaries) {
    const label = `report row ${pk}`;
    const round = (reports.get(pk) ?? []).filter((r) => num(r.round) === num(row.round));
    const trusted = round.filter((r) => r.trusted === true);
    if (num(row.reportsCount) !== round.length)
      drift.push(
        `${label} reportsCount: ${num(row.reportsCount)} vs ${round.length} reports of round ${num(row.round)}`,
      );
    if (num(row.trustedReportsCount) !== trusted.length)
      drift.push(`${label} trustedReportsCount: ${num(row.trustedReportsCount)} vs ${trusted.length} reports`);
    const reasons = (row.reasons ?? {}) as Item;
    for (const reason of REPORT_REASONS) {
      const counted = round.filter((r) => r.reason === reason).length;
      if (num(reasons[reason]) !== counted)
        drift.push(`${label} reasons.${reason}: ${num(reasons[reason])} vs ${counted}`);
    }
    const listed = Object.keys((row.reporters ?? {}) as Item);
    const byId = new Set(round.map((r) => String(after(SK.report, String(r.SK)))));
    const trustedIds = trusted.map((r) => String(after(SK.report, String(r.SK))));
    if (listed.some((id) => !byId.has(id))) drift.push(`${label}: lists a reporter with no report this round`);
    if (trustedIds.some((id) => !listed.includes(id))) drift.push(`${label}: a trusted reporter not listed`);
    if (listed.length < Math.min(round.length, REPORTERS_LISTED))
      drift.push(`${label}: ${listed.length} reporters listed of ${round.length}`);
    if (row.status !== 'open' && row.status !== 'closed') drift.push(`${label}: status ${String(row.status)}`);
    else {
      status[row.status]++;
      if (row.GSI1PK !== keys.reportQueue(row.status).GSI1PK)
        drift.push(`${label}: status ${row.status} but queued under ${String(row.GSI1PK)}`);
    }
    const target = row.targetType === 'deal' ? deals.get(String(row.targetId)) : commentsById.get(String(row.targetId));
    if (target && dealInScope(String(row.dealId)) && !!target.hiddenAt !== !!row.hiddenAt)
      drift.push(`${label}: hiddenAt ${String(row.hiddenAt)} vs its target's ${String(target.hiddenAt)}`);
  }
  for (const [pk, list] of reports)
    if (!summaries.has(pk)) orphans.push(`${list.length} report item(s) of ${pk} without its queue row`);
  if (!scope) {
    for (const s of ['open', 'closed'] as const)
      if (num(reportCount?.[s]) !== status[s])
        drift.push(`report queue ${s}: ${num(reportCount?.[s])} vs ${status[s]} rows`);
  }

  const sum = (map: Map<string, Item[]>) => [...map.values()].reduce((a, v) => a + v.length, 0);
  const totals = {
    deals: deals.size,
    hidden: [...deals.values()].filter((d) => d.hiddenAt).length,
    votes: sum(votes),
    trustedVotes: [...votes.values()].flat().filter((v) => v.trusted === true).length,
    comments: sum(comments) + sum(hiddenComments),
    saves: sum(saves),
    members: members.length,
    lists: listNames.filter(listInScope).length,
    reportRows: summaries.size,
    reports: sum(reports),
    hotAwards: sum(awards),
  };
  return { drift, orphans, totals };
}

// ---------------------------------------------------------------------------------------------
// Reading the table

/** Every item of the table (one Scan: a check on a table nobody else writes, not a request path). */
export async function scanTable(db: DynamoDBDocumentClient, tableName: string = TABLE.defaultName): Promise<Item[]> {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new ScanCommand({ TableName: tableName, ExclusiveStartKey: start, ConsistentRead: true }),
    );
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

async function queryAll(db: DynamoDBDocumentClient, input: ConstructorParameters<typeof QueryCommand>[0]) {
  const items: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Runs `work` on each value, a few at a time. */
async function eachLimited<T>(values: T[], work: (value: T) => Promise<void>, width = 8) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, values.length) }, async () => {
      while (next < values.length) await work(values[next++]);
    }),
  );
}

/** What a scoped read covers: the partitions of these deals, members and report targets, and these lists. */
export interface ScopeInput {
  deals: Iterable<string>;
  members: Iterable<string>;
  lists: DealList[];
  reportTargets: Iterable<{ type: 'deal' | 'comment'; id: string }>;
  /** Merchants (slugs) whose partitions are read whole. */
  merchants?: Iterable<string>;
}

/**
 * The items of a scope, read by partition (consistent Queries) on a table others write too: the
 * deals' and members' partitions, the lists' counters and every deal their indexes hold (another
 * writer's deal item alone), the report targets' partitions. Returns the items and the Scope
 * that `reconcile` checks.
 */
export async function readScope(
  db: DynamoDBDocumentClient,
  input: ScopeInput,
  tableName: string = TABLE.defaultName,
): Promise<{ items: Item[]; scope: Scope }> {
  const scope: Scope = {
    deals: new Set(input.deals),
    members: new Set(input.members),
    lists: new Set(input.lists.map((l) => l.name)),
    merchants: new Set(input.merchants ?? []),
  };
  const items: Item[] = [];
  const partition = async (pk: string) => {
    items.push(
      ...(await queryAll(db, {
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ConsistentRead: true,
      })),
    );
  };
  const foreign = new Set<string>();
  await eachLimited(input.lists, async (list) => {
    await partition(keys.dealListCount(list.name).PK);
    const entries = await queryAll(db, {
      TableName: tableName,
      IndexName: list.index,
      KeyConditionExpression: '#pk = :v',
      ExpressionAttributeNames: { '#pk': list.pk },
      ExpressionAttributeValues: { ':v': list.value },
      ProjectionExpression: 'PK',
    });
    for (const e of entries) {
      const id = dealIdOf(e.PK);
      if (id !== undefined && !scope.deals.has(id)) foreign.add(id);
    }
  });
  const pks = [
    ...[...scope.deals].map((id) => keys.deal(id).PK),
    ...[...scope.members].map((id) => keys.userStats(id).PK),
    ...[...new Set([...input.reportTargets].map((t) => keys.reportSummary(t.type, t.id).PK))],
    ...[...scope.merchants!].map((slug) => keys.merchant(slug).PK),
  ];
  await eachLimited(pks, partition);
  // Another writer's deal: the items placing it in lists (its own and its placement items).
  const foreignKeys = [...foreign].flatMap((id) => LIST_HOLDERS.map((holder) => keys.dealPlacement(id, holder)));
  await eachLimited(foreignKeys, async (key) => {
    const out = await db.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
    if (out.Item) items.push(out.Item);
  });
  return { items, scope };
}

/**
 * Reconciles what `read` returns until it holds or `settleMs` has passed: Hot points are given
 * by the events handler, after the vote that earned them; every other count is written with what
 * it counts, and a drift of one stays. Returns the last reconciliation and how many reads it took.
 */
export async function settledReconciliation(
  read: () => Promise<{ items: Item[]; scope?: Scope }>,
  options: Omit<ReconcileOptions, 'scope'> = {},
  settleMs = 15_000,
): Promise<Reconciliation & { reads: number }> {
  const until = Date.now() + settleMs;
  for (let reads = 1; ; reads++) {
    const { items, scope } = await read();
    const result = reconcile(items, { ...options, scope });
    if ((!result.drift.length && !result.orphans.length) || Date.now() >= until) return { ...result, reads };
    await new Promise((r) => setTimeout(r, 1000));
  }
}
