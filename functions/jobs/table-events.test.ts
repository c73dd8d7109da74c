import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from './table-events';

// The search's vocabulary and heat writes are the integration tests' (search-sorts.test.ts).
vi.mock('../data/deals/search-vocabulary', () => ({ vocabularyChanged: vi.fn(), termHeatChanged: vi.fn() }));

// The deal records the stream hands over when a deal changes; those below touch no table (no
// vote crosses the hot threshold), so only the page cache is looked at.
const deal = {
  PK: 'DEAL#AbCdEfGhIjKlMn_-',
  SK: 'DEAL',
  id: 'AbCdEfGhIjKlMn_-',
  author: 'author-id',
  title: 'Climatiseur Condor',
  upvotes: 2,
  downvotes: 0,
  version: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const modify = (before: object, after: object): DynamoDBStreamEvent => ({
  Records: [
    {
      eventName: 'MODIFY',
      eventID: '1',
      dynamodb: {
        SequenceNumber: '1',
        OldImage: marshall(before) as never,
        NewImage: marshall(after) as never,
      },
    },
  ],
});

let fetch: ReturnType<typeof spyOnFetch>;
const spyOnFetch = () => vi.spyOn(globalThis, 'fetch');
beforeEach(() => {
  vi.stubEnv('PAGE_CACHE_DISTRIBUTION_ID', 'EDFDVBD6EXAMPLE');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
  vi.stubEnv('LOG_LEVEL', 'error');
  fetch = spyOnFetch();
  fetch.mockResolvedValue(new Response('', { status: 201 }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const invalidated = () =>
  fetch.mock.calls.flatMap(([, init]) => [...String(init?.body).matchAll(/<Path>([^<]*)<\/Path>/g)].map((m) => m[1]));

describe('table events: the deal page at CloudFront', () => {
  it.each([
    ['hidden by moderation', { hiddenAt: '2026-11-02T08:00:00.000Z' }],
    [
      'edited by its author',
      { version: 4, title: 'Climatiseur Condor 12000 BTU', updatedAt: '2026-11-02T08:00:00.000Z' },
    ],
    ['being deleted', { state: 'deleting' }],
  ])('invalidates /deals/{id} (and /ar/deals/{id}) when the deal is %s', async (_, change) => {
    const res = await handler(modify(deal, { ...deal, ...change }));
    expect(res).toEqual({ batchItemFailures: [] });
    expect(invalidated()).toEqual(['/deals/AbCdEfGhIjKlMn_-', '/ar/deals/AbCdEfGhIjKlMn_-']);
  });

  it('leaves it for a vote, a restore or a change of nothing on the page', async () => {
    await handler(modify(deal, { ...deal, upvotes: 3 }));
    await handler(modify({ ...deal, hiddenAt: '2026-11-02T08:00:00.000Z' }, deal));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('goes on with the batch when CloudFront refuses', async () => {
    fetch.mockResolvedValue(new Response('<Code>AccessDenied</Code>', { status: 403 }));
    expect(await handler(modify(deal, { ...deal, hiddenAt: '2026-11-02T08:00:00.000Z' }))).toEqual({
      batchItemFailures: [],
    });
  });
});

describe('table events: the member page at CloudFront', () => {
  const card = {
    PK: 'MEMBERNAME#karim_dz',
    SK: 'MEMBER',
    userId: 'u-1',
    username: 'Karim_DZ',
    joinedAt: deal.createdAt,
  };
  const removed = (before: object): DynamoDBStreamEvent => ({
    Records: [
      { eventName: 'REMOVE', eventID: '2', dynamodb: { SequenceNumber: '2', OldImage: marshall(before) as never } },
    ],
  });

  it('invalidates the old name of a renamed member, and the page of a suspended one', async () => {
    await handler(removed(card));
    await handler(modify(card, { ...card, username: 'karim_dz' }));
    await handler(modify(card, { ...card, suspendedAt: '2026-11-02T08:00:00.000Z' }));
    expect(invalidated()).toEqual(Array(3).fill(['/membres/Karim_DZ', '/ar/membres/Karim_DZ']).flat());
  });

  it('leaves it when a suspension is lifted (a 404 is never cached)', async () => {
    await handler(modify({ ...card, suspendedAt: '2026-11-02T08:00:00.000Z' }, card));
    expect(fetch).not.toHaveBeenCalled();
  });
});
