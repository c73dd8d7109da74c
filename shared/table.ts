/**
 * The one DynamoDB table definition (single-table design). CDK and the local stack both
 * create the table from this object; data modules build keys only through `keys` below.
 *
 * The items, their keys and every access pattern (key or index, operation, data-module function)
 * are tabled once, in docs/architecture.md#access-patterns: change it with the keys below.
 *
 * Deal lists and exact page N (functions/data/table/list-counts.ts): a deal's sort key in each of
 * its lists (its own four, its type's four and its merchant's two: listsOfDeal) is its creation
 * sequence number. Each list's head item (DEALLIST#<list> / COUNT) holds
 * only totals, `total` (every deal), `live` (active deals) and `hot` (active hot deals); the page positions live in chunk
 * items beside it (same partition, sort key COUNT#S<chunk>, hot buckets #H<chunk>): per block of
 * 25 sequence numbers the count of deals (`b<n>`) and of active deals (`l<n>`), per hour of
 * heating the count of active hot deals (`h<n>`), 64 counts a chunk with their sum (`nb`, `nl`, `nh`).
 * The transaction that creates, moves or deletes a deal ADDs to the head and to the chunks whose
 * counts change (functions/data/deals/list-rank.ts listCountOps). Page N: one Query reads the
 * head (exact totalElements) and its chunks in reading order, summing, to the chunk holding deal
 * number N*size; its block counts give the block b and the offset r inside it; then Query the
 * list's index from block b's edge with Limit r+size and drop the first r. No item grows with the
 * list, and any page reads at most 24 items more than it shows. Comments (DEAL#<id> / COMMENTS,
 * oldest first, a sequence per deal) and members' saved lists (MEMBER#<id> / SAVES) use the same
 * scheme.
 *
 * Search (functions/data/deals/search-terms.ts): posting lists by prefix. One small term item per
 * distinct 3-letter prefix of the deal's words (title, merchant, city, category, then
 * description; at most 36 prefixes and 80 words, so a deal's writes fit one transaction),
 * holding the deal's words of that prefix and its wilaya and category codes. A query reads the
 * partition of each of its words' prefixes newest first and keeps the deals found in all, as far
 * as its page and 1,000 counted matches need within a read budget: exact totals to 1,000, then
 * estimated.
 *
 * Deleting a deal (functions/data/deals/delete.ts): a small deal goes in one transaction; a
 * large one is first marked `state = deleting` in one write that also takes it out of its
 * lists (its GSI1 key moves to DEALS#DELETING, the other list keys go), search terms, sitemap
 * and pointers, then purged in batches; the daily job finishes purges cut short.
 *
 * Votes: the vote item, the deal's counters, the voter's and author's stats and the rate
 * window change in one TransactWriteItems conditioned on the vote state that was read.
 */
export const TABLE = {
  /** Logical name; the physical name reaches functions through TABLE_NAME. */
  defaultName: 'DzDeals',
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  /** The change stream the events Lambda reads (functions/jobs/table-events.ts): alerts and notifications. */
  stream: 'NEW_AND_OLD_IMAGES',
  globalIndexes: [
    // The four deal lists (all, city, category, both) newest first; GSI4 also holds unattached images.
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
    // The same lists without expired deals, newest first (LSK: set while the deal is active), and
    // in the Hot order (HSK: the heating time, set while active and hot). Keys only: a vote
    // writes none of these eight indexes, unless it takes the deal across the hot threshold.
    { name: 'GSI5', partitionKey: 'GSI1PK', sortKey: 'LSK', projection: 'KEYS_ONLY' },
    { name: 'GSI6', partitionKey: 'GSI2PK', sortKey: 'LSK', projection: 'KEYS_ONLY' },
    { name: 'GSI7', partitionKey: 'GSI3PK', sortKey: 'LSK', projection: 'KEYS_ONLY' },
    { name: 'GSI8', partitionKey: 'GSI4PK', sortKey: 'LSK', projection: 'KEYS_ONLY' },
    { name: 'GSI9', partitionKey: 'GSI1PK', sortKey: 'HSK', projection: 'KEYS_ONLY' },
    { name: 'GSI10', partitionKey: 'GSI2PK', sortKey: 'HSK', projection: 'KEYS_ONLY' },
    { name: 'GSI11', partitionKey: 'GSI3PK', sortKey: 'HSK', projection: 'KEYS_ONLY' },
    { name: 'GSI12', partitionKey: 'GSI4PK', sortKey: 'HSK', projection: 'KEYS_ONLY' },
    // Active deals with an expiry date, soonest first: what the expiry job reads.
    { name: 'GSI13', partitionKey: 'XPK', sortKey: 'XSK', projection: 'KEYS_ONLY' },
  ],
} as const;

