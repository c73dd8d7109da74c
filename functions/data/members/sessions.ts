import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { SESSION_CHECK_ATTRIBUTES, keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';

/**
 * Whether a token's session is live: the member exists, is not suspended, and their session
 * version is still the token's. One GetItem of only the attributes that say so, the one read of
 * a user record that routes serving public data may make (shared/table.ts SESSION_CHECK_ATTRIBUTES).
 */
export async function isSessionLive(userId: string, version: number): Promise<boolean> {
  const { Item } = await db.send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.user(userId),
      ProjectionExpression: SESSION_CHECK_ATTRIBUTES.join(', '),
    }),
  );
  return !!Item && Number(Item.sessionVersion ?? 0) === version && !Item.bannedAt;
}
