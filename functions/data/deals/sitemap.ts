import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import type { TxItem } from '../table/dynamo';

/**
 * The sitemap reads small chunk items, not the deals: chunk n holds, for the deals whose
 * sequence number falls in [n*50, n*50+50), one attribute `d#<dealId>` = last modification.
 * A whole sitemap of ~15,000 deals is one Query (1 MB); it stays within the sitemap protocol's
 * 50,000 URLs in at most 3 round trips.
 */
const CHUNK = 50;
const MAX_PAGES = 3;

const chunkKey = (seq: number) => keys.sitemapChunk(String(Math.floor(seq / CHUNK)).padStart(9, '0'));

/** Records (or refreshes) a deal's entry. */
export function sitemapPut(seq: number, dealId: string, lastmod: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: chunkKey(seq),
      UpdateExpression: 'SET #d = :t',
      ExpressionAttributeNames: { '#d': `d#${dealId}` },
      ExpressionAttributeValues: { ':t': lastmod },
    },
  };
}

export function sitemapRemove(seq: number, dealId: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: chunkKey(seq),
      UpdateExpression: 'REMOVE #d',
      ExpressionAttributeNames: { '#d': `d#${dealId}` },
    },
  };
}

/** Every deal's id and last modification, newest chunks first. */
export async function listSitemapEntries() {
  const entries: { id: string; lastmod: string }[] = [];
  let startKey: Record<string, unknown> | undefined;
  let pages = 0;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.sitemapPartition().PK },
        ScanIndexForward: false,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const chunk = Object.entries(item)
        .filter(([name]) => name.startsWith('d#'))
        .map(([name, lastmod]) => ({ id: name.slice(2), lastmod: String(lastmod) }))
        .sort((a, b) => b.lastmod.localeCompare(a.lastmod));
      entries.push(...chunk);
    }
    startKey = out.LastEvaluatedKey;
    pages++;
  } while (startKey && pages < MAX_PAGES);
  return entries;
}