/** The value of XPK on every active deal that has an expiry date (GSI13). */
export const EXPIRING = 'EXPIRING';

/** Every key the data modules use, built in one place. */
export const keys = {
  user: (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  emailLock: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'LOCK' }),
  /** Keyed by the username's confusable skeleton (functions/lib/username-skeleton.ts). */
  usernameLock: (skeleton: string) => ({ PK: `USERNAME#${skeleton}`, SK: 'LOCK' }),
  oauthLink: (provider: string, subject: string) => ({ PK: `OAUTH#${provider}#${subject}`, SK: 'LINK' }),
  /** What every provider link's partition key starts with (the one-off identities migration scans for it). */
  oauthLinkPrefix: () => ({ PK: 'OAUTH#', SK: 'LINK' }),
  /** The members' directory admins search by prefix: by lower-case username (then id)... */
  directoryName: (username: string, id: string) => ({ PK: 'USERDIR#NAME', SK: `${username.toLowerCase()}#${id}` }),
  /** ...and by lower-case email. */
  directoryEmail: (email: string) => ({ PK: 'USERDIR#EMAIL', SK: email.trim().toLowerCase() }),
  /** A one-off data migration done (functions/data/table/migrations.ts). */
  migration: (name: string) => ({ PK: 'MIGRATION', SK: name }),
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'TOKEN' }),
  verifyToken: (tokenHash: string) => ({ PK: `VERIFY#${tokenHash}`, SK: 'TOKEN' }),
  /** A pending email change of an account without a password, until the current address confirms it. */
  emailChangeToken: (tokenHash: string) => ({ PK: `EMAILCHANGE#${tokenHash}`, SK: 'TOKEN' }),
  rateWindow: (scope: string, key: string, window: number) => ({ PK: `RATE#${scope}#${key}`, SK: `W#${window}` }),
  deal: (id: string) => ({ PK: `DEAL#${id}`, SK: 'DEAL' }),
  /** A deal found by its link (deals/similar.ts: the hash of the link's normal form), newest first, kept 30 days by `ttl`. */
  dealLink: (linkHash: string, seqKey: string) => ({ PK: `LINK#${linkHash}`, SK: `DEAL#${seqKey}` }),
  dealSeq: () => ({ PK: 'SEQ', SK: 'DEAL' }),
  /** A member's saved deal: the deal's side (which member, under which number)... */
  saveOfDeal: (dealId: string, userId: string) => ({ PK: `DEAL#${dealId}`, SK: `SAVE#${userId}` }),
  /**
   * The item holding a deal's lists beyond its own four (see listsOfDeal): by its type
   * (`LISTS#TYPE`) and by its merchant (`LISTS#MERCHANT`), with the same index keys as the deal.
   */
  dealPlacement: (dealId: string, holder: ListHolder) => ({ PK: `DEAL#${dealId}`, SK: holder }),
  /**
   * A shop (shared/merchants.ts): `{ slug, name, createdAt, followers, domains }`, or an alias
   * merged into another (`mergedInto`, its slug). Its deal counts are its list's head (dealListCount).
   */
  merchant: (slug: string) => ({ PK: `MERCHANT#${slug}`, SK: 'MERCHANT' }),
  /** Every deal of a merchant, hidden ones too, by sequence: what a merge walks. */
  merchantDeal: (slug: string, seqKey: string) => ({ PK: `MERCHANT#${slug}`, SK: `DEAL#${seqKey}` }),
  merchantDealPrefix: (slug: string) => ({ PK: `MERCHANT#${slug}`, SK: 'DEAL#' }),
  /** A member following a merchant: told of its new deals. */
  merchantFollow: (slug: string, userId: string) => ({ PK: `MERCHANT#${slug}`, SK: `FOLLOW#${userId}` }),
  /** The merchant a link domain belongs to (`slug`): the first merchant a deal linked it with, until a merge. */
  merchantDomain: (domain: string) => ({ PK: `MDOMAIN#${domain}`, SK: 'MERCHANT' }),
  /** The merchants the deal form suggests, by slug (prefix Query); aliases leave it when merged. */
  merchantDirectory: (slug: string) => ({ PK: 'MERCHANTS', SK: slug }),
  /** A member following a deal (its author from its creation): told of its comments, heat and expiry. */
  follow: (dealId: string, userId: string) => ({ PK: `DEAL#${dealId}`, SK: `FOLLOW#${userId}` }),
  /** ...and the member's side, newest saved first, with the counter of their saved list. */
  savedDeal: (userId: string, seqKey: string) => ({ PK: `MEMBER#${userId}`, SK: `SAVE#${seqKey}` }),
  savedCount: (userId: string) => ({ PK: `MEMBER#${userId}`, SK: 'SAVES' }),
  /** Counter item of one deal list (see dealLists). */
  dealListCount: (list: string) => ({ PK: `DEALLIST#${list}`, SK: 'COUNT' }),
  /** Sparse index entry of a deal marked `deleting`, while its purge is not finished. */
  deletingDeal: (seqKey: string) => ({ GSI1PK: 'DEALS#DELETING', GSI1SK: seqKey }),
  /** Pointer from a member to one of their deals, newest first. */
  // A member's public side (their deals, their counts) lives apart from USER#, which public
  // routes may not read (PRIVATE_PARTITIONS below).
  userDeal: (userId: string, seqKey: string) => ({ PK: `MEMBER#${userId}`, SK: `DEAL#${seqKey}` }),
  userDealPrefix: (userId: string) => ({ PK: `MEMBER#${userId}`, SK: 'DEAL#' }),
  /**
   * A member's public counters: stats (StatField), `reputation`, `hotDeals`, and each badge earned
   * as `badge_<code>` = the ISO date it was earned (shared/reputation.ts).
   */
  userStats: (userId: string) => ({ PK: `MEMBER#${userId}`, SK: 'STATS' }),
  /** Marks that one of a member's deals earned its Hot points (functions/data/members/hot-awards.ts): once per deal, kept. */
  hotAward: (userId: string, dealId: string) => ({ PK: `MEMBER#${userId}`, SK: `HOT#${dealId}` }),
  /**
   * A member's public name card, found by lower-case username: `{ userId, username, joinedAt }`,
   * plus `suspendedAt` while suspended. Kept by the account transactions (sign-up, rename) and bans.
   */
  memberName: (username: string) => ({ PK: `MEMBERNAME#${username.toLowerCase()}`, SK: 'MEMBER' }),
  vote: (dealId: string, userId: string) => ({ PK: `DEAL#${dealId}`, SK: `VOTE#${userId}` }),
  comment: (dealId: string, seqKey: string) => ({ PK: `DEAL#${dealId}`, SK: `COMMENT#${seqKey}` }),
  commentPrefix: (dealId: string) => ({ PK: `DEAL#${dealId}`, SK: 'COMMENT#' }),
  /** A comment hidden by moderation: out of the COMMENT# range its deal's pages read. */
  hiddenComment: (dealId: string, seqKey: string) => ({ PK: `DEAL#${dealId}`, SK: `HCOMMENT#${seqKey}` }),
  /** A reply, under the first-level comment it belongs to (its thread), numbered in it; `''` for the prefixes. */
  reply: (dealId: string, parentSeqKey: string, seqKey: string) => ({
    PK: `DEAL#${dealId}`,
    SK: `REPLY#${parentSeqKey}#${seqKey}`,
  }),
  /** A reply hidden by moderation: out of its thread's range. */
  hiddenReply: (dealId: string, parentSeqKey: string, seqKey: string) => ({
    PK: `DEAL#${dealId}`,
    SK: `HREPLY#${parentSeqKey}#${seqKey}`,
  }),
  /**
   * Comments posted on a deal in one hour (`n`, kept two days by `ttl`): what `sort=discussed`
   * sums over its window (functions/data/deals/ranked-pages.ts). `hour`: ISO `YYYY-MM-DDTHH`.
   */
  discussion: (hour: string, dealId: string) => ({ PK: `DISCUSSED#${hour.slice(0, 10)}`, SK: `${hour}#${dealId}` }),
  /** Comment counters of a deal: total, next seq, block counts. */
  commentCount: (dealId: string) => ({ PK: `DEAL#${dealId}`, SK: 'COMMENTS' }),
  commentById: (commentId: string) => ({ GSI1PK: `COMMENT#${commentId}`, GSI1SK: 'COMMENT' }),
  /** A member's like of a comment, in its deal's partition (it goes with the deal): `trusted` when given. */
  commentLike: (dealId: string, commentId: string, userId: string) => ({
    PK: `DEAL#${dealId}`,
    SK: `CLIKE#${commentId}#${userId}`,
  }),
  term: (prefix: string, seqKey: string, dealId: string) => ({ PK: `TERM#${prefix}`, SK: `${seqKey}#${dealId}` }),
  termPartition: (prefix: string) => ({ PK: `TERM#${prefix}` }),
  /**
   * A word the search index holds, with its use count (functions/data/deals/search-vocabulary.ts):
   * filed twice, by first letter (`F`) and by last letter (`L`), and by length, so that a
   * misspelt word's candidates are a few small partitions, even with a typo in its first letter.
   */
  vocabulary: (side: 'F' | 'L', letter: string, length: number, word: string) => ({
    PK: `VOCAB#${side}${letter}#${length}`,
    SK: word,
  }),
  vocabularyPartition: (side: 'F' | 'L', letter: string, length: number) => ({
    PK: `VOCAB#${side}${letter}#${length}`,
  }),
  /** A member's report of a deal or a comment: one per member and target. */
  report: (target: string, targetId: string, userId: string) => ({
    PK: `REPORTS#${target}#${targetId}`,
    SK: `BY#${userId}`,
  }),
  /** What the queue shows of a reported target; in GSI1 under REPORTS#<status>, last reported first. */
  reportSummary: (target: string, targetId: string) => ({ PK: `REPORTS#${target}#${targetId}`, SK: 'SUMMARY' }),
  reportQueue: (status: string) => ({ GSI1PK: `REPORTS#${status}` }),
  /** One moderation decision, newest first; AUDIT / COUNT holds the total. */
  auditEntry: (at: string, id: string) => ({ PK: 'AUDIT', SK: `E#${at}#${id}` }),
  auditCount: () => ({ PK: 'AUDIT', SK: 'COUNT' }),
  /** The queue's exact totals: `open` and `closed` targets. */
  reportCount: () => ({ PK: 'REPORTS', SK: 'COUNT' }),
  sitemapChunk: (chunkKey: string) => ({ PK: 'SITEMAP', SK: chunkKey }),
  sitemapPartition: () => ({ PK: 'SITEMAP' }),
  demoSeed: () => ({ PK: 'SEED', SK: 'DEMO' }),
  /** A member's keyword alert, with its mail state; ALERTS#<userId> / COUNT holds how many. */
  alert: (userId: string, alertId: string) => ({ PK: `ALERTS#${userId}`, SK: `ALERT#${alertId}` }),
  alertPrefix: (userId: string) => ({ PK: `ALERTS#${userId}`, SK: 'ALERT#' }),
  alertCount: (userId: string) => ({ PK: `ALERTS#${userId}`, SK: 'COUNT' }),
  /** A member's alert lock by the hash of its normalized words: no two alerts of a member alike. */
  alertLock: (userId: string, lock: string) => ({ PK: `ALERTS#${userId}`, SK: `KEY#${lock}` }),
  /** An alert indexed under the prefix of its longest word: what a new deal's prefixes read. */
  alertTerm: (prefix: string, alertId: string) => ({ PK: `ALERTTERM#${prefix}`, SK: alertId }),
  /** An alert whose grouped mail is due at `dueAt` (the digest job reads those past due). */
  alertDue: (dueAt: string, alertId: string) => ({ PK: 'ALERTDUE', SK: `${dueAt}#${alertId}` }),
  /** A member's notification, newest first (`N#<id>`, the id starting with its time); NOTIFS#<userId> / COUNT holds unread and total. */
  notification: (userId: string, id: string) => ({ PK: `NOTIFS#${userId}`, SK: `N#${id}` }),
  notificationPrefix: (userId: string) => ({ PK: `NOTIFS#${userId}`, SK: 'N#' }),
  notificationCount: (userId: string) => ({ PK: `NOTIFS#${userId}`, SK: 'COUNT' }),
  /** Marks that an expired notification was forgotten by its counter (kept two days): a replay changes nothing. */
  notificationGone: (userId: string, id: string) => ({ PK: `NOTIFS#${userId}`, SK: `GONE#${id}` }),
  /** Marks that a deal's author was told it became hot: once per deal. */
  hotNotice: (userId: string, dealId: string) => ({ PK: `NOTIFS#${userId}`, SK: `HOT#${dealId}` }),
  /**
   * A member's follow digest (functions/data/notifications/follow-digest.ts): `dueAt` while one is
   * due (one at a time), `sentUpTo` (the notification time the last one covered).
   */
  followDigest: (userId: string) => ({ PK: `NOTIFS#${userId}`, SK: 'DIGEST' }),
  /** A member whose follow digest is due at `dueAt` (the digest job reads those past due). */
  followDigestDue: (dueAt: string, userId: string) => ({ PK: 'DIGESTDUE', SK: `${dueAt}#${userId}` }),
  image: (file: string) => ({ PK: `IMAGE#${file}`, SK: 'IMAGE' }),
  imageStats: () => ({ PK: 'IMAGES', SK: 'STATS' }),
  /** Sparse index entry, present only while no deal uses the image. */
  unattachedImage: (file: string, createdAt: string) => ({
    GSI4PK: 'IMAGES#UNATTACHED',
    GSI4SK: `${createdAt}#${file}`,
  }),
};

