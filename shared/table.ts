/**
 * The one DynamoDB table definition (single-table design). CDK and the local stack both
 * create the table from this object; data modules build keys only through `keys` below.
 *
 * Access patterns (pattern → key condition · index · cost):
 * | pattern                         | key condition                                  | index | cost            |
 * |---------------------------------|------------------------------------------------|-------|-----------------|
 * | user by id                      | PK=USER#<id>, SK=PROFILE                       | table | 1 GetItem       |
 * | user by email (login, forgot)   | PK=EMAIL#<lower email>, SK=LOCK → userId       | table | 1 BatchGet/Get  |
 * | email / username uniqueness     | attribute_not_exists(PK) on the LOCK items     | table | 1 TransactWrite |
 * | user by OAuth identity          | PK=OAUTH#<provider>#<sub>, SK=LINK → userId    | table | 1 GetItem       |
 * | reset token                     | PK=RESET#<sha256(token)>, SK=TOKEN (TTL)       | table | 1 GetItem       |
 * | rate-limit window               | PK=RATE#<scope>#<key>, SK=W#<window> (TTL)     | table | 1 Get/Update    |
 * | image by key (attach, clean-up) | PK=IMAGE#<file>, SK=IMAGE                      | table | 1 Get/Update    |
 * | image totals (count, bytes)     | PK=IMAGES, SK=STATS (counters, same txn)       | table | 1 GetItem       |
 * | unattached images, oldest first | GSI4PK=IMAGES#UNATTACHED, GSI4SK=<created>#<file> (sparse) | GSI4 | 1 Query |
 * | deal by id (+ caller's vote)    | PK=DEAL#<id>, SK=DEAL (+ SK=VOTE#<userId>)      | table | 1 Get/BatchGet  |
 * | deals newest first, by list     | GSIxPK=<list>, GSIxSK=<seq, 12 digits> desc; lists: GSI1 all (DEALS), GSI2    | GSI1-4 | 1 Query  |
 * |   (all, city, category, both)   |   city (DEALS#CITY#c), GSI3 category (DEALS#CAT#k), GSI4 both (DEALS#CC#c#k)   |       |                 |
 * | list total + block counts       | PK=DEALLIST#<list>, SK=COUNT: total, b<n> = deals of seq block n (same txn)   | table | 1 GetItem |
 * | page N of a list (exact)        | counts of blocks (newest first) locate block b and offset r of item N*size;   | GSI   | +1 Query  |
 * |                                 |   Query GSIxSK < pad((b+1)*B), Limit r+size, drop r (r < B = 25, any N)        |       |                 |
 * | next deal sequence number       | PK=SEQ, SK=DEAL: ADD n 1, UPDATED_NEW (gaps are harmless: only order counts)  | table | 1 UpdateItem |
 * | a member's deals, newest first  | PK=USER#<id>, SK begins_with DEAL# (pointer, dealId), total = stats item       | table | 1 Query + BatchGet |
 * | search (word AND, last prefix)  | PK=TERM#<first 3 letters of a word>, SK=<seq>#<dealId>: w = the deal's words, | table | 1+ Query + BatchGet |
 * |                                 |   c, k; one partition read in full (newest first), other words checked on w    |       |                 |
 * | vote of (deal, user)            | PK=DEAL#<id>, SK=VOTE#<userId>; cast/switch/withdraw in 1 conditional txn     | table | 1 TransactWrite |
 * | bulk votes of a caller          | BatchGet PK=DEAL#<id>, SK=VOTE#<userId> (at most 100 keys)                     | table | 1 BatchGet |
 * | comments oldest first (page N)  | PK=DEAL#<id>, SK=COMMENT#<seq>; counts in PK=DEAL#<id>, SK=COMMENTS (total,   | table | 1 Get + 1 Query |
 * |                                 |   seq, b<n>): same block arithmetic as deal lists, ascending                   |       |                 |
 * | comment by id (edit, delete)    | GSI1PK=COMMENT#<id>, GSI1SK=COMMENT                                             | GSI1  | 1 Query   |
 * | member stats                    | PK=USER#<id>, SK=STATS (counters, same txns as deals, votes, comments)         | table | 1 BatchGet with the profile |
 * | sitemap                         | PK=SITEMAP, SK=<block of 50 deals>: attribute d#<dealId> = lastmod            | table | 1 Query   |
 * | demo data seeded once           | PK=SEED, SK=DEMO                                                                | table | 1 GetItem |
 */
