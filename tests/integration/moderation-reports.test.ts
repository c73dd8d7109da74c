import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuditEntry, Comment, Deal, Page, ReportRow } from '@shared/api-types';
import { REPORTS_PER_HOUR, REPORTS_TO_HIDE } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import { adminToken, dealInput, getPage, postDeal, registerMembers, takingTurns, uniqueWord } from '../support/deals';
import { call } from '../support/http';
import { holdingReportQueue } from '../support/report-queue';
import { grantStanding } from '../support/trust';

// Reports and the moderation queue (docs/api.md#moderation). The tests that assert how the
// queue's totals and order move hold it (holdingReportQueue): another file reporting meanwhile
// waits its turn, so the totals move by what they do. What trust decides is in trust-gate.test.ts; here
// the reporters who hide are trusted members (the community acting).

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

  it(
    'counts one report per member and target: a repeat answers 200 and counts nothing',
    () =>
      holdingReportQueue(async () => {
        const before = (await queue()).totalElements;
        const deal = await postDeal(author.token, { title: 'Offre douteuse signalée deux fois' });
        const path = `/api/deals/${deal.id}`;
        const first = await report(members[0].token, path, {
          reason: 'misleading',
          details: 'Le prix affiché est faux',
        });
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
          trustedReportsCount: 0,
          reporters: [
            {
              userId: members[0].id,
              username: members[0].username,
              trusted: false,
              reputation: 0,
              reason: 'misleading',
            },
          ],
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
        const twice = (await rowOf(deal.id))!;
        expect(twice).toMatchObject({ reportsCount: 2, reasons: { spam: 1, misleading: 1 } });
        expect(twice.reporters.map((r) => [r.username, r.reason])).toEqual([
          [members[4].username, 'spam'],
          [members[0].username, 'misleading'],
        ]);
      }),
    120_000,
  );

  it(
    'gathers the reports of a target in one row: counts per reason, latest details, first and last dates',
    () =>
      holdingReportQueue(async () => {
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
        // Nothing decided on these yet (other files close rounds of their own).
        const closed = (await queue('?status=closed&size=50')).content.map((r) => r.targetId);
        expect(closed).not.toContain(deal.id);
        expect(closed).not.toContain(comment.body.data.id);
      }),
    120_000,
  );

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

const resolve = (token: string | undefined, type: string, id: string, body: unknown) =>
  call<ReportRow>('POST', `/api/admin/reports/${type}/${id}/resolve`, { token, body });