/**
 * Key parsers, beside the builders: each reads back what one builder of `keys` put in a key, with
 * the prefix taken from that builder's own output (the two cannot drift apart). Each returns
 * undefined for a key of another kind (another prefix, or nothing after it), so a parser is also
 * the test of a key's kind. A sort-key parser reads the sort keys of its builder's partition: a
 * deal's saves (`SAVE#<userId>`) and a member's saved deals (`SAVE#<seqKey>`) share a prefix, and
 * only the partition tells them apart.
 */
const after = (key: unknown, prefix: string): string | undefined =>
  typeof key === 'string' && key.length > prefix.length && key.startsWith(prefix)
    ? key.slice(prefix.length)
    : undefined;

/** The deal id of a key in a deal's partition (`keys.deal`, its votes, saves, comments and counters). */
export const dealIdOf = (pk: unknown) => after(pk, keys.deal('').PK);
/** The voter of a vote item's sort key (`keys.vote`). */
export const voterOf = (sk: unknown) => after(sk, keys.vote('', '').SK);
/** The member of a merchant follow's sort key (`keys.merchantFollow`). */
export const merchantFollowerOf = (sk: unknown) => after(sk, keys.merchantFollow('', '').SK);
/** The member of a follow's sort key (`keys.follow`). */
export const followerOf = (sk: unknown) => after(sk, keys.follow('', '').SK);
/** The member of a save's sort key on the deal's side (`keys.saveOfDeal`). */
export const saverOf = (sk: unknown) => after(sk, keys.saveOfDeal('', '').SK);
/** The saved list's sequence key of a saved deal's sort key on the member's side (`keys.savedDeal`). */
export const savedSeqKeyOf = (sk: unknown) => after(sk, keys.savedDeal('', '').SK);
/** `<parentSeqKey>#<seqKey>` of a visible reply's sort key (`keys.reply`). */
export const replyKeyOf = (sk: unknown) => after(sk, keys.reply('', '', '').SK.slice(0, -1));
/** `<parentSeqKey>#<seqKey>` of a hidden reply's sort key (`keys.hiddenReply`). */
export const hiddenReplyKeyOf = (sk: unknown) => after(sk, keys.hiddenReply('', '', '').SK.slice(0, -1));
/** The sequence key of a visible comment's sort key (`keys.comment`); a hidden one's is not one. */
export const commentSeqKeyOf = (sk: unknown) => after(sk, keys.comment('', '').SK);
/** `{ commentId, userId }` of a like's sort key (`keys.commentLike`). */
export function commentLikeOf(sk: unknown) {
  const rest = after(sk, keys.commentLike('', '', '').SK.slice(0, -1));
  const [commentId, userId] = rest?.split('#') ?? [];
  return commentId && userId ? { commentId, userId } : undefined;
}
/** The member id of a user record's partition key (`keys.user`). */
export const userIdOf = (pk: unknown) => after(pk, keys.user('').PK);
/** The member id of a key in a member's public partition (`keys.userStats`, their saves, deals, awards). */
export const memberIdOf = (pk: unknown) => after(pk, keys.userStats('').PK);
/** The list name (see dealLists) of a deal list's counter (`keys.dealListCount`). */
export const dealListOf = (pk: unknown) => after(pk, keys.dealListCount('').PK);
/** The lower-case username of a name card's partition key (`keys.memberName`). */
export const memberNameOf = (pk: unknown) => after(pk, keys.memberName('').PK);
/** The member of a key in a member's notifications partition (`keys.notification`, its counter). */
export const notificationOwnerOf = (pk: unknown) => after(pk, keys.notificationCount('').PK);
/** The notification id of a notification's sort key (`keys.notification`). */
export const notificationIdOf = (sk: unknown) => after(sk, keys.notification('', '').SK);
/** The word prefix of a search term's partition key (`keys.term`). */
export const termPrefixOf = (pk: unknown) => after(pk, keys.termPartition('').PK);

