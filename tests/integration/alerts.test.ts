import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, DealAlert, Page } from '@shared/api-types';
import { ALERTS_PER_MEMBER } from '@shared/limits';
import { keys, TABLE } from '@shared/table';
import { postDeal, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call, eventually } from '../support/http';
import { mailsTo } from '../support/outbox';

// Keyword alerts end to end: the routes, then a deal posted through the API reaching its
// matching alerts through the table's stream (DynamoDB Local's, read by the local stack as
// Lambda's event source mapping reads it in AWS), the mail in the outbox, the grouping window
// on the data module with a given clock, and the unsubscribe link without sign-in.

type Member = Awaited<ReturnType<typeof registerMembers>>[number];
let db: typeof import('@functions/lib/clients').db;

beforeAll(async () => {
  await useStackData();
  ({ db } = await import('@functions/lib/clients'));
});

/** As the verify-email link would (that flow is auth-account.test.ts's). */
const verify = (member: Member) =>
  db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.user(member.id),
      UpdateExpression: 'SET emailVerified = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );

const createAlert = (member: Member, body: object) =>
  call<DealAlert>('POST', '/api/alerts', { token: member.token, body });
const notifications = async (member: Member) =>
  (await call<Page<AppNotification>>('GET', '/api/notifications?size=50', { token: member.token })).body.data.content;

