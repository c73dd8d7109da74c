import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { TRUST_DEFAULTS } from '@shared/reputation';
import { TABLE, keys } from '@shared/table';
import { registerMembers } from './deals';

let client: DynamoDBDocumentClient | undefined;
/** A document client on the stack's DynamoDB Local. */
export function stackDb() {
  return (client ??= DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('ddbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  ));
}

/**
 * Gives members the standing trust asks for (shared/reputation.ts isTrusted): a verified address,
 * an account older than TRUST_MIN_AGE_HOURS and TRUST_MIN_REPUTATION points. Written straight to
 * the table: a test cannot wait three days, and earning points through votes is what the
 * reputation tests themselves show.
 */
export async function grantStanding(userId: string, reputation: number = TRUST_DEFAULTS.TRUST_MIN_REPUTATION) {
  const db = stackDb();
  const joined = new Date(Date.now() - 30 * 24 * 3_600_000).toISOString();
  await db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.user(userId),
      UpdateExpression: 'SET emailVerified = :t, createdAt = :joined',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':t': true, ':joined': joined },
    }),
  );
  await db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.userStats(userId),
      UpdateExpression: 'ADD reputation :r',
      ExpressionAttributeValues: { ':r': reputation },
    }),
  );
}

/** `count` members (registerMembers) who are trusted. */
export async function trustedMembers(count: number) {
  const members = await registerMembers(count);
  await Promise.all(members.map((m) => grantStanding(m.id)));
  return members;
}
