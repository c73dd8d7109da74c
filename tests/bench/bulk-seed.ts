import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { DealFields } from '@shared/schemas/deal';
import { keys } from '@shared/table';

/**
 * Seeds deals in bulk for the benchmark: the very items the deal transactions write (deal with
 * its list keys, member pointer, comment counter, search terms, sitemap entry, list counts and
 * member stats), the record and its companions built by the product's own builders
 * (newDealRecord, newDealCompanions) and the rest by the same data-module functions, but written with BatchWriteItem and
 * the counts summed in memory first. A fresh table only: nothing else may write meanwhile.
 */

type Item = Record<string, unknown>;
type Author = { id: string; username: string };

const BATCH = 25;
const WRITERS = 16;
const SLICE = 2_000;

/** The attribute deltas of an ADD Update (functions/data/table/dynamo.ts addUpdate), by attribute name. */
function deltasOf(update: { ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues?: Item }) {
  const out: Record<string, number> = {};
  for (const [alias, name] of Object.entries(update.ExpressionAttributeNames ?? {})) {
    const value = update.ExpressionAttributeValues?.[`:${alias.slice(1)}`];
    if (typeof value === 'number') out[name] = value;
  }
  return out;
}

export async function bulkSeedDeals(
  count: number,
  authors: Author[],
  fieldsOf: (i: number) => DealFields,
  postedAt: (i: number) => Date,
  onProgress: (done: number) => void = () => undefined,
) {
  const { db, tableName } = await import('@functions/lib/clients');
  const { dealItem } = await import('@functions/data/deals/record');
  const { newDealCompanions, newDealRecord } = await import('@functions/data/deals/write');
  const { listCountOps } = await import('@functions/data/deals/list-rank');
  const { seqKey } = await import('@functions/data/table/list-counts');
  const { termPuts } = await import('@functions/data/deals/search-terms');
  const { sitemapPut } = await import('@functions/data/deals/sitemap');
  const TableName = tableName();

  let written = 0;
  const write = async (items: Item[]) => {
    let next = 0;
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        while (next < items.length) {
          let batch = items.slice(next, next + BATCH).map((Item) => ({ PutRequest: { Item } }));
          next += BATCH;
          for (let attempt = 0; batch.length; attempt++) {
            if (attempt) await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
            const out = await db.send(new BatchWriteCommand({ RequestItems: { [TableName]: batch } }));
            batch = (out.UnprocessedItems?.[TableName] ?? []) as typeof batch;
          }
        }
      }),
    );
    written += items.length;
  };

  const counts = new Map<string, { key: { PK: string; SK: string }; sums: Record<string, number> }>();
  const sitemap = new Map<string, Item>();
  const posted = new Map<string, number>();
  let items: Item[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    // Written a slice at a time: 100,000 deals' items would not fit in memory at once.
    if (i && i % SLICE === 0) {
      await write(items);
      items = [];
      onProgress(i);
    }
    const seq = i + 1;
    const deal = newDealRecord(fieldsOf(i), authors[i % authors.length], seq, postedAt(i));
    const at = deal.createdAt;
    ids.push(deal.id);
    items.push(
      dealItem(deal),
      ...Object.values(newDealCompanions(deal)),
      ...termPuts({ ...deal, seqKey: seqKey(seq) }).map((op) => op.Put!.Item as Item),
    );
    for (const op of listCountOps(null, deal)) {
      const key = op.Update!.Key as { PK: string; SK: string };
      const entry = counts.get(`${key.PK}|${key.SK}`) ?? { key, sums: {} };
      counts.set(`${key.PK}|${key.SK}`, entry);
      for (const [name, delta] of Object.entries(deltasOf(op.Update!)))
        entry.sums[name] = (entry.sums[name] ?? 0) + delta;
    }
    const entry = sitemapPut(seq, deal.id, at).Update!;
    const chunk = entry.Key as { PK: string; SK: string };
    const page = sitemap.get(`${chunk.PK}|${chunk.SK}`) ?? { ...chunk };
    sitemap.set(`${chunk.PK}|${chunk.SK}`, page);
    page[Object.values(entry.ExpressionAttributeNames!)[0]] = at;
    posted.set(deal.author, (posted.get(deal.author) ?? 0) + 1);
  }
  await write([
    ...items,
    ...[...counts.values()].map(({ key, sums }) => ({ ...key, ...sums })),
    ...sitemap.values(),
    ...[...posted].map(([id, n]) => ({ ...keys.userStats(id), dealsPosted: n })),
  ]);
  await db.send(
    new UpdateCommand({
      TableName,
      Key: keys.dealSeq(),
      UpdateExpression: 'SET #n = :n',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':n': count },
    }),
  );
  return { ids, items: written };
}
