import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dealLists } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import type { DealRecord } from './record';

/**
 * Every listed deal (the list of all deals: none hidden or being deleted), one page of the Query
 * (up to 1 MB) at a time, oldest first unless `newestFirst`; `visit` answering false stops the
 * walk. For migrations, never on a request path.
 */
export async function walkListedDeals(
  visit: (deals: DealRecord[]) => Promise<boolean | void>,
  { newestFirst = false } = {},
) {
  const [all] = dealLists('', '');
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: all.index,
        KeyConditionExpression: '#pk = :pk',
        ExpressionAttributeNames: { '#pk': all.pk },
        ExpressionAttributeValues: { ':pk': all.value },
        ScanIndexForward: !newestFirst,
        ExclusiveStartKey: startKey,
      }),
    );
    if ((await visit((out.Items ?? []) as unknown as DealRecord[])) === false) return;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}
