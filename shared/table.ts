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
  image: (file: string) => ({ PK: `IMAGE#${file}`, SK: 'IMAGE' }),
  imageStats: () => ({ PK: 'IMAGES', SK: 'STATS' }),
  /** Sparse index entry, present only while no deal uses the image. */
  unattachedImage: (file: string, createdAt: string) => ({
    GSI4PK: 'IMAGES#UNATTACHED',
    GSI4SK: `${createdAt}#${file}`,
  }),
};

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
