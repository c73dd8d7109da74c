import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, Comment, Deal, Page, UserStats } from '@shared/api-types';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from '@shared/limits';
import { BADGES, HOT_TRUSTED_UPVOTES, REPUTATION_POINTS } from '@shared/reputation';
import { TABLE, keys } from '@shared/table';
import { adminToken, postDeal, registerMembers, roundTrips, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';
import { grantStanding, stackDb, trustedMembers } from '../support/trust';

// Reputation kept exactly (docs/api.md#reputation-and-trust): points from trusted members' votes, the Hot
// points once per deal, a moderator's hide and its restore, and the badges written when earned.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];

const { upvoteReceived: UP, downvoteReceived: DOWN, hotDeal: HOT, hiddenByModerator: HIDDEN } = REPUTATION_POINTS;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let admin: string;
beforeAll(async () => {
  await useStackData();
  admin = await adminToken();
});

const stats = async (m: Member) => {
  const res = await call<UserStats>('GET', '/api/users/me/stats', { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const reputation = async (m: Member) => (await stats(m)).reputation;
const vote = async (m: Member, dealId: string, positive: boolean) => {
  const res = await call<Deal>('POST', `/api/deals/${dealId}/vote?positive=${positive}`, { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const withdraw = async (m: Member, dealId: string) => {
  const res = await call<Deal>('DELETE', `/api/deals/${dealId}/vote`, { token: m.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
/** The deal item as stored (its trusted vote counts are not in the API). */
const dealItem = async (id: string) =>
  (await stackDb().send(new GetCommand({ TableName: TABLE.defaultName, Key: keys.deal(id), ConsistentRead: true })))
    .Item!;
const resolve = async (type: 'deal' | 'comment', id: string, action: 'hide' | 'restore' | 'dismiss') => {
  const res = await call('POST', `/api/admin/reports/${type}/${id}/resolve`, {
    token: admin,
    body: { action, reason: 'Contenu contraire aux règles' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const report = async (m: Member, path: string) => {
  const res = await call('POST', `${path}/report`, { token: m.token, body: { reason: 'spam' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

describe('votes and reputation', () => {
  it('a trusted upvote gives +2 and a downvote -1 to the author; untrusted votes give nothing', async () => {
    const [author, stranger] = await registerMembers(2);
    const [trusted] = await trustedMembers(1);
    const deal = await postDeal(author.token);
    const up = await vote(trusted, deal.id, true);
    expect(roundTrips(up)).toBeLessThanOrEqual(3); // the standing read with the deal and the vote
    expect(await reputation(author)).toBe(UP);
    await vote(stranger, deal.id, true);
    expect(await reputation(author)).toBe(UP);
    expect(await dealItem(deal.id)).toMatchObject({ upvotes: 2, trustedUpvotes: 1 });
    await vote(trusted, deal.id, false);
    expect(await reputation(author)).toBe(DOWN);
    expect(await dealItem(deal.id)).toMatchObject({ upvotes: 1, downvotes: 1, trustedUpvotes: 0, trustedDownvotes: 1 });
    await vote(stranger, deal.id, false);
    expect(await reputation(author)).toBe(DOWN);
    // The vote records what it gave.
    const item = await stackDb().send(
      new GetCommand({ TableName: TABLE.defaultName, Key: keys.vote(deal.id, trusted.id), ConsistentRead: true }),
    );
    expect(item.Item).toMatchObject({ isPositive: false, trusted: true, points: DOWN });
    // Votes cast do not move the voter's own reputation; the own deal is closed to its author.
    expect(await reputation(stranger)).toBe(0);
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: author.token })).status).toBe(403);
  });

  it('switching and withdrawing take back exactly what the stored vote gave, whatever the standing now', async () => {
    const [author, voter] = await registerMembers(2);
    const deal = await postDeal(author.token);
    // Cast while untrusted: 0. Trusted since: the withdrawal gives back 0, not 2.
    await vote(voter, deal.id, true);
    await grantStanding(voter.id);
    expect(await reputation(author)).toBe(0);
    await withdraw(voter, deal.id);
    expect(await reputation(author)).toBe(0);
    expect(await dealItem(deal.id)).toMatchObject({ upvotes: 0 });
    // Now trusted: +2, switched to -1, withdrawn to 0.
    await vote(voter, deal.id, true);
    expect(await reputation(author)).toBe(UP);
    await vote(voter, deal.id, false);
    expect(await reputation(author)).toBe(DOWN);
    await withdraw(voter, deal.id);
    expect(await reputation(author)).toBe(0);
    // Cast while trusted, trust lost since (reputation under the threshold): the 2 go back all the same.
    await vote(voter, deal.id, true);
    await stackDb().send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.userStats(voter.id),
        UpdateExpression: 'SET reputation = :zero',
        ExpressionAttributeValues: { ':zero': 0 },
      }),
    );
    expect((await stats(voter)).trusted).toBe(false);
    await vote(voter, deal.id, false); // untrusted now: takes back 2, gives 0
    expect(await reputation(author)).toBe(0);
    expect(await dealItem(deal.id)).toMatchObject({ upvotes: 0, downvotes: 1, trustedUpvotes: 0 });
    await withdraw(voter, deal.id);
    expect(await reputation(author)).toBe(0);
  });

  it('treats a vote stored before reputation existed as untrusted, 0 points', async () => {
    const [author] = await registerMembers(1);
    const [voter] = await trustedMembers(1);
    const deal = await postDeal(author.token);
    await vote(voter, deal.id, true);
    // As the vote items written before this change: no `trusted`, no `points`.
    await stackDb().send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.vote(deal.id, voter.id),
        UpdateExpression: 'REMOVE trusted, points',
      }),
    );
    await withdraw(voter, deal.id);
    expect(await reputation(author)).toBe(UP); // nothing taken back: the old vote gave nothing
  });

  it('a ring of new accounts upvoting each other’s deals earns nothing', async () => {
    const ring = await registerMembers(5);
    const deals = await Promise.all(ring.map((m) => postDeal(m.token, { title: `Offre de l’anneau ${m.username}` })));
    for (const m of ring) for (const d of deals) if (d.author !== m.id) await vote(m, d.id, true);
    for (const d of deals) expect(await dealItem(d.id)).toMatchObject({ upvotes: 4 });
    for (const m of ring) expect(await stats(m)).toMatchObject({ reputation: 0, upvotesReceived: 4, trusted: false });
  });

  it('20 concurrent trusted votes on one author’s deals give exactly their sum, and so do their switches', async () => {
    const [author] = await registerMembers(1);
    const voters = await trustedMembers(20);
    const deals: Deal[] = [];
    // Five deals: none gets the 10 votes that would make it hot (and bring Hot points).
    for (let i = 0; i < 5; i++) deals.push(await postDeal(author.token, { title: `Offre concurrente ${i}` }));
    const positive = (i: number) => i % 4 !== 0; // 15 up, 5 down
    await Promise.all(voters.map((v, i) => vote(v, deals[i % 5].id, positive(i))));
    expect(await reputation(author)).toBe(15 * UP + 5 * DOWN);
    // Every voter switches at the same moment, and a second deal's votes arrive alongside.
    await Promise.all(
      voters.flatMap((v, i) => [vote(v, deals[i % 5].id, !positive(i)), vote(v, deals[(i + 1) % 5].id, true)]),
    );
    expect(await reputation(author)).toBe(5 * UP + 15 * DOWN + 20 * UP);
    const items = await Promise.all(deals.map((d) => dealItem(d.id)));
    expect(items.reduce((n, d) => n + Number(d.trustedUpvotes ?? 0), 0)).toBe(25);
    expect(items.reduce((n, d) => n + Number(d.trustedDownvotes ?? 0), 0)).toBe(15);
    await Promise.all(voters.flatMap((v, i) => [withdraw(v, deals[i % 5].id), withdraw(v, deals[(i + 1) % 5].id)]));
    expect(await reputation(author)).toBe(0);
  });
});

describe('Hot points', () => {
  it('wait for trusted upvotes: a deal pushed hot by new accounts earns nothing until 3, then +10 once', async () => {
    const hotVotes = HOT_THRESHOLD / TEMPERATURE_PER_VOTE;
    const [author, ...crowd] = await registerMembers(hotVotes + 1);
    const trusted = await trustedMembers(HOT_TRUSTED_UPVOTES + 1);
    const deal = await postDeal(author.token, { title: 'Aspirateur robot en promotion' });
    for (const m of crowd) await vote(m, deal.id, true);
    // The stream handled the crossing (the author was told): nothing earned.
    await eventually(async () => {
      const page = await call<Page<AppNotification>>('GET', '/api/notifications', { token: author.token });
      expect(page.body.data.content.map((n) => n.kind)).toContain('hot');
    });
    expect(await stats(author)).toMatchObject({ reputation: 0, hotDeals: 0 });

    for (const m of trusted.slice(0, HOT_TRUSTED_UPVOTES - 1)) await vote(m, deal.id, true);
    const beforeThird = (HOT_TRUSTED_UPVOTES - 1) * UP;
    // A later change of the deal (a comment) lets the stream look again: still nothing.
    await call('POST', `/api/deals/${deal.id}/comments`, { token: crowd[0].token, body: { content: 'Top !' } });
    await eventually(async () => {
      const page = await call<Page<AppNotification>>('GET', '/api/notifications', { token: author.token });
      expect(page.body.data.content.map((n) => n.kind)).toContain('comment');
    });
    expect(await stats(author)).toMatchObject({ reputation: beforeThird, hotDeals: 0 });

    await vote(trusted[HOT_TRUSTED_UPVOTES - 1], deal.id, true);
    const earned = await eventually(async () => {
      const s = await stats(author);
      expect(s.hotDeals).toBe(1);
      return s;
    });
    expect(earned.reputation).toBe(HOT_TRUSTED_UPVOTES * UP + HOT);
    expect(earned.level).toEqual({ code: 'membre', label: 'Membre' });
    const firstHot = earned.badges.find((b) => b.code === 'first_hot');
    expect(firstHot).toMatchObject({ label: BADGES.first_hot.label, earnedAt: expect.stringMatching(ISO) });

    // More trusted votes: their own points, the Hot ones not again.
    await vote(trusted[HOT_TRUSTED_UPVOTES], deal.id, true);
    await eventually(async () => expect(await reputation(author)).toBe((HOT_TRUSTED_UPVOTES + 1) * UP + HOT));
    // A replayed stream record (a batch retried): counted once.
    process.env.LOG_REQUESTS = '0'; // the job's line per run, as on `npm start`'s console
    const { handler } = await import('@functions/jobs/table-events');
    const image = marshall(await dealItem(deal.id), { removeUndefinedValues: true, convertClassInstanceToMap: true });
    const record = { eventID: 'replay', eventName: 'MODIFY', dynamodb: { NewImage: image, OldImage: image } };
    for (let i = 0; i < 2; i++)
      expect(await handler({ Records: [record] } as never)).toEqual({ batchItemFailures: [] });
    const after = await stats(author);
    expect(after).toMatchObject({ hotDeals: 1, reputation: (HOT_TRUSTED_UPVOTES + 1) * UP + HOT });
    expect(after.badges.find((b) => b.code === 'first_hot')).toEqual(firstHot);
  });

  it('gives nothing for a hidden deal, and the 10th Hot deal earns hot_10', async () => {
    const { awardHotDeal } = await import('@functions/data/members/hot-awards');
    const [author] = await registerMembers(1);
    const base = (id: string) => ({
      id,
      author: author.id,
      upvotes: 10,
      downvotes: 0,
      trustedUpvotes: HOT_TRUSTED_UPVOTES,
    });
    // Real deals, so the award's check that each is still visible holds.
    const deals: Deal[] = [];
    for (let i = 0; i < 10; i++) deals.push(await postDeal(author.token, { title: `Offre hot numéro ${i}` }));
    await Promise.all(deals.map((d) => awardHotDeal(base(d.id) as never)));
    const s = await stats(author);
    expect(s).toMatchObject({ hotDeals: 10, reputation: 10 * HOT });
    expect(s.badges.map((b) => b.code)).toEqual(expect.arrayContaining(['first_deal', 'first_hot', 'hot_10']));
    expect(await awardHotDeal(base(deals[0].id) as never)).toBe(false);
    // Hidden since the record was written: nothing.
    const [other] = await registerMembers(1);
    const hidden = await postDeal(other.token);
    await report(author, `/api/deals/${hidden.id}`);
    await resolve('deal', hidden.id, 'hide');
    expect(await awardHotDeal({ ...base(hidden.id), author: other.id } as never)).toBe(false);
    expect(await stats(other)).toMatchObject({ hotDeals: 0, reputation: HIDDEN });
  });
});

describe('moderation and reputation', () => {
  it('an admin’s hide costs the author 20, once; a restore gives it back', async () => {
    const [author, reporter] = await registerMembers(2);
    const deal = await postDeal(author.token);
    await report(reporter, `/api/deals/${deal.id}`);
    await resolve('deal', deal.id, 'hide');
    expect(await stats(author)).toMatchObject({ reputation: HIDDEN, dealsPosted: 0 });
    // Hidden again (a second decision on the hidden deal): charged once.
    await resolve('deal', deal.id, 'hide');
    expect(await reputation(author)).toBe(HIDDEN);
    await resolve('deal', deal.id, 'restore');
    expect(await stats(author)).toMatchObject({ reputation: 0, dealsPosted: 1 });
    await resolve('deal', deal.id, 'restore');
    expect(await reputation(author)).toBe(0);

    // A comment too.
    const comment = await call<Comment>('POST', `/api/deals/${deal.id}/comments`, {
      token: author.token,
      body: { content: 'Commentaire hors sujet' },
    });
    await report(reporter, `/api/comments/${comment.body.data.id}`);
    await resolve('comment', comment.body.data.id, 'hide');
    expect(await reputation(author)).toBe(HIDDEN);
    await resolve('comment', comment.body.data.id, 'restore');
    expect(await reputation(author)).toBe(0);
  });

  it('an automatic hide costs nothing until an admin confirms it', async () => {
    const [author] = await registerMembers(1);
    const reporters = await trustedMembers(5);
    const deal = await postDeal(author.token);
    for (const m of reporters) await report(m, `/api/deals/${deal.id}`);
    expect((await call('GET', `/api/deals/${deal.id}`)).status).toBe(404); // hidden by the reports
    expect(await reputation(author)).toBe(0);
    await resolve('deal', deal.id, 'hide'); // the admin confirms: now it costs
    expect(await reputation(author)).toBe(HIDDEN);
    await resolve('deal', deal.id, 'restore');
    expect(await reputation(author)).toBe(0);
    expect((await call('GET', `/api/deals/${deal.id}`)).status).toBe(200);
  });
});

describe('badges', () => {
  it('first_deal and votes_100 appear in /users/me/stats with their dates', async () => {
    const [member, author] = await registerMembers(2);
    expect((await stats(member)).badges).toEqual([]);
    await postDeal(member.token);
    await postDeal(member.token);
    const first = (await stats(member)).badges;
    expect(first).toEqual([
      { code: 'first_deal', label: BADGES.first_deal.label, earnedAt: expect.stringMatching(ISO) },
    ]);
    // 99 votes already cast (written straight: the vote limit would make 100 real votes take minutes).
    await stackDb().send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.userStats(member.id),
        UpdateExpression: 'SET votesCast = :n',
        ExpressionAttributeValues: { ':n': 99 },
      }),
    );
    const deal = await postDeal(author.token);
    await vote(member, deal.id, true);
    const after = await stats(member);
    expect(after.votesCast).toBe(100);
    expect(after.badges).toEqual([
      first[0],
      { code: 'votes_100', label: BADGES.votes_100.label, earnedAt: expect.stringMatching(ISO) },
    ]);
    // Kept with its first date.
    await withdraw(member, deal.id);
    await vote(member, deal.id, false);
    expect((await stats(member)).badges).toEqual(after.badges);
  });
});
