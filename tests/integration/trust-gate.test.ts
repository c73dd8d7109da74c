import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, Deal, Page, ReportRow } from '@shared/api-types';
import { EXPIRY_FLAGS_PER_HOUR, EXPIRY_FLAGS_TO_EXPIRE, HOUR_SECONDS, REPORTS_TO_HIDE } from '@shared/limits';
import { MSG, expiryFlagsLimited } from '@shared/messages';
import { adminToken, postDeal, registerMembers, takingTurns } from '../support/deals';
import { call } from '../support/http';
import { holdingReportQueue } from '../support/report-queue';
import { trustedMembers } from '../support/trust';
import { inOneWindow } from '../support/windows';

// What trust decides (docs/api.md#moderation, docs/api.md#expiry): reports and expiry flags from
// members who are not trusted are recorded and shown, and hide or expire nothing; trusted
// members' count in the write's own transaction, so a crowd acting at the same moment is exact.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let admin: string;
let turns: Awaited<ReturnType<typeof takingTurns>>;

const report = (m: Member, id: string, reason = 'spam') =>
  call('POST', `/api/deals/${id}/report`, { token: m.token, body: { reason } });
const expire = (m: Member, id: string) => call<Deal>('POST', `/api/deals/${id}/expire`, { token: m.token });
const readDeal = (id: string, token?: string) => call<Deal>('GET', `/api/deals/${id}`, { token });
/** The deal's queue row (open reports), read through the admin queue. */
const rowOf = async (id: string) => {
  const res = await call<Page<ReportRow>>('GET', '/api/admin/reports?size=50', { token: admin });
  expect(res.status).toBe(200);
  return res.body.data.content.find((r) => r.targetId === id);
};
const auditOf = async (id: string) => {
  const res = await call<Page<AuditEntry>>('GET', '/api/admin/audit?size=50', { token: admin });
  return res.body.data.content.filter((e) => e.targetId === id);
};
/** A fresh deal by the next of this file's authors (they take turns: the hourly posting limit). */
const freshDeal = (title: string) => postDeal(turns.next().token, { title });

beforeAll(async () => {
  [admin, turns] = await Promise.all([adminToken(), takingTurns(6)]);
});

