import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, inject, it } from 'vitest';
import type { Comment, Deal, Page, UserStats } from '@shared/api-types';
import { COMMENTS_PER_DAY, COMMENTS_PER_MINUTE, DEALS_PER_HOUR } from '@shared/limits';
import { TABLE, keys } from '@shared/table';
import { dealInput, postDeal, roundTrips } from '../support/deals';
import { call, registerMember, type Reply } from '../support/http';
import { inOneWindow, secondsLeftInWindow } from '../support/windows';

type Member = Awaited<ReturnType<typeof registerMember>>;

const HOUR = 3600;
const DAY = 24 * HOUR;

const newDeal = (m: Member) => call<Deal>('POST', '/api/deals', { token: m.token, body: dealInput() });
const comment = (m: Member, dealId: string, content: string) =>
  call<Comment>('POST', `/api/deals/${dealId}/comments`, { token: m.token, body: { content } });
const dealsBy = async (m: Member) =>
  (await call<Page<Deal>>('GET', `/api/deals?author=${m.id}`)).body.data.totalElements;
const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;
const readDeal = async (id: string) => (await call<Deal>('GET', `/api/deals/${id}`)).body.data;
const commentTotal = async (dealId: string) =>
  (await call<Page<Comment>>('GET', `/api/deals/${dealId}/comments?size=1`)).body.data.totalElements;

/** A 429 of the posting limits: French message, Retry-After within the window, nothing else. */
function expectRefused(res: Reply, windowSeconds: number, message: RegExp, calls = 3) {
  expect(res.status, JSON.stringify(res.body)).toBe(429);
  expect(res.body).toMatchObject({ success: false, data: null });
  expect(res.body.message).toMatch(message);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(roundTrips(res)).toBeLessThanOrEqual(calls);
}

/** A deal's calls: its author, the sequence and its merchant (one round trip, in parallel), then the transaction. */
const DEAL_CALLS = 4;

// Each scenario runs in one window of its limit (tests/support/windows.ts), with members of its own.
describe('deals per member', () => {
  it(`publishes ${DEALS_PER_HOUR} deals an hour, then answers 429 and writes nothing`, async () => {
    await inOneWindow(HOUR, async () => {
      const [member, other] = await Promise.all([registerMember(), registerMember()]);
      for (let i = 0; i < DEALS_PER_HOUR; i++) {
        const res = await newDeal(member);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(roundTrips(res)).toBeLessThanOrEqual(DEAL_CALLS);
      }
      const refused = await newDeal(member);
      expectRefused(
        refused,
        HOUR,
        /^Vous avez publié beaucoup de bons plans en peu de temps, réessayez dans \d+ /,
        DEAL_CALLS,
      );
      expect((await newDeal(member)).status).toBe(429);

      expect(await dealsBy(member)).toBe(DEALS_PER_HOUR);
      expect((await stats(member)).dealsPosted).toBe(DEALS_PER_HOUR);
      // Another member is not held back by this one.
      expect((await postDeal(other.token)).author).toBe(other.id);
      expect(await dealsBy(other)).toBe(1);
    });
  });

  it('lets no burst through: of many deals sent at once, exactly the limit is published', async () => {
    await inOneWindow(HOUR, async () => {
      const member = await registerMember();
      const replies = await Promise.all(Array.from({ length: DEALS_PER_HOUR + 5 }, () => newDeal(member)));
      expect(replies.filter((r) => r.status === 201)).toHaveLength(DEALS_PER_HOUR);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(5);
      expect(await dealsBy(member)).toBe(DEALS_PER_HOUR);
      expect((await stats(member)).dealsPosted).toBe(DEALS_PER_HOUR);
    });
  });
});

describe('comments per member', () => {
  it(`accepts ${COMMENTS_PER_MINUTE} comments a minute, then answers 429 and writes nothing`, async () => {
    await inOneWindow(60, async () => {
      const [author, member, other] = await Promise.all([registerMember(), registerMember(), registerMember()]);
      const deal = await postDeal(author.token);
      for (let i = 0; i < COMMENTS_PER_MINUTE; i++) {
        const res = await comment(member, deal.id, `Avis numéro ${i}`);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        expect(roundTrips(res)).toBeLessThanOrEqual(3);
      }
      const refused = await comment(member, deal.id, 'Un avis de trop');
      expectRefused(refused, 60, /^Vous avez publié beaucoup de commentaires en peu de temps, réessayez dans \d+ /);

      expect((await readDeal(deal.id)).commentsCount).toBe(COMMENTS_PER_MINUTE);
      expect(await commentTotal(deal.id)).toBe(COMMENTS_PER_MINUTE);
      expect((await stats(member)).commentsWritten).toBe(COMMENTS_PER_MINUTE);
      // Another member still comments.
      expect((await comment(other, deal.id, "Je n'ai encore rien dit")).status).toBe(201);
      expect((await readDeal(deal.id)).commentsCount).toBe(COMMENTS_PER_MINUTE + 1);
      expect(await commentTotal(deal.id)).toBe(COMMENTS_PER_MINUTE + 1);
    });
  });

  it('lets no burst through: of many comments sent at once, exactly the limit is kept', async () => {
    await inOneWindow(60, async () => {
      const [author, member] = await Promise.all([registerMember(), registerMember()]);
      const deal = await postDeal(author.token);
      const replies = await Promise.all(
        Array.from({ length: COMMENTS_PER_MINUTE + 5 }, (_, i) => comment(member, deal.id, `Rafale ${i}`)),
      );
      expect(replies.filter((r) => r.status === 201)).toHaveLength(COMMENTS_PER_MINUTE);
      expect(replies.filter((r) => r.status === 429)).toHaveLength(5);
      expect((await readDeal(deal.id)).commentsCount).toBe(COMMENTS_PER_MINUTE);
      expect(await commentTotal(deal.id)).toBe(COMMENTS_PER_MINUTE);
    });
  });

  it(`stops at ${COMMENTS_PER_DAY} comments a day, until the next day`, async () => {
    await inOneWindow(DAY, async () => {
      const [author, member] = await Promise.all([registerMember(), registerMember()]);
      const deal = await postDeal(author.token);
      // As if the member had already written all but one of today's comments (the day window is
      // the stored item the API counts in).
      const db = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: inject('ddbEndpoint'),
          region: 'us-east-1',
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }),
      );
      const now = Math.floor(Date.now() / 1000);
      await db.send(
        new UpdateCommand({
          TableName: TABLE.defaultName,
          Key: keys.rateWindow('post-comment-day', member.id, now - (now % DAY)),
          UpdateExpression: 'SET #n = :n, #ttl = :ttl',
          ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':n': COMMENTS_PER_DAY - 1, ':ttl': now - (now % DAY) + DAY + 60 },
        }),
      );
      db.destroy();

      expect((await comment(member, deal.id, 'Le dernier de la journée')).status).toBe(201);
      const sent = Date.now();
      const refused = await comment(member, deal.id, 'Un de plus');
      const answered = Date.now();
      expectRefused(
        refused,
        DAY,
        /^Vous avez atteint le nombre maximal de commentaires pour aujourd’hui, réessayez dans \d+/,
      );
      // Retry-After is the rest of the day as the server counted it, somewhere in the request.
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(secondsLeftInWindow(DAY, answered));
      expect(retryAfter).toBeLessThanOrEqual(secondsLeftInWindow(DAY, sent));
      expect((await readDeal(deal.id)).commentsCount).toBe(1);
      expect((await stats(member)).commentsWritten).toBe(1);
    });
  });
});
