import { GetCommand, QueryCommand, TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { keys } from '@shared/table';
import { TX_ROUTE_ITEMS } from '../table/dynamo';
import { type DealRecord, dealItem } from './record';
import { createDeal, updateDeal } from './write';
import { decide } from '../moderation/decisions';
import { postingLimits } from '../members/rate-limits';
import { MAX_PREFIXES } from './search-terms';
import { hotKey } from './list-rank';

// The writes a deal's create, edit and moderation make, in the worst case, fit the one
// transaction a route may send (TX_ROUTE_ITEMS, the caller's session check aside). The data
// functions the routes call run here as they do in Lambda; only the table is mocked, and the
// TransactWriteItems they send are counted as sent.

process.env.TABLE_NAME ??= 'DzDeals';
process.env.AWS_REGION ??= 'eu-west-3';

const table = mockClient(DynamoDBDocumentClient);
afterEach(() => table.reset());

/** The item counts of the transactions sent since the last reset. */
const sent = () => table.commandCalls(TransactWriteCommand).map((c) => c.args[0].input.TransactItems?.length ?? 0);

/** A deal whose words fill MAX_PREFIXES distinct prefixes, each starting with `tag`'s letters. */
function deal(tag: string, city: string, category: string, imageUrl: string): DealRecord {
  const description = Array.from(
    { length: MAX_PREFIXES + 10 },
    (_, i) => `${tag}${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}mot`,
  ).join(' ');
  return {
    id: `deal${tag}AAAAAAAAAAAAAAAAAAAA`.slice(0, 16),
    seq: 1_000_000,
    title: `${tag}titre`,
    description,
    price: 100,
    city,
    category,
    imageUrl,
    author: 'auteur',
    authorUsername: 'auteur',
    // Hot: in the Hot order too, the worst case.
    upvotes: 10,
    downvotes: 0,
    HSK: hotKey('2026-11-01T12:00:00.000Z', 1_000_000),
    commentsCount: 0,
    version: 1,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  };
}
const fieldsOf = ({ title, description, price, city, category, imageUrl }: DealRecord) =>
  ({ title, description, price, city, category, imageUrl }) as Parameters<typeof createDeal>[0];
const picture = (name: string) => `/images/${name.padEnd(20, 'x')}.jpg`;

describe('a deal’s writes, as sent', () => {
  it('fit one transaction: an edit moving city and category and rewording everything, with a new picture', async () => {
    table.on(TransactWriteCommand).resolves({});
    const before = deal('a', 'Alger', 'Technologie', picture('avant'));
    const after = deal('z', 'Oran', 'Mode', picture('apres'));
    await updateDeal(before, fieldsOf(after), before.author, null);
    const [items] = sent();
    expect(sent()).toHaveLength(1);
    console.log(`worst-case edit: ${items} items of ${TX_ROUTE_ITEMS}`);
    // Its parts, to show it is the worst case: the deal, six list counts (city, category, both;
    // before and after) of a head and two chunks each, every word out and in, the sitemap entry,
    // the old picture's detach and the new one's attach.
    expect(items).toBe(1 + 18 + 2 * MAX_PREFIXES + 1 + 2);
    expect(items).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
  });

  it('fit one transaction: a create with a picture, within the posting limits', async () => {
    table.on(TransactWriteCommand).resolves({});
    const d = deal('a', 'Alger', 'Technologie', picture('photo'));
    await createDeal(
      fieldsOf(d),
      { id: d.author, username: d.authorUsername },
      d.seq,
      null,
      new Date(),
      postingLimits.deal(d.author),
    );
    const [items] = sent();
    expect(sent()).toHaveLength(1);
    console.log(`create: ${items} items of ${TX_ROUTE_ITEMS}`);
    expect(items).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
  });

  it('fit one transaction: a hide by an admin (charged to the author) and its restore (refunded)', async () => {
    const d = deal('a', 'Alger', 'Technologie', picture('photo'));
    const admin = { id: 'admin', username: 'admin' };
    const summary = {
      ...keys.reportSummary('deal', d.id),
      status: 'open',
      round: 1,
      reportsCount: 3,
      summary: d.title,
    };
    const counts = [];
    for (const [action, stored, row] of [
      ['hide', d, summary],
      ['restore', { ...d, hiddenAt: '2026-11-25T10:00:00.000Z' }, { ...summary, penalized: true }],
    ] as const) {
      table.reset();
      table.on(TransactWriteCommand).resolves({});
      table.on(GetCommand, { Key: keys.reportSummary('deal', d.id) }).resolves({ Item: row });
      table.on(GetCommand, { Key: keys.deal(d.id) }).resolves({ Item: dealItem(stored) });
      table.on(QueryCommand).resolves({ Items: [] });
      await decide('deal', d.id, action, admin, 'Raison');
      expect(sent()).toHaveLength(1);
      counts.push(sent()[0]);
    }
    console.log(`hide: ${counts[0]}, restore: ${counts[1]} items of ${TX_ROUTE_ITEMS}`);
    expect(Math.max(...counts)).toBeLessThanOrEqual(TX_ROUTE_ITEMS);
  });
});