describe('reports', () => {
  it(
    `records ${REPORTS_TO_HIDE} reports from new accounts and hides nothing: the deal stays visible, queued with their standing`,
    () =>
      holdingReportQueue(async () => {
        const deal = await freshDeal('Offre visée par des comptes neufs');
        const crowd = await registerMembers(REPORTS_TO_HIDE);
        const answers = await Promise.all(crowd.map((m) => report(m, deal.id)));
        expect(answers.map((a) => a.status)).toEqual(Array(REPORTS_TO_HIDE).fill(200));
        expect(answers.every((a) => a.body.message === MSG.reportSent)).toBe(true);

        for (const token of [undefined, crowd[0].token]) {
          const seen = await readDeal(deal.id, token);
          expect(seen.status).toBe(200);
          expect(seen.body.data.hidden).toBe(false);
        }
        const row = (await rowOf(deal.id))!;
        expect(row).toMatchObject({
          reportsCount: REPORTS_TO_HIDE,
          trustedReportsCount: 0,
          state: 'visible',
          status: 'open',
        });
        expect(row.reporters.map((r) => r.username).sort()).toEqual(crowd.map((m) => m.username).sort());
        for (const r of row.reporters) expect(r).toMatchObject({ trusted: false, reputation: 0, reason: 'spam' });
        const dates = row.reporters.map((r) => r.at);
        expect([...dates].sort().reverse()).toEqual(dates);
        expect(await auditOf(deal.id)).toEqual([]);
      }),
    120_000,
  );

  it(
    `hides a deal when ${REPORTS_TO_HIDE} trusted members report it at the same moment (three fresh deals)`,
    () =>
      holdingReportQueue(async () => {
        const crowd = await trustedMembers(REPORTS_TO_HIDE);
        for (let run = 0; run < 3; run++) {
          const deal = await freshDeal(`Offre signalée en même temps ${run}`);
          const answers = await Promise.all(crowd.map((m, i) => report(m, deal.id, i % 2 ? 'spam' : 'misleading')));
          expect(
            answers.map((a) => a.status),
            JSON.stringify(answers.map((a) => a.body)),
          ).toEqual(Array(REPORTS_TO_HIDE).fill(200));
          expect((await readDeal(deal.id)).status, `run ${run}`).toBe(404);
          const row = (await rowOf(deal.id))!;
          expect(row, `run ${run}`).toMatchObject({
            reportsCount: REPORTS_TO_HIDE,
            trustedReportsCount: REPORTS_TO_HIDE,
            state: 'hidden',
            status: 'open',
            reasons: { spam: 2, misleading: 3 },
          });
          expect(row.reporters).toHaveLength(REPORTS_TO_HIDE);
          for (const r of row.reporters) expect(r).toMatchObject({ trusted: true, reputation: expect.any(Number) });
          // Hidden once, by the automatic moderation.
          expect((await auditOf(deal.id)).map((e) => [e.action, e.adminId])).toEqual([['hide', 'system']]);
        }
      }),
    120_000,
  );

  it(
    'counts trusted and other reports apart: four trusted and any number of others hide nothing, the fifth trusted does',
    () =>
      holdingReportQueue(async () => {
        const [trusted, others] = await Promise.all([trustedMembers(REPORTS_TO_HIDE), registerMembers(3)]);
        const deal = await freshDeal('Offre signalée par un public mêlé');
        const mixed = [...trusted.slice(0, -1), ...others];
        const answers = await Promise.all(mixed.map((m) => report(m, deal.id)));
        expect(answers.map((a) => a.status)).toEqual(Array(mixed.length).fill(200));
        expect((await readDeal(deal.id)).status).toBe(200);
        const row = (await rowOf(deal.id))!;
        expect(row).toMatchObject({ reportsCount: mixed.length, trustedReportsCount: REPORTS_TO_HIDE - 1 });
        expect(
          row.reporters
            .filter((r) => r.trusted)
            .map((r) => r.username)
            .sort(),
        ).toEqual(
          trusted
            .slice(0, -1)
            .map((m) => m.username)
            .sort(),
        );
        expect((await report(trusted.at(-1)!, deal.id)).status).toBe(200);
        expect((await readDeal(deal.id)).status).toBe(404);
        expect(await rowOf(deal.id)).toMatchObject({
          reportsCount: mixed.length + 1,
          trustedReportsCount: REPORTS_TO_HIDE,
          state: 'hidden',
        });
      }),
    120_000,
  );

  it(
    "counts an admin's report as trusted",
    () =>
      holdingReportQueue(async () => {
        const trusted = await trustedMembers(REPORTS_TO_HIDE - 1);
        const deal = await freshDeal('Offre signalée aussi par un admin');
        const answers = await Promise.all([
          ...trusted.map((m) => report(m, deal.id)),
          call('POST', `/api/deals/${deal.id}/report`, { token: admin, body: { reason: 'offensive' } }),
        ]);
        expect(answers.map((a) => a.status)).toEqual(Array(REPORTS_TO_HIDE).fill(200));
        expect((await readDeal(deal.id)).status).toBe(404);
        const row = (await rowOf(deal.id))!;
        expect(row).toMatchObject({ trustedReportsCount: REPORTS_TO_HIDE, state: 'hidden', reasons: { offensive: 1 } });
        expect(row.reporters.find((r) => r.reason === 'offensive')).toMatchObject({ trusted: true });
      }),
    120_000,
  );

  it(
    "counts nothing from a suspended member: their report is refused, and four trusted ones don't hide",
    () =>
      holdingReportQueue(async () => {
        const trusted = await trustedMembers(REPORTS_TO_HIDE);
        const [suspended, ...rest] = trusted;
        const deal = await freshDeal('Offre signalée par un membre suspendu');
        const ban = await call('POST', `/api/admin/users/${suspended.id}/ban`, {
          token: admin,
          body: { reason: 'Signalements abusifs' },
        });
        expect(ban.status).toBe(200);
        const answers = await Promise.all(trusted.map((m) => report(m, deal.id)));
        expect(answers.map((a) => a.status)).toEqual([401, ...Array(rest.length).fill(200)]);
        expect((await readDeal(deal.id)).status).toBe(200);
        const row = (await rowOf(deal.id))!;
        expect(row).toMatchObject({ reportsCount: rest.length, trustedReportsCount: rest.length, state: 'visible' });
        expect(row.reporters.map((r) => r.username)).not.toContain(suspended.username);
      }),
    120_000,
  );
});

