import { describe, expect, it } from 'vitest';
import type { Deal, UserStats } from '@shared/api-types';
import { call, registerMember } from '../support/http';
import { postDeal, registerMembers } from '../support/deals';

type Member = Awaited<ReturnType<typeof registerMember>>;

const VOTERS = 50;
const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;
const readDeal = async (id: string) => (await call<Deal>('GET', `/api/deals/${id}`)).body.data;

/** An author, their deal and VOTERS members of the test's own: no test reads another's counts. */
async function crowd() {
  const [author, voters] = await Promise.all([registerMember(), registerMembers(VOTERS, 3)]);
  return { author, voters, deal: await postDeal(author.token) };
}

/** Every voter votes on the deal at once, up or down as `positive` says; all answer 200. */
async function voteAll(voters: Member[], dealId: string, positive: (i: number) => boolean) {
  const replies = await Promise.all(
    voters.map((v, i) => call<Deal>('POST', `/api/deals/${dealId}/vote?positive=${positive(i)}`, { token: v.token })),
  );
  expect(replies.map((r) => r.status)).toEqual(voters.map(() => 200));
  return replies;
}

// Each test brings its crowd (signing 50 members up is most of its time, not a wait).
const CROWD_TIMEOUT = 240_000;

describe(`${VOTERS} members voting on one deal at the same moment`, () => {
  it(
    'counts every vote exactly once',
    async () => {
      const { voters, deal } = await crowd();
      const replies = await Promise.all(
        voters.map((v) => call<Deal>('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: v.token })),
      );
      expect(replies.map((r) => r.status)).toEqual(voters.map(() => 200));
      expect(await readDeal(deal.id)).toMatchObject({ upvotes: VOTERS, downvotes: 0, score: VOTERS });
      // Each reply saw its own vote counted.
      expect(Math.max(...replies.map((r) => r.body.data.upvotes))).toBe(VOTERS);
      expect(replies.every((r) => r.body.data.userVote?.isPositive === true)).toBe(true);
    },
    CROWD_TIMEOUT,
  );

  it(
    'switches half, repeats the other half, all at once',
    async () => {
      const { author, voters, deal } = await crowd();
      await voteAll(voters, deal.id, () => true);
      const half = VOTERS / 2;
      const replies = await Promise.all(
        voters.map((v, i) =>
          call<Deal>('POST', `/api/deals/${deal.id}/vote?positive=${i >= half}`, { token: v.token }),
        ),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(await readDeal(deal.id)).toMatchObject({ upvotes: half, downvotes: half, score: 0 });
      const authorStats = await stats(author);
      expect(authorStats).toMatchObject({ upvotesReceived: half, downvotesReceived: half, totalScore: 0 });
    },
    CROWD_TIMEOUT,
  );

  it(
    'withdraws them all at once, and the same withdrawal twice changes nothing',
    async () => {
      const { author, voters, deal } = await crowd();
      await voteAll(voters, deal.id, (i) => i >= VOTERS / 2);
      expect(await stats(author)).toMatchObject({ upvotesReceived: VOTERS / 2, downvotesReceived: VOTERS / 2 });
      const replies = await Promise.all(
        [...voters, ...voters.slice(0, 10)].map((v) =>
          call('DELETE', `/api/deals/${deal.id}/vote`, { token: v.token }),
        ),
      );
      expect(replies.every((r) => r.status === 200)).toBe(true);
      expect(await readDeal(deal.id)).toMatchObject({ upvotes: 0, downvotes: 0, score: 0 });
      expect((await stats(voters[0])).votesCast).toBe(0);
      expect(await stats(author)).toMatchObject({ upvotesReceived: 0, downvotesReceived: 0, dealsPosted: 1 });
    },
    CROWD_TIMEOUT,
  );

  it(
    'deletes a deal with more votes and comments than one transaction holds, every counter with it',
    async () => {
      // The author's first deal stays: only the big one's counts leave with it.
      const { author, voters } = await crowd();
      const big = await postDeal(author.token, { title: 'Bon plan très commenté' });
      await voteAll(voters, big.id, (i) => i % 3 !== 0);
      for (let i = 0; i < 30; i++) {
        const res = await call('POST', `/api/deals/${big.id}/comments`, {
          token: voters[i % 7].token,
          body: { content: `Commentaire ${i}` },
        });
        expect(res.status).toBe(201);
      }
      expect(await readDeal(big.id)).toMatchObject({ upvotes: 33, downvotes: 17, commentsCount: 30 });
      expect((await stats(voters[0])).commentsWritten).toBe(5);

      const removed = await call('DELETE', `/api/deals/${big.id}`, { token: author.token });
      expect(removed.status).toBe(200);
      expect((await call('GET', `/api/deals/${big.id}`)).status).toBe(404);
      for (const v of [voters[0], voters[6], voters[49]]) {
        expect(await stats(v)).toMatchObject({ votesCast: 0, commentsWritten: 0 });
      }
      expect(await stats(author)).toMatchObject({ dealsPosted: 1, upvotesReceived: 0, downvotesReceived: 0 });
      const bulk = await call('POST', '/api/deals/bulk-votes', { token: voters[1].token, body: [big.id] });
      expect(bulk.body.data).toEqual({});
    },
    CROWD_TIMEOUT,
  );
});
