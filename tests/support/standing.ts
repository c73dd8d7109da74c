import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { TRUST_DEFAULTS } from '@shared/reputation';
import { TABLE, keys } from '@shared/table';

/**
 * Gives a member the standing trust asks for (shared/reputation.ts isTrusted): a verified address,
 * an account older than TRUST_MIN_AGE_HOURS and `reputation` more points, written straight to the
 * table (a test cannot wait three days). Outside vitest too: the soak benchmark uses it.
 */
export async function writeStanding(
  db: DynamoDBDocumentClient,
  userId: string,
  reputation: number = TRUST_DEFAULTS.TRUST_MIN_REPUTATION,
  tableName: string = TABLE.defaultName,
) {
  const joined = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.user(userId),
      UpdateExpression: 'SET emailVerified = :t, createdAt = :joined',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':t': true, ':joined': joined },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: tableName,
      Key: keys.userStats(userId),
      UpdateExpression: 'ADD reputation :r',
      ExpressionAttributeValues: { ':r': reputation },
    }),
  );
}