describe('expiry flags', () => {
  it(`records ${EXPIRY_FLAGS_TO_EXPIRE} flags from new accounts and expires nothing`, async () => {
    const deal = await freshDeal('Promo signalée par des comptes neufs');
    const crowd = await registerMembers(EXPIRY_FLAGS_TO_EXPIRE);
    const answers = await Promise.all(crowd.map((m) => expire(m, deal.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(EXPIRY_FLAGS_TO_EXPIRE).fill(200));
    for (const a of answers) {
      expect(a.body.message).toBe(MSG.expiryFlagRecorded);
      expect(a.body.data).toMatchObject({ expired: false, flaggedExpired: true });
    }
    expect((await readDeal(deal.id)).body.data).toMatchObject({
      expired: false,
      expiredAt: null,
      expiryFlags: EXPIRY_FLAGS_TO_EXPIRE,
      trustedExpiryFlags: 0,
      flaggedExpired: false,
    });
    const active = await call<Page<Deal>>('GET', `/api/deals?author=${deal.author}&size=50`);
    expect(active.body.data.content.find((d) => d.id === deal.id)?.expired).toBe(false);
  });

  it(`expires a deal when ${EXPIRY_FLAGS_TO_EXPIRE} trusted members flag it at the same moment (three fresh deals)`, async () => {
    const crowd = await trustedMembers(EXPIRY_FLAGS_TO_EXPIRE);
    for (let run = 0; run < 3; run++) {
      const deal = await freshDeal(`Promo signalée expirée en même temps ${run}`);
      const answers = await Promise.all(crowd.map((m) => expire(m, deal.id)));
      expect(
        answers.map((a) => a.status),
        JSON.stringify(answers.map((a) => a.body)),
      ).toEqual(Array(EXPIRY_FLAGS_TO_EXPIRE).fill(200));
      expect(answers.some((a) => a.body.message === MSG.dealExpired)).toBe(true);
      expect((await readDeal(deal.id)).body.data, `run ${run}`).toMatchObject({
        expired: true,
        expiryFlags: EXPIRY_FLAGS_TO_EXPIRE,
        trustedExpiryFlags: EXPIRY_FLAGS_TO_EXPIRE,
      });
    }
  });

  it('keeps who flagged a re-activated deal: the same members cannot flag it again, three other trusted ones are needed', async () => {
    const [first, second] = await Promise.all([
      trustedMembers(EXPIRY_FLAGS_TO_EXPIRE),
      trustedMembers(EXPIRY_FLAGS_TO_EXPIRE),
    ]);
    const author = turns.next();
    const deal = await postDeal(author.token, { title: 'Promo réactivée par son auteur' });
    for (const m of first) expect((await expire(m, deal.id)).status).toBe(200);
    expect((await readDeal(deal.id)).body.data.expired).toBe(true);

    const future = new Date(Date.now() + 7 * 24 * 3600_000).toISOString();
    const back = await call<Deal>('PUT', `/api/deals/${deal.id}`, {
      token: author.token,
      body: {
        title: deal.title,
        description: deal.description,
        price: deal.price,
        city: deal.city,
        category: deal.category,
        expiresAt: future,
      },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.data).toMatchObject({ expired: false, expiryFlags: 0, trustedExpiryFlags: 0 });

    // The first three again, at once: each answered as a repeat, nothing counted.
    const again = await Promise.all(first.map((m) => expire(m, deal.id)));
    for (const a of again) {
      expect(a.status).toBe(200);
      expect(a.body.message).toBe(MSG.expiryFlagged);
      expect(a.body.data).toMatchObject({
        expired: false,
        expiryFlags: 0,
        trustedExpiryFlags: 0,
        flaggedExpired: true,
      });
    }
    const [a, b, c] = second;
    expect((await expire(a, deal.id)).body.data).toMatchObject({ expired: false, trustedExpiryFlags: 1 });
    expect((await expire(b, deal.id)).body.data).toMatchObject({ expired: false, trustedExpiryFlags: 2 });
    const last = await expire(c, deal.id);
    expect(last.body.message).toBe(MSG.dealExpired);
    expect(last.body.data).toMatchObject({ expired: true, expiryFlags: 3, trustedExpiryFlags: 3 });
  });

  it(`limits a member to ${EXPIRY_FLAGS_PER_HOUR} flags an hour (a repeat does not count): 429 with the wait in French`, async () => {
    const deals: Deal[] = [];
    for (let i = 0; i <= EXPIRY_FLAGS_PER_HOUR; i++) deals.push(await freshDeal(`Promo à signaler ${i}`));
    await inOneWindow(HOUR_SECONDS, async () => {
      const [flagger] = await registerMembers(1);
      for (const [i, deal] of deals.slice(0, EXPIRY_FLAGS_PER_HOUR).entries()) {
        expect((await expire(flagger, deal.id)).status).toBe(200);
        // Repeats on the way count nothing.
        if (i % 5 === 0) expect((await expire(flagger, deals[0].id)).status).toBe(200);
      }
      const over = await expire(flagger, deals.at(-1)!.id);
      expect(over.status).toBe(429);
      const retryAfter = Number(over.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(HOUR_SECONDS);
      expect(over.body).toMatchObject({ success: false, data: null, message: expiryFlagsLimited(retryAfter) });
      expect(over.body.message).toMatch(
        /^Vous avez signalé beaucoup de bons plans expirés en peu de temps, réessayez dans \d/,
      );
      expect((await readDeal(deals.at(-1)!.id, flagger.token)).body.data).toMatchObject({
        flaggedExpired: false,
      });
      // A repeat still answers as one.
      expect((await expire(flagger, deals[1].id)).status).toBe(200);
    });
  });
});
