import { GetCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { failedAt, isCancelled, transact } from '../table/dynamo';
import { parseQuery, queryGroups } from '../deals/search-terms';
import { type AlertMatch, alertLockOf } from './alerts';

/** What this migration reads of an alert record (alerts.ts AlertItem). */
interface StoredAlert {
  id: string;
  userId: string;
  keywords: string;
  city?: string;
  category?: string;
  prefix: string;
  lock: string;
}

/**
 * Migration: parses again the keywords of alerts created before Arabic was normalised
 * (shared/search-text.ts), so they match deals as a search of the same words would. An alert
 * whose parsed words differ is moved, in one transaction conditioned on the alert as read: its
 * index entry (ALERTTERM#<prefix>, holding the words) under its longest word's new prefix, its
 * lock under the hash of its new words (kept as it was when another alert of the member now
 * reads the same). French alerts parse as before: untouched. Keywords with nothing searchable
 * left (only Arabic stop words) are left as they were. Safe while the site runs; a second run
 * changes nothing. Returns how many alerts moved.
 */
export async function reindexAlertWords() {
  let changed = 0;
  let startKey: Record<string, unknown> | undefined;
  const all = keys.alertPrefix('');
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(PK, :pk) AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': all.PK, ':sk': all.SK },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) if (await reindexAlert(item as unknown as StoredAlert)) changed++;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return changed;
}

async function reindexAlert(alert: StoredAlert) {
  const query = parseQuery(alert.keywords);
  if (!query) return false;
  const prefix = queryGroups(query)[0].prefix;
  const lock = alertLockOf(query, alert.city, alert.category);
  const TableName = tableName();
  const indexed = (
    await db.send(new GetCommand({ TableName, Key: keys.alertTerm(alert.prefix, alert.id), ConsistentRead: true }))
  ).Item as AlertMatch | undefined;
  const sameWords = indexed?.last === query.last && JSON.stringify(indexed.exact ?? []) === JSON.stringify(query.exact);
  if (sameWords && prefix === alert.prefix && lock === alert.lock) return false;
  const match: AlertMatch = {
    alertId: alert.id,
    userId: alert.userId,
    keywords: alert.keywords,
    exact: query.exact,
    last: query.last,
    city: alert.city,
    category: alert.category,
  };
  for (const moveLock of lock === alert.lock ? [false] : [true, false]) {
    const newLock = moveLock ? lock : alert.lock;
    try {
      await transact({
        alert: {
          Update: {
            TableName,
            Key: keys.alert(alert.userId, alert.id),
            UpdateExpression: 'SET #prefix = :prefix, #lock = :lock',
            ConditionExpression: '#prefix = :oldPrefix AND #lock = :oldLock',
            ExpressionAttributeNames: { '#prefix': 'prefix', '#lock': 'lock' },
            ExpressionAttributeValues: {
              ':prefix': prefix,
              ':lock': newLock,
              ':oldPrefix': alert.prefix,
              ':oldLock': alert.lock,
            },
          },
        },
        oldIndex: prefix !== alert.prefix && { Delete: { TableName, Key: keys.alertTerm(alert.prefix, alert.id) } },
        index: { Put: { TableName, Item: { ...keys.alertTerm(prefix, alert.id), ...match } } },
        oldLock: moveLock && { Delete: { TableName, Key: keys.alertLock(alert.userId, alert.lock) } },
        lock: moveLock && {
          Put: {
            TableName,
            Item: { ...keys.alertLock(alert.userId, lock), alertId: alert.id },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      });
      return true;
    } catch (err) {
      if (!isCancelled(err)) throw err;
      // Deleted (or moved) meanwhile: nothing left to do.
      if (failedAt(err, 'alert')) return false;
      // Another alert of the member now has the same words: this one keeps its lock.
      if (!failedAt(err, 'lock')) throw err;
    }
  }
  return false;
}