/** The posting of a search term's sort key (`keys.term`): the deal's sequence key and its id. */
export function termEntryOf(sk: unknown): { seqKey: string; dealId: string } | undefined {
  const match = typeof sk === 'string' ? /^(\d+)#(.+)$/.exec(sk) : null;
  return match ? { seqKey: match[1], dealId: match[2] } : undefined;
}

/** The provider and subject of a provider link's partition key (`keys.oauthLink`). */
export function oauthLinkOf(pk: unknown): { provider: string; subject: string } | undefined {
  const rest = after(pk, keys.oauthLinkPrefix().PK);
  const cut = rest?.indexOf('#') ?? -1;
  if (!rest || cut <= 0 || cut === rest.length - 1) return undefined;
  return { provider: rest.slice(0, cut), subject: rest.slice(cut + 1) };
}

/**
 * Partitions holding what only account routes may read: user records (password hashes, session
 * versions), email, username and provider locks, the members' directory, reset and verification tokens, rate windows,
 * reports (who reported what), the moderation audit trail, members' alerts and notifications
 * (and whose follow digest is due).
 * Routes that read public data only (public or optional access, no writes) are denied them: by
 * IAM in AWS (dynamodb:LeadingKeys), by the client's guard locally (ENFORCE_GRANTS=1).
 */
