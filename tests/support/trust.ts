import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { TRUST_DEFAULTS } from '@shared/reputation';
import { registerMembers } from './deals';
import { writeStanding } from './standing';

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
  await writeStanding(stackDb(), userId, reputation);
}

/** `count` members (registerMembers) who are trusted. */
export async function trustedMembers(count: number) {
  const members = await registerMembers(count);
  await Promise.all(members.map((m) => grantStanding(m.id)));
  return members;
}