describe('alert routes', () => {
  it('creates, lists and deletes the member’s own alerts, within the limit and without duplicates', async () => {
    const [member, other] = await registerMembers(2);
    const created = await createAlert(member, { keywords: '  Climatiseur Inverter ', city: 'Oran' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ keywords: 'Climatiseur Inverter', city: 'Oran', category: null });
    expect((await createAlert(member, { keywords: 'climatiseur  inverter', city: 'Oran' })).status).toBe(409);
    for (let i = 1; i < ALERTS_PER_MEMBER; i++) {
      expect((await createAlert(member, { keywords: `${uniqueWord('mot')}` })).status).toBe(201);
    }
    const over = await createAlert(member, { keywords: 'tablette' });
    expect(over.status).toBe(409);
    expect(over.body.message).toMatch(/déjà 10 alertes/);
    const list = await call<DealAlert[]>('GET', '/api/alerts', { token: member.token });
    expect(list.body.data).toHaveLength(ALERTS_PER_MEMBER);
    expect((await call('DELETE', `/api/alerts/${created.body.data.id}`, { token: other.token })).status).toBe(404);
    expect((await call('DELETE', `/api/alerts/${created.body.data.id}`, { token: member.token })).status).toBe(200);
    expect((await call('DELETE', `/api/alerts/${created.body.data.id}`, { token: member.token })).status).toBe(404);
    expect((await createAlert(member, { keywords: 'tablette' })).status).toBe(201);
    expect((await call<DealAlert[]>('GET', '/api/alerts', { token: other.token })).body.data).toEqual([]);
  });

  it('keeps the limit and refuses duplicates under requests sent at once, never with a 500', async () => {
    const [member] = await registerMembers(1);
    const word = uniqueWord('lot');
    const answers = await Promise.all([
      ...Array.from({ length: 16 }, () => createAlert(member, { keywords: `${word} ${uniqueWord('mot')}` })),
      ...Array.from({ length: 8 }, () => createAlert(member, { keywords: `${word} pareil` })),
    ]);
    expect(answers.map((a) => a.status).filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const kept = (await call<DealAlert[]>('GET', '/api/alerts', { token: member.token })).body.data;
    expect(answers.filter((a) => a.status === 201)).toHaveLength(kept.length);
    // Conflicting writes on the count may answer 409 (try again) rather than wait: never more than the limit.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThanOrEqual(ALERTS_PER_MEMBER);
    expect(kept.filter((a) => a.keywords === `${word} pareil`).length).toBeLessThanOrEqual(1);
    // Then one at a time: the limit stops them at exactly 10.
    for (let i = kept.length; i < ALERTS_PER_MEMBER; i++) {
      expect((await createAlert(member, { keywords: uniqueWord('mot') })).status).toBe(201);
    }
    expect((await createAlert(member, { keywords: uniqueWord('mot') })).body.message).toMatch(/déjà 10 alertes/);
  });

  it('refuses bad input in French, and guests', async () => {
    const [member] = await registerMembers(1);
    for (const body of [{}, { keywords: 'a' }, { keywords: 'x'.repeat(101) }, { keywords: 'ok', city: 'Paris' }]) {
      const res = await createAlert(member, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    // Only stop words: nothing a search could match.
    expect((await createAlert(member, { keywords: 'de la' })).body.message).toMatch(/mot-clé/);
    expect((await call('GET', '/api/alerts')).status).toBe(401);
    expect((await call('DELETE', '/api/alerts/not-an-id', { token: member.token })).status).toBe(404);
  });
});

describe('a new deal for an alert', () => {
  it('mails the verified owner once, tells unverified owners in the app only, never the author', async () => {
    const [owner, unverified, author] = await registerMembers(3);
    await verify(owner);
    await verify(author);
    const word = uniqueWord('clim');
    for (const member of [owner, unverified, author]) {
      expect((await createAlert(member, { keywords: `${word} inverters`, city: 'Oran' })).status).toBe(201);
    }
    // Elsewhere: no match.
    await postDeal(author.token, { title: `Climatiseur ${word} inverter à Alger`, city: 'Alger' });
    const deal = await postDeal(author.token, { title: `Climatiseur ${word} Inverter 12000 BTU`, city: 'Oran' });

    const mails = await eventually(async () => {
      const found = await mailsTo(owner.email);
      expect(found).toHaveLength(1);
      return found;
    });
    const [mail] = mails;
    expect(mail.subject).toBe(`Nouveau bon plan pour «\u202F${word} inverters\u202F»\u00A0: ${deal.title}`);
    expect(mail.text).toContain(`/deals/${deal.id}`);
    expect(mail.text).toMatch(/45\s000\sDA/);
    expect(mail.text).toContain('Oran');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/alerts\/unsubscribe\?token=.+>$/);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    await eventually(async () => {
      expect((await notifications(unverified)).map((n) => [n.kind, n.dealId])).toEqual([['alert', deal.id]]);
    });
    expect((await notifications(owner))[0]).toMatchObject({ kind: 'alert', dealId: deal.id, read: false });
    expect((await notifications(owner))[0].text).toContain(deal.title);
    // A later deal of the same words, by someone else: the stream hands deals to the matcher in
    // order, so once its mail to the author and its notice to the unverified owner are there, the
    // first deal's matches are all done. Only then is the absence of mails meaningful.
    const [poster] = await registerMembers(1);
    const later = await postDeal(poster.token, { title: `Climatiseur ${word} inverter mural`, city: 'Oran' });
    await eventually(async () => {
      expect((await mailsTo(author.email)).map((m) => m.text.includes(`/deals/${later.id}`))).toEqual([true]);
      expect((await notifications(unverified)).map((n) => n.dealId)).toEqual([later.id, deal.id]);
    });
    // Still one mail each: none for the unverified owner, none to the author about their own deal
    // (the owner's second match waits for the hourly grouping).
    expect(await mailsTo(owner.email)).toHaveLength(1);
    expect(await mailsTo(unverified.email)).toHaveLength(0);
    expect((await notifications(author)).map((n) => n.dealId)).toEqual([later.id]);

    // The link works without signing in, once; a forged or broken one is refused.
    const token = /[?&]token=([^\s>]+)/.exec(mail.text)![1];
    const forged = `${token.slice(0, -4)}AAAA`;
    expect((await call('POST', `/api/alerts/unsubscribe?token=${forged}`)).status).toBe(404);
    expect((await call('POST', '/api/alerts/unsubscribe')).status).toBe(400);
    const oneClick = await call('POST', `/api/alerts/unsubscribe?token=${token}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    expect((await call<DealAlert[]>('GET', '/api/alerts', { token: owner.token })).body.data).toEqual([]);
    expect((await call('POST', `/api/alerts/unsubscribe?token=${token}`)).status).toBe(404);
  });
});

describe('the hourly grouping', () => {
  it('mails at once, groups the matches of the next hour into one mail when due, and never twice', async () => {
    const alerts = await import('@functions/data/alerts/alerts');
    const [member] = await registerMembers(1);
    const alert = await alerts.createAlert(member.id, { keywords: uniqueWord('velo') }, null);
    const match = { alertId: alert.id, userId: member.id, keywords: alert.keywords, exact: [], last: 'x' };
    const t0 = new Date(Date.now() + 86_400_000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    const mine = async (minutes: number) =>
      (await alerts.takeDueAlertMails(at(minutes))).filter((m) => m.alertId === alert.id);

    expect(await alerts.recordAlertMatch(match, 'deal-one', at(0))).toMatchObject({ dealIds: ['deal-one'] });
    expect(await alerts.recordAlertMatch(match, 'deal-two', at(10))).toBeNull();
    expect(await alerts.recordAlertMatch(match, 'deal-three', at(20))).toBeNull();
    // Replayed events: nothing new.
    expect(await alerts.recordAlertMatch(match, 'deal-one', at(25))).toBeNull();
    expect(await alerts.recordAlertMatch(match, 'deal-two', at(25))).toBeNull();
    expect(await mine(30)).toEqual([]);
    const [grouped, ...others] = await mine(61);
    expect(others).toEqual([]);
    expect(grouped.dealIds.sort()).toEqual(['deal-three', 'deal-two']);
    expect(await mine(62)).toEqual([]);
    // The next match waits for an hour after the grouped mail.
    expect(await alerts.recordAlertMatch(match, 'deal-four', at(70))).toBeNull();
    expect(await mine(120)).toEqual([]);
    expect((await mine(122)).map((m) => m.dealIds)).toEqual([['deal-four']]);
    // Past the hour, a match is mailed at once again.
    expect(await alerts.recordAlertMatch(match, 'deal-five', at(200))).toMatchObject({ dealIds: ['deal-five'] });
  });
});