const audit = async (query = '') => {
  const res = await call<Page<AuditEntry>>('GET', `/api/admin/audit${query}`, { token: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('decisions', () => {
  it(
    'dismissing closes the open reports and records who, when, what and why',
    () =>
      holdingReportQueue(async () => {
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
        expect(await rowOf(deal.id)).toMatchObject({
          status: 'open',
          reportsCount: 1,
          trustedReportsCount: 0,
          reporters: [{ username: members[2].username, reason: 'duplicate' }],
          reasons: { spam: 0, duplicate: 1 },
        });
        expect((await queue('?status=closed')).totalElements).toBe(closed.totalElements);
      }),
    120_000,
  );

  it('checks the action, the reason and the target', async () => {
    const deal = await postDeal(author.token, { title: 'Offre pour les décisions invalides' });
    expect((await report(members[0].token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    const ban = await resolve(admin, 'deal', deal.id, { action: 'ban' });
    expect(ban.status).toBe(400);
    expect(ban.body.message).toContain(FIELD_MSG.moderationAction);
    const long = await resolve(admin, 'deal', deal.id, { action: 'dismiss', reason: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.message).toContain(FIELD_MSG.moderationReason);
    expect((await resolve(admin, 'user', deal.id, { action: 'dismiss' })).status).toBe(404);
    expect((await resolve(admin, 'deal', 'pas-un-id', { action: 'dismiss' })).status).toBe(404);
    const never = await resolve(admin, 'comment', deal.id, { action: 'dismiss' });
    expect(never.status).toBe(404);
    expect(never.body.message).toBe(MSG.notReported);
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

describe('hidden content', () => {
  // A city no other test posts in, so its lists' totals move only by what this does.
  const CITY = 'Touggourt';
  let reporters: Member[];
  let saver: Member;
  // An author of its own: the file's first one is near the posting limit.
  let author: Member;
  beforeAll(async () => {
    [author, saver, ...reporters] = await registerMembers(REPORTS_TO_HIDE + 2);
    await Promise.all(reporters.map((m) => grantStanding(m.id)));
  });

  const get = (path: string, token?: string) => call<Deal>('GET', path, { token });
  const sitemap = async () => (await fetch(`${inject('baseUrl')}/sitemap.xml`)).text();
  /** What others see of the deal: every list it may be in, with totals. */
  const seen = async (deal: Deal, word: string) => {
    const list = async (path: string, token?: string) => {
      const res = await getPage(path, token);
      return { total: res.body.data.totalElements, ids: res.body.data.content.map((d) => d.id) };
    };
    const city = encodeURIComponent(CITY);
    return {
      city: await list(`/api/deals?city=${city}&size=50`),
      active: await list(`/api/deals?city=${city}&hideExpired=true&size=50`),
      hot: await list(`/api/deals?city=${city}&sort=hot&size=50`),
      both: await list(`/api/deals?city=${city}&category=${encodeURIComponent(deal.category)}&size=50`),
      search: await list(`/api/deals/search?q=${word}&size=50`),
      author: await list(`/api/deals?author=${deal.author}&size=50`),
      saved: await list('/api/users/me/saved?size=50', saver.token),
      inSitemap: (await sitemap()).includes(deal.id),
    };
  };
  type Seen = Awaited<ReturnType<typeof seen>>;
  const without = (before: Seen, id: string) => {
    const out = { ...before } as Record<string, unknown>;
    for (const [name, view] of Object.entries(before)) {
      if (typeof view === 'boolean') out[name] = false;
      else out[name] = { total: view.total - Number(view.ids.includes(id)), ids: view.ids.filter((x) => x !== id) };
    }
    return out;
  };

  it(`hides a deal at ${REPORTS_TO_HIDE} trusted reports: gone from every list, search and the sitemap, seen by its author and admins`, async () => {
    const word = uniqueWord('cache');
    const deal = await postDeal(author.token, { city: CITY, title: `Offre ${word} à masquer` });
    await postDeal(author.token, { city: CITY, title: 'Offre voisine qui reste' });
    expect((await call('PUT', `/api/deals/${deal.id}/save`, { token: saver.token })).status).toBe(200);
    const before = await seen(deal, word);
    expect(before.city.ids).toContain(deal.id);
    expect(before.search.ids).toEqual([deal.id]);
    expect(before.inSitemap).toBe(true);
    const stats = (await call('GET', '/api/users/me/stats', { token: author.token })).body.data;
    const trail = await audit();

    for (const m of reporters.slice(0, -1)) {
      expect((await report(m.token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    }
    expect((await get(`/api/deals/${deal.id}`)).status).toBe(200);
    expect((await report(reporters.at(-1)!.token, `/api/deals/${deal.id}`, { reason: 'offensive' })).status).toBe(200);

    expect(await seen(deal, word)).toEqual(without(before, deal.id));
    expect((await getPage('/api/deals?size=50')).body.data.content.map((d) => d.id)).not.toContain(deal.id);
    expect((await call('GET', '/api/users/me/stats', { token: author.token })).body.data.dealsPosted).toBe(
      stats.dealsPosted - 1,
    );
    for (const token of [undefined, saver.token, reporters[0].token]) {
      const res = await get(`/api/deals/${deal.id}`, token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(MSG.dealNotFound);
      expect((await call('GET', `/api/deals/${deal.id}/comments`, { token })).status).toBe(404);
    }
    expect((await fetch(`${inject('baseUrl')}/deals/${deal.id}`)).status).toBe(404);
    // Its author on the public route, admins on theirs (public routes never read a role).
    for (const [path, token] of [
      [`/api/deals/${deal.id}`, author.token],
      [`/api/admin/deals/${deal.id}`, admin],
    ]) {
      const res = await get(path, token);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ id: deal.id, hidden: true });
    }
    expect((await get(`/api/deals/${deal.id}`, admin)).status).toBe(404);
    expect((await get(`/api/admin/deals/${deal.id}`, saver.token)).status).toBe(403);
    expect((await call('GET', `/api/deals/${deal.id}/comments`, { token: author.token })).status).toBe(200);
    // Closed to everything that would change it.
    const m = saver.token;
    expect((await call('POST', `/api/deals/${deal.id}/vote?positive=true`, { token: m })).status).toBe(404);
    expect((await call('DELETE', `/api/deals/${deal.id}/save`, { token: m })).status).toBe(404);
    expect(
      (await call('POST', `/api/deals/${deal.id}/comments`, { token: m, body: { content: 'Et alors ?' } })).status,
    ).toBe(404);
    expect((await call('POST', `/api/deals/${deal.id}/expire`, { token: m })).status).toBe(404);
    expect(
      (await call('POST', `/api/deals/${deal.id}/comments`, { token: author.token, body: { content: 'Moi ?' } }))
        .status,
    ).toBe(404);

    // Pending review: the reports stay open, the row says hidden, the trail names the automatic hide.
    expect(await rowOf(deal.id)).toMatchObject({
      status: 'open',
      state: 'hidden',
      reportsCount: REPORTS_TO_HIDE,
      trustedReportsCount: REPORTS_TO_HIDE,
    });
    const entries = await audit();
    expect(entries.totalElements).toBe(trail.totalElements + 1);
    expect(entries.content[0]).toMatchObject({
      action: 'hide',
      targetId: deal.id,
      reportsClosed: 0,
      adminId: 'system',
    });

    // Its author may still edit it: it stays hidden, its new words unsearchable.
    const edited = await call<Deal>('PUT', `/api/deals/${deal.id}`, {
      token: author.token,
      body: { ...dealInput({ city: CITY }), title: `Offre ${word} corrigée ${word}x` },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.hidden).toBe(true);
    expect((await getPage(`/api/deals/search?q=${word}x`)).body.data.totalElements).toBe(0);

    // Restored: back everywhere, the saver's star and list included; the reports closed.
    const res = await resolve(admin, 'deal', deal.id, { action: 'restore', reason: 'Vérifiée' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.contentRestored);
    expect(res.body.data).toMatchObject({ status: 'closed', state: 'visible' });
    const after = await seen(deal, `${word}x`);
    expect(after).toEqual({ ...before, search: after.search });
    expect(after.search.ids).toEqual([deal.id]);
    expect((await get(`/api/deals/${deal.id}`, saver.token)).body.data).toMatchObject({ hidden: false, saved: true });
    expect((await audit()).content[0]).toMatchObject({
      action: 'restore',
      reason: 'Vérifiée',
      reportsClosed: REPORTS_TO_HIDE,
    });
    expect((await call('DELETE', `/api/deals/${deal.id}/save`, { token: saver.token })).status).toBe(200);
    expect((await getPage('/api/users/me/saved?size=50', saver.token)).body.data.totalElements).toBe(
      before.saved.total - 1,
    );
  });

  it('lets an admin hide a deal and its author delete it, every count exact', async () => {
    const deal = await postDeal(author.token, { city: CITY, title: 'Offre masquée puis supprimée' });
    expect((await call('PUT', `/api/deals/${deal.id}/save`, { token: saver.token })).status).toBe(200);
    const word = uniqueWord('supp');
    const before = await seen(deal, word);
    const stats = (await call('GET', '/api/users/me/stats', { token: author.token })).body.data;
    expect((await report(reporters[0].token, `/api/deals/${deal.id}`, { reason: 'duplicate' })).status).toBe(200);
    const hide = await resolve(admin, 'deal', deal.id, { action: 'hide', reason: 'Doublon' });
    expect(hide.body).toMatchObject({ message: MSG.contentHidden, data: { status: 'closed', state: 'hidden' } });
    expect((await audit()).content[0]).toMatchObject({ action: 'hide', reason: 'Doublon', reportsClosed: 1 });
    // Hiding it again changes nothing and records nothing.
    const entries = (await audit()).totalElements;
    expect((await resolve(admin, 'deal', deal.id, { action: 'hide' })).status).toBe(200);
    expect((await audit()).totalElements).toBe(entries);

    expect((await call('DELETE', `/api/deals/${deal.id}`, { token: author.token })).status).toBe(200);
    expect(await seen(deal, word)).toEqual(without(before, deal.id));
    expect((await call('GET', '/api/users/me/stats', { token: author.token })).body.data.dealsPosted).toBe(
      stats.dealsPosted - 1,
    );
    const gone = await resolve(admin, 'deal', deal.id, { action: 'restore' });
    expect(gone.status).toBe(404);
  });

  it('takes the same decisions sent 20 at a time, and malformed ones, without a 500 or a count astray', async () => {
    const deal = await postDeal(author.token, { city: CITY, title: 'Offre décidée en rafale' });
    expect((await call('PUT', `/api/deals/${deal.id}/save`, { token: saver.token })).status).toBe(200);
    expect((await report(reporters[0].token, `/api/deals/${deal.id}`, { reason: 'spam' })).status).toBe(200);
    const word = uniqueWord('rafale');
    const before = await seen(deal, word);
    const trail = (await audit()).totalElements;
    for (const [action, expected] of [
      ['hide', without(before, deal.id)],
      ['restore', before],
    ] as const) {
      const replies = await Promise.all(Array.from({ length: 20 }, () => resolve(admin, 'deal', deal.id, { action })));
      for (const r of replies) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
      expect(await seen(deal, word)).toEqual(expected);
    }
    // One hide and one restore happened, each recorded once.
    const entries = (await audit()).content.filter((e) => e.targetId === deal.id).map((e) => e.action);
    expect(entries).toEqual(['restore', 'hide']);
    expect((await audit()).totalElements).toBe(trail + 2);
    for (const body of [null, 'pas du json', { action: 'hide', reason: 'x'.repeat(5000) }, { action: ['hide'] }]) {
      const r = await call('POST', `/api/admin/reports/deal/${deal.id}/resolve`, { token: admin, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('hides a comment from everyone but its author, and restores it at its place', async () => {
    const deal = await postDeal(author.token, { city: CITY, title: 'Offre aux commentaires modérés' });
    const post = async (m: Member, content: string) =>
      (await call<Comment>('POST', `/api/deals/${deal.id}/comments`, { token: m.token, body: { content } })).body.data;
    const first = await post(saver, 'Premier commentaire');
    const bad = await post(reporters[0], 'Commentaire insultant');
    await post(saver, 'Troisième commentaire');
    const comments = async (token?: string) =>
      (await call<Page<Comment>>('GET', `/api/deals/${deal.id}/comments`, { token })).body.data;

    expect((await report(saver.token, `/api/comments/${bad.id}`, { reason: 'offensive' })).status).toBe(200);
    const hide = await resolve(admin, 'comment', bad.id, { action: 'hide' });
    expect(hide.body.data).toMatchObject({ state: 'hidden', status: 'closed', dealId: deal.id });

    for (const token of [undefined, saver.token, admin]) {
      const page = await comments(token);
      expect(page.totalElements).toBe(2);
      expect(page.content.map((c) => c.id)).not.toContain(bad.id);
    }
    expect((await get(`/api/deals/${deal.id}`)).body.data.commentsCount).toBe(2);
    const own = await comments(reporters[0].token);
    expect(own.totalElements).toBe(2);
    expect(own.content.map((c) => [c.id, c.hidden ?? false])).toEqual([
      [first.id, false],
      [bad.id, true],
      [expect.any(String), false],
    ]);
    expect((await report(saver.token, `/api/comments/${bad.id}`, { reason: 'spam' })).status).toBe(404);

    expect((await resolve(admin, 'comment', bad.id, { action: 'restore' })).status).toBe(200);
    const back = await comments();
    expect(back.totalElements).toBe(3);
    expect(back.content[1]).toMatchObject({ id: bad.id, content: 'Commentaire insultant' });
    expect(back.content[1].hidden).toBeUndefined();
    expect((await get(`/api/deals/${deal.id}`)).body.data.commentsCount).toBe(3);

    // Its author deletes it while hidden: the counts stay exact.
    expect((await resolve(admin, 'comment', bad.id, { action: 'hide' })).status).toBe(200);
    expect((await call('DELETE', `/api/comments/${bad.id}`, { token: reporters[0].token })).status).toBe(200);
    expect((await comments(reporters[0].token)).totalElements).toBe(2);
    expect((await get(`/api/deals/${deal.id}`)).body.data.commentsCount).toBe(2);
  });
});