export const PRIVATE_PARTITIONS = [
  'USER#',
  'EMAIL#',
  'USERNAME#',
  'USERDIR#',
  'OAUTH#',
  'RESET#',
  'VERIFY#',
  'EMAILCHANGE#',
  'RATE#',
  'REPORTS',
  'AUDIT',
  'ALERT',
  'NOTIFS#',
  'DIGESTDUE',
] as const;

/**
 * All a route serving public data with an optional caller (`access: 'optional'`) may read of a
 * user record: whether the caller's token still names a live session. One GetItem projecting
 * these attributes, allowed by IAM's dynamodb:Attributes in AWS and by the client's guard locally.
 */
export const SESSION_CHECK_ATTRIBUTES = ['PK', 'sessionVersion', 'bannedAt'] as const;

/** Sort keys of the active-deal orders, shared by the four lists' indexes. */
export const LIVE_SK = 'LSK';
export const HOT_SK = 'HSK';

/**
 * The item whose index keys put a deal in a list: the deal itself (its four lists), or one of its
 * placement items (keys.dealPlacement), which carry the same attributes for more lists.
 */
export const LIST_HOLDERS = ['DEAL', 'LISTS#TYPE', 'LISTS#MERCHANT'] as const;
export type ListHolder = (typeof LIST_HOLDERS)[number];