export const TABLE = {
  /** Logical name; the physical name reaches functions through TABLE_NAME. */
  defaultName: 'DzDeals',
  partitionKey: 'PK',
  sortKey: 'SK',
  ttlAttribute: 'ttl',
  globalIndexes: [
    { name: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
    { name: 'GSI2', partitionKey: 'GSI2PK', sortKey: 'GSI2SK' },
    { name: 'GSI3', partitionKey: 'GSI3PK', sortKey: 'GSI3SK' },
    { name: 'GSI4', partitionKey: 'GSI4PK', sortKey: 'GSI4SK' },
  ],
} as const;

/** Every key the data modules use, built in one place. */
export const keys = {
  user: (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' }),
  emailLock: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'LOCK' }),
  usernameLock: (username: string) => ({ PK: `USERNAME#${username.trim().toLowerCase()}`, SK: 'LOCK' }),
  oauthLink: (provider: string, subject: string) => ({ PK: `OAUTH#${provider}#${subject}`, SK: 'LINK' }),
  resetToken: (tokenHash: string) => ({ PK: `RESET#${tokenHash}`, SK: 'TOKEN' }),
  rateWindow: (scope: string, key: string, window: number) => ({ PK: `RATE#${scope}#${key}`, SK: `W#${window}` }),
  deal: (id: string) => ({ PK: `DEAL#${id}`, SK: 'DEAL' }),
  dealSeq: () => ({ PK: 'SEQ', SK: 'DEAL' }),
  /** Counter item of one deal list (see dealLists). */
  dealListCount: (list: string) => ({ PK: `DEALLIST#${list}`, SK: 'COUNT' }),
  /** Pointer from a member to one of their deals, newest first. */
  userDeal: (userId: string, seqKey: string) => ({ PK: `USER#${userId}`, SK: `DEAL#${seqKey}` }),
  userDealPrefix: (userId: string) => ({ PK: `USER#${userId}`, SK: 'DEAL#' }),
  userStats: (userId: string) => ({ PK: `USER#${userId}`, SK: 'STATS' }),
  vote: (dealId: string, userId: string) => ({ PK: `DEAL#${dealId}`, SK: `VOTE#${userId}` }),
  comment: (dealId: string, seqKey: string) => ({ PK: `DEAL#${dealId}`, SK: `COMMENT#${seqKey}` }),
  commentPrefix: (dealId: string) => ({ PK: `DEAL#${dealId}`, SK: 'COMMENT#' }),
  /** Comment counters of a deal: total, next seq, block counts. */
  commentCount: (dealId: string) => ({ PK: `DEAL#${dealId}`, SK: 'COMMENTS' }),
  commentById: (commentId: string) => ({ GSI1PK: `COMMENT#${commentId}`, GSI1SK: 'COMMENT' }),
  term: (prefix: string, seqKey: string, dealId: string) => ({ PK: `TERM#${prefix}`, SK: `${seqKey}#${dealId}` }),
  termPartition: (prefix: string) => ({ PK: `TERM#${prefix}` }),
  sitemapChunk: (chunkKey: string) => ({ PK: 'SITEMAP', SK: chunkKey }),
  sitemapPartition: () => ({ PK: 'SITEMAP' }),
  demoSeed: () => ({ PK: 'SEED', SK: 'DEMO' }),
  image: (file: string) => ({ PK: `IMAGE#${file}`, SK: 'IMAGE' }),
  imageStats: () => ({ PK: 'IMAGES', SK: 'STATS' }),
  /** Sparse index entry, present only while no deal uses the image. */
  unattachedImage: (file: string, createdAt: string) => ({
    GSI4PK: 'IMAGES#UNATTACHED',
    GSI4SK: `${createdAt}#${file}`,
  }),
};

/** The four lists a deal belongs to, each on its own index, all ordered by the deal's sequence. */
export function dealLists(city: string, category: string) {
  return [
    { name: 'all', index: 'GSI1', pk: 'GSI1PK', sk: 'GSI1SK', value: 'DEALS' },
    { name: `city#${city}`, index: 'GSI2', pk: 'GSI2PK', sk: 'GSI2SK', value: `DEALS#CITY#${city}` },
    { name: `cat#${category}`, index: 'GSI3', pk: 'GSI3PK', sk: 'GSI3SK', value: `DEALS#CAT#${category}` },
    {
      name: `cc#${city}#${category}`,
      index: 'GSI4',
      pk: 'GSI4PK',
      sk: 'GSI4SK',
      value: `DEALS#CC#${city}#${category}`,
    },
  ] as const;
}
export type DealList = ReturnType<typeof dealLists>[number];

/** The list a filter reads: both, city only, category only, or all. */
export function dealListFor(filter: { city?: string; category?: string }): DealList {
  const [all, city, category, both] = dealLists(filter.city ?? '', filter.category ?? '');
  if (filter.city && filter.category) return both;
  if (filter.city) return city;
  if (filter.category) return category;
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
    GlobalSecondaryIndexes: TABLE.globalIndexes.map((gsi) => ({
      IndexName: gsi.name,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' as const },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' as const },
      ],
      Projection: { ProjectionType: 'ALL' as const },
    })),
  };
}
