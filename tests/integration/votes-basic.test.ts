import { beforeAll, describe, expect, it } from 'vitest';
import type { BulkVotes, Deal, UserStats } from '@shared/api-types';
import { VOTES_PER_WINDOW, VOTE_WINDOW_SECONDS } from '@shared/limits';
import { call, registerMember } from '../support/http';
import { getPage, postDeal, roundTrips } from '../support/deals';
import { inOneWindow } from '../support/windows';

type Member = Awaited<ReturnType<typeof registerMember>>;

const vote = (m: Member, id: string, positive?: boolean) =>
  call<Deal>('POST', `/api/deals/${id}/vote${positive === undefined ? '' : `?positive=${positive}`}`, {
    token: m.token,
  });
const withdraw = (m: Member, id: string) => call<Deal>('DELETE', `/api/deals/${id}/vote`, { token: m.token });
const myVote = (m: Member, id: string) => call('GET', `/api/deals/${id}/my-vote`, { token: m.token });
const stats = async (m: Member) => (await call<UserStats>('GET', '/api/users/me/stats', { token: m.token })).body.data;

describe('votes', () => {
  let author: Member;
  let voter: Member;
  let deal: Deal;

  beforeAll(async () => {
    [author, voter] = await Promise.all([registerMember(), registerMember()]);
    deal = await postDeal(author.token);
  });

  it('casts, counts the same vote once, switches and withdraws', async () => {
    const up = await vote(voter, deal.id, true);
    expect(up.status).toBe(200);
    expect(roundTrips(up)).toBeLessThanOrEqual(3);
    expect(up.body.data).toMatchObject({
      id: deal.id,
      upvotes: 1,
      downvotes: 0,
      score: 1,
      userVote: { isPositive: true },
    });

    const again = await vote(voter, deal.id, true);
    expect(again.body.data).toMatchObject({ upvotes: 1, downvotes: 0, score: 1, userVote: { isPositive: true } });

    const down = await vote(voter, deal.id, false);
    expect(down.body.data).toMatchObject({ upvotes: 0, downvotes: 1, score: -1, userVote: { isPositive: false } });
    expect(roundTrips(down)).toBeLessThanOrEqual(3);

    const off = await withdraw(voter, deal.id);
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ upvotes: 0, downvotes: 0, score: 0, userVote: null });
    const offAgain = await withdraw(voter, deal.id);
    expect(offAgain.body.data).toMatchObject({ upvotes: 0, downvotes: 0, userVote: null });
  });

  it('keeps the voter’s and the author’s stats in step', async () => {
    const [a0, v0] = await Promise.all([stats(author), stats(voter)]);
    await vote(voter, deal.id, true);
    const [a1, v1] = await Promise.all([stats(author), stats(voter)]);
    expect(v1.votesCast).toBe(v0.votesCast + 1);
    expect(a1).toMatchObject({ upvotesReceived: a0.upvotesReceived + 1, totalScore: a0.totalScore + 1 });
    await vote(voter, deal.id, false);
    const [a2, v2] = await Promise.all([stats(author), stats(voter)]);
    expect(v2.votesCast).toBe(v1.votesCast);
    expect(a2).toMatchObject({
      upvotesReceived: a0.upvotesReceived,
      downvotesReceived: a0.downvotesReceived + 1,
      totalScore: a0.totalScore - 1,
    });
    await withdraw(voter, deal.id);
    expect(await stats(voter)).toEqual(v0);
    expect(await stats(author)).toEqual(a0);
  });

  it('refuses the author’s own vote (403), a signed-out vote (401) and a missing choice (400)', async () => {
    const own = await vote(author, deal.id, true);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Vous ne pouvez pas voter pour votre propre bon plan');
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`)).status).toBe(401);
    const missing = await vote(voter, deal.id);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Précisez le vote\u00A0: positive=true ou positive=false');
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=oui`, { token: voter.token })).status).toBe(400);
    const unknown = await vote(voter, 'inconnu', true);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Bon plan non trouvé');
  });

  it('shows the caller’s vote on my-vote, the deal and the list', async () => {
    const other = await postDeal(author.token, { city: 'Tiaret', category: 'Autres' });
    expect((await myVote(voter, other.id)).body.data).toBeNull();
    await vote(voter, other.id, false);
    const mine = await myVote(voter, other.id);
    expect(mine.body.data).toEqual({ isPositive: false });
    // The vote and deal in one BatchGet, the session check alongside.
    expect(roundTrips(mine)).toBe(2);
    expect((await myVote(voter, 'inconnu')).status).toBe(404);
    expect((await call('GET', `/api/deals/${other.id}/my-vote`)).status).toBe(401);

    const read = await call<Deal>('GET', `/api/deals/${other.id}`, { token: voter.token });
    expect(read.body.data.userVote).toEqual({ isPositive: false });
    // The deal with the caller's marks, and the check that the token's session is live alongside.
    expect(roundTrips(read)).toBe(2);
    expect((await call<Deal>('GET', `/api/deals/${other.id}`)).body.data.userVote).toBeNull();
    const list = await getPage('/api/deals?city=Tiaret&category=Autres&size=50', voter.token);
    expect(list.body.data.content.find((d) => d.id === other.id)?.userVote).toEqual({ isPositive: false });
    // At most 3 in sequence, and the session check alongside.
    expect(roundTrips(list)).toBeLessThanOrEqual(4);
  });

  it('answers bulk-votes for up to 100 ids, leaving out unvoted and unknown ones', async () => {
    const [a, b, c] = await Promise.all([postDeal(author.token), postDeal(author.token), postDeal(author.token)]);
    await vote(voter, a.id, true);
    await vote(voter, b.id, false);
    const ids = [a.id, b.id, c.id, 'inconnu', a.id, ...Array.from({ length: 95 }, (_, i) => `x${i}`)];
    const res = await call<BulkVotes>('POST', '/api/deals/bulk-votes', { token: voter.token, body: ids });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ [a.id]: true, [b.id]: false });
    expect(roundTrips(res)).toBe(2);
    expect((await call('POST', '/api/deals/bulk-votes', { token: voter.token, body: [] })).body.data).toEqual({});
    const tooMany = await call('POST', '/api/deals/bulk-votes', { token: voter.token, body: [...ids, 'x'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Envoyez une liste de 100 identifiants de bons plans au plus');
    expect((await call('POST', '/api/deals/bulk-votes', { token: voter.token, body: { ids } })).status).toBe(400);
    expect((await call('POST', '/api/deals/bulk-votes', { body: [a.id] })).status).toBe(401);
  });

  it(`limits a member to ${VOTES_PER_WINDOW} vote actions a minute (429)`, async () => {
    // In one window of the limit (tests/support/windows.ts), with a member of its own.
    await inOneWindow(VOTE_WINDOW_SECONDS, async () => {
      const [busy, poster] = await Promise.all([registerMember(), registerMember()]);
      const target = await postDeal(poster.token);
      // Alternating votes are all writes.
      for (let i = 0; i < VOTES_PER_WINDOW; i++) expect((await vote(busy, target.id, i % 2 === 0)).status).toBe(200);
      const limited = await vote(busy, target.id, true);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe('Trop de votes en peu de temps, veuillez patienter une minute');
      // The refused vote changed nothing: the last one counted was a downvote.
      const read = await call<Deal>('GET', `/api/deals/${target.id}`);
      expect(read.body.data).toMatchObject({ upvotes: 0, downvotes: 1 });
    });
  });
});