/**
 * One deal list in index slot `n`. Each has three orders on three indexes sharing its partition
 * key: every deal by sequence (`index`, `sk`), active deals by sequence (`live`) and active hot
 * deals by heating time (`hot`). `holder`: the item of the deal carrying its keys.
 */
const list = <N extends string, V extends string>(name: N, n: 1 | 2 | 3 | 4, value: V, holder: ListHolder) =>
  ({
    name,
    holder,
    index: `GSI${n}`,
    pk: `GSI${n}PK`,
    sk: `GSI${n}SK`,
    value,
    live: { index: `GSI${n + 4}`, sk: LIVE_SK },
    hot: { index: `GSI${n + 8}`, sk: HOT_SK },
  }) as const;

/** The four lists a deal's own item puts it in: all, its city, its category, both. */
export function dealLists(city: string, category: string) {
  return [
    list('all', 1, 'DEALS', 'DEAL'),
    list(`city#${city}`, 2, `DEALS#CITY#${city}`, 'DEAL'),
    list(`cat#${category}`, 3, `DEALS#CAT#${category}`, 'DEAL'),
    list(`cc#${city}#${category}`, 4, `DEALS#CC#${city}#${category}`, 'DEAL'),
  ];
}
export type DealList = ReturnType<typeof list>;

