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

/** A deal's attribute on its chunk, and back: the deal id of an attribute name, else undefined. */
const ENTRY = 'd#';
const entryAttr = (dealId: string) => `${ENTRY}${dealId}`;
const entryDealId = (name: string) => (name.startsWith(ENTRY) ? name.slice(ENTRY.length) : undefined);

/** Records (or refreshes) a deal's entry. */
export function sitemapPut(seq: number, dealId: string, lastmod: string): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: chunkKey(seq),
      UpdateExpression: 'SET #d = :t',
      ExpressionAttributeNames: { '#d': entryAttr(dealId) },
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
      ExpressionAttributeNames: { '#d': entryAttr(dealId) },
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
        .flatMap(([name, lastmod]) => {
          const id = entryDealId(name);
          return id === undefined ? [] : [{ id, lastmod: String(lastmod) }];
        })
        .sort((a, b) => b.lastmod.localeCompare(a.lastmod));
      entries.push(...chunk);
    }
    startKey = out.LastEvaluatedKey;
    pages++;
  } while (startKey && pages < MAX_PAGES);
  return entries;
}
