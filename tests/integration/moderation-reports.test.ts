import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Comment, Page, ReportRow } from '@shared/api-types';
import { REPORTS_PER_HOUR } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import { adminToken, postDeal, registerMembers, takingTurns } from '../support/deals';
import { call } from '../support/http';

// Reports and the moderation queue (docs/api.md#moderation). Only this file reports anything,
// so the queue's totals move by what it does.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let author: Member;
let members: Member[];
let admin: string;

const report = (token: string | undefined, path: string, body: unknown) =>
  call('POST', `${path}/report`, { token, body });
const queue = async (query = '') => {
  const res = await call<Page<ReportRow>>('GET', `/api/admin/reports${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const rowOf = async (targetId: string) => (await queue('?size=50')).content.find((r) => r.targetId === targetId);

beforeAll(async () => {
  [author, ...members] = await registerMembers(7);
  admin = await adminToken();
});

describe('reports', () => {
  it('takes a reason from the list, details up to 500 characters, required for "other"', async () => {
    const deal = await postDeal(author.token, { title: 'Offre à signaler pour les règles' });
    const path = `/api/deals/${deal.id}`;
    const cases: [unknown, string][] = [
      [{ reason: 'bof' }, FIELD_MSG.reportReason],
      [{}, FIELD_MSG.reportReason],
      [{ reason: 'other' }, FIELD_MSG.reportDetailsRequired],
      [{ reason: 'other', details: '   ' }, FIELD_MSG.reportDetailsRequired],
      [{ reason: 'spam', details: 'x'.repeat(501) }, FIELD_MSG.reportDetails],
      [{ reason: 'spam', details: 42 }, FIELD_MSG.reportDetails],
    ];
    for (const [body, message] of cases) {
      const res = await report(members[0].token, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toContain(message);
    }
    expect((await report(undefined, path, { reason: 'spam' })).status).toBe(401);
    expect((await report(members[0].token, '/api/deals/abcdefghijklmnop', { reason: 'spam' })).status).toBe(404);
    expect(await rowOf(deal.id)).toBeUndefined();
  });

  it("refuses a member's report of their own deal or comment", async () => {
    const deal = await postDeal(author.token, { title: 'Ma propre offre' });
    const own = await report(author.token, `/api/deals/${deal.id}`, { reason: 'spam' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.reportOwn);
    const comment = await call<Comment>('POST', `/api/deals/${deal.id}/comments`, {
      token: members[0].token,
      body: { content: 'Mon propre commentaire' },
    });
    const mine = await report(members[0].token, `/api/comments/${comment.body.data.id}`, { reason: 'spam' });
    expect(mine.status).toBe(403);
    expect(await rowOf(deal.id)).toBeUndefined();
  });

  it('counts one report per member and target: a repeat answers 200 and counts nothing', async () => {
    const before = (await queue()).totalElements;
    const deal = await postDeal(author.token, { title: 'Offre douteuse signalée deux fois' });
    const path = `/api/deals/${deal.id}`;
    const first = await report(members[0].token, path, { reason: 'misleading', details: 'Le prix affiché est faux' });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe(MSG.reportSent);
    const again = await report(members[0].token, path, { reason: 'spam' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(MSG.reportSent);
    const row = await rowOf(deal.id);
    expect(row).toMatchObject({
      targetType: 'deal',
      dealId: deal.id,
      summary: deal.title,
      authorId: author.id,
      authorUsername: author.username,
      reportsCount: 1,
      reasons: { spam: 0, offensive: 0, misleading: 1, duplicate: 0, other: 0 },
      latestDetails: 'Le prix affiché est faux',
      status: 'open',
      state: 'visible',
    });
    expect((await queue()).totalElements).toBe(before + 1);

    // The same report sent many times at once still counts once, and answers 200 each time.
    const burst = await Promise.all(
      Array.from({ length: 20 }, () => report(members[4].token, path, { reason: 'spam' })),
    );
    expect(burst.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(await rowOf(deal.id)).toMatchObject({ reportsCount: 2, reasons: { spam: 1, misleading: 1 } });
  });

  it('gathers the reports of a target in one row: counts per reason, latest details, first and last dates', async () => {
    const deal = await postDeal(author.token, { title: 'Offre signalée par plusieurs membres' });
    const comment = await call<Comment>('POST', `/api/deals/${deal.id}/comments`, {
      token: members[0].token,
      body: { content: 'Achetez ici, lien douteux, prix imbattables, cliquez vite sur mon lien' },
    });
    const before = (await queue()).totalElements;
    const sent: [Member, unknown][] = [
      [members[1], { reason: 'spam' }],
      [members[2], { reason: 'spam', details: 'Publicité déguisée' }],
      [members[3], { reason: 'duplicate' }],
      [members[4], { reason: 'other', details: 'Le vendeur n’existe pas' }],
    ];
    // Concurrent reports: every one is counted once.
    const answers = await Promise.all(sent.map(([m, body]) => report(m.token, `/api/deals/${deal.id}`, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    const commentReport = await report(members[1].token, `/api/comments/${comment.body.data.id}`, {
      reason: 'spam',
      details: 'Lien commercial',
    });
    expect(commentReport.status).toBe(200);

    const page = await queue('?size=50');
    expect(page.totalElements).toBe(before + 2);
    const row = page.content.find((r) => r.targetId === deal.id)!;
    expect(row).toMatchObject({
      reportsCount: 4,
      reasons: { spam: 2, offensive: 0, misleading: 0, duplicate: 1, other: 1 },
      status: 'open',
    });
    expect(['Publicité déguisée', 'Le vendeur n’existe pas']).toContain(row.latestDetails);
    expect(Date.parse(row.firstReportedAt)).toBeLessThanOrEqual(Date.parse(row.lastReportedAt));
    // The comment's row names its deal and shows the start of its text; it was reported last.
    expect(page.content[0]).toMatchObject({
      targetType: 'comment',
      targetId: comment.body.data.id,
      dealId: deal.id,
      summary: expect.stringMatching(/^Achetez ici, lien douteux/),
      authorId: members[0].id,
      reportsCount: 1,
      latestDetails: 'Lien commercial',
    });
    // Newest reported first, across pages of the same exact total.
    const dates = page.content.map((r) => r.lastReportedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await queue('?size=1&page=1');
    expect(second).toMatchObject({ number: 1, size: 1, totalElements: before + 2 });
    expect(second.content[0].targetId).toBe(page.content[1].targetId);
    expect(await queue('?status=closed')).toMatchObject({ totalElements: 0, content: [] });
  });

  it('limits how many reports a member sends in an hour', async () => {
    const turns = await takingTurns(3);
    const deals = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i++) deals.push(await postDeal(turns.next().token, { title: `Lot ${i}` }));
    const reporter = members[5];
    for (const deal of deals.slice(0, REPORTS_PER_HOUR)) {
      expect((await report(reporter.token, `/api/deals/${deal.id}`, { reason: 'duplicate' })).status).toBe(200);
    }
    const over = await report(reporter.token, `/api/deals/${deals.at(-1)!.id}`, { reason: 'duplicate' });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(MSG.reportsLimited);
    expect(await rowOf(deals.at(-1)!.id)).toBeUndefined();
  });

  it('keeps the queue to admins, and checks its query', async () => {
    expect((await call('GET', '/api/admin/reports')).status).toBe(401);
    expect((await call('GET', '/api/admin/reports', { token: members[0].token })).status).toBe(403);
    const bad = await call('GET', '/api/admin/reports?status=pending', { token: admin });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain(FIELD_MSG.reportStatus);
  });
});

describe('decisions', () => {
  const resolve = (token: string | undefined, type: string, id: string, body: unknown) =>
    call<ReportRow>('POST', `/api/admin/reports/${type}/${id}/resolve`, { token, body });
  const audit = async (query = '') => {
    const res = await call<Page<AuditEntry>>('GET', `/api/admin/audit${query}`, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  it('dismissing closes the open reports and records who, when, what and why', async () => {
    const deal = await postDeal(author.token, { title: 'Offre signalée puis classée' });
    for (const m of members.slice(0, 2)) {
      expect((await report(m.token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    }
    const [open, closed, trail] = [await queue(), await queue('?status=closed'), await audit()];

    const res = await resolve(admin, 'deal', deal.id, { action: 'dismiss', reason: 'Offre vérifiée en magasin' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.reportsDismissed);
    expect(res.body.data).toMatchObject({ targetId: deal.id, status: 'closed', reportsCount: 2 });
    expect((await queue()).totalElements).toBe(open.totalElements - 1);
    const closedNow = await queue('?status=closed');
    expect(closedNow.totalElements).toBe(closed.totalElements + 1);
    expect(closedNow.content.map((r) => r.targetId)).toContain(deal.id);
    expect(await rowOf(deal.id)).toBeUndefined();

    const entries = await audit();
    expect(entries.totalElements).toBe(trail.totalElements + 1);
    expect(entries.content[0]).toMatchObject({
      action: 'dismiss',
      targetType: 'deal',
      targetId: deal.id,
      summary: deal.title,
      reason: 'Offre vérifiée en magasin',
      reportsClosed: 2,
      adminUsername: expect.any(String),
    });
    expect(Date.now() - Date.parse(entries.content[0].at)).toBeLessThan(60_000);

    // Nothing open any more: a second decision is refused, and records nothing.
    const again = await resolve(admin, 'deal', deal.id, { action: 'dismiss' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG.noOpenReports);
    expect((await audit()).totalElements).toBe(entries.totalElements);

    // A later report opens a new round, counted from one.
    expect((await report(members[2].token, `/api/deals/${deal.id}`, { reason: 'duplicate' })).status).toBe(200);
    expect(await rowOf(deal.id)).toMatchObject({ status: 'open', reportsCount: 1, reasons: { spam: 0, duplicate: 1 } });
    expect((await queue('?status=closed')).totalElements).toBe(closed.totalElements);
  });

  it('checks the action, the reason and the target', async () => {
    const deal = await postDeal(author.token, { title: 'Offre pour les décisions invalides' });
    expect((await report(members[0].token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    const hide = await resolve(admin, 'deal', deal.id, { action: 'hide' });
    expect(hide.status).toBe(400);
    expect(hide.body.message).toContain(FIELD_MSG.moderationAction);
    const long = await resolve(admin, 'deal', deal.id, { action: 'dismiss', reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(FIELD_MSG.moderationReason);
    expect((await resolve(admin, 'user', deal.id, { action: 'dismiss' })).status).toBe(404);
    expect((await resolve(admin, 'deal', 'pas-un-id', { action: 'dismiss' })).status).toBe(404);
    expect((await resolve(admin, 'comment', deal.id, { action: 'dismiss' })).status).toBe(409);
    expect(await rowOf(deal.id)).toMatchObject({ status: 'open' });
  });

  it('keeps decisions and the audit trail to admins', async () => {
    const deal = await postDeal(author.token, { title: 'Offre que seul un admin juge' });
    expect((await report(members[0].token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    expect((await resolve(undefined, 'deal', deal.id, { action: 'dismiss' })).status).toBe(401);
    expect((await resolve(members[1].token, 'deal', deal.id, { action: 'dismiss' })).status).toBe(403);
    expect((await call('GET', '/api/admin/audit', { token: members[1].token })).status).toBe(403);
    expect((await call('GET', '/api/admin/audit')).status).toBe(401);
    expect(await rowOf(deal.id)).toMatchObject({ status: 'open' });
  });
});