/** The same four lists for one type of deal (`?type=`), on the deal's LISTS#TYPE item. */
export function typeLists(city: string, category: string, type: string) {
  return [
    list(`type#${type}`, 1, `DEALS#TYPE#${type}`, 'LISTS#TYPE'),
    list(`city#${city}#type#${type}`, 2, `DEALS#CITY#${city}#TYPE#${type}`, 'LISTS#TYPE'),
    list(`cat#${category}#type#${type}`, 3, `DEALS#CAT#${category}#TYPE#${type}`, 'LISTS#TYPE'),
    list(`cc#${city}#${category}#type#${type}`, 4, `DEALS#CC#${city}#${category}#TYPE#${type}`, 'LISTS#TYPE'),
  ];
}

/** A merchant's lists (`?merchant=`): all its deals, and those of one type, on the deal's LISTS#MERCHANT item. */
export function merchantLists(slug: string, type: string) {
  return [
    list(`merchant#${slug}`, 1, `DEALS#MERCHANT#${slug}`, 'LISTS#MERCHANT'),
    list(`merchant#${slug}#type#${type}`, 2, `DEALS#MERCHANT#${slug}#TYPE#${type}`, 'LISTS#MERCHANT'),
  ];
}

/** What places a deal in its lists. `dealType` and `merchantSlug` are absent on deals stored before them. */
export interface Listed {
  city: string;
  category: string;
  dealType?: string;
  merchantSlug?: string;
}

/** Every list a deal is in: its own four, its type's four, and its merchant's two. */
export function listsOfDeal(deal: Listed): DealList[] {
  const { city, category, dealType, merchantSlug } = deal;
  return [
    ...dealLists(city, category),
    ...(dealType ? typeLists(city, category, dealType) : []),
    ...(merchantSlug ? merchantLists(merchantSlug, dealType ?? '').slice(0, dealType ? 2 : 1) : []),
  ];
}

/** What `GET /api/deals` filters by: a city and/or a category, or a merchant; and a type. */
export interface ListFilter {
  city?: string;
  category?: string;
  type?: string;
  merchant?: string;
}

/** The list a filter reads (a merchant's lists take no city or category: the handler refuses them). */
export function dealListFor(filter: ListFilter): DealList {
  const city = filter.city ?? '';
  const category = filter.category ?? '';
  const type = filter.type;
  if (filter.merchant) {
    const [all, ofType] = merchantLists(filter.merchant, type ?? '');
    return type ? ofType : all;
  }
  const [all, inCity, inCategory, both] = type ? typeLists(city, category, type) : dealLists(city, category);
  if (filter.city && filter.category) return both;
  if (filter.city) return inCity;
  if (filter.category) return inCategory;
  return all;
}

/** The CreateTable input both CDK (by translation) and the local bootstrap use. */
export function createTableInput(tableName: string) {
  const attrs = new Set<string>([TABLE.partitionKey, TABLE.sortKey]);
  for (const gsi of TABLE.globalIndexes) {
    attrs.add(gsi.partitionKey);
    attrs.add(gsi.sortKey);
  }
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST' as const,
    AttributeDefinitions: [...attrs].map((AttributeName) => ({ AttributeName, AttributeType: 'S' as const })),
    KeySchema: [
      { AttributeName: TABLE.partitionKey, KeyType: 'HASH' as const },
      { AttributeName: TABLE.sortKey, KeyType: 'RANGE' as const },
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: TABLE.stream },
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((gsi) => ({
      IndexName: gsi.name,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'projection' in gsi ? gsi.projection : ('ALL' as const) },
    })),
  };
}
