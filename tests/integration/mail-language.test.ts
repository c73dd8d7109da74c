import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import jwt from 'jsonwebtoken';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { AuthResponse, FieldErrors, User } from '@shared/api-types';
import { catalogue } from '@shared/i18n/catalogue';
import { keys, TABLE } from '@shared/table';
import { FAKE_GOOGLE_CLIENT_ID } from '../support/fake-oauth';
import { postDeal, registerMembers, roundTrips, uniqueWord, useStackData } from '../support/deals';
import { call, eventually, someAddress } from '../support/http';
import { lastLinkToken, mailsTo } from '../support/outbox';

// A member's language and the mails written in it (docs/api.md#languages): set at sign-up from
// the page's language (the web's Accept-Language), changed on the profile, and every mail (its
// words, its direction, its links) follows it, whatever the language of the request that sends it.

let db: typeof import('@functions/lib/clients').db;
const base = () => inject('baseUrl');

beforeAll(async () => {
  await useStackData();
  ({ db } = await import('@functions/lib/clients'));
});

/** Signs up from a page in `pageLanguage` (sent as the web sends it), with the body's extra fields. */
async function signUp(pageLanguage?: string, extra: Record<string, unknown> = {}) {
  const tag = randomUUID().slice(0, 8);
  const input = { username: `langue_${tag}`, email: `langue.${tag}@exemple.dz`, password: 'un-mot-de-passe-solide' };
  const res = await call<AuthResponse>('POST', '/api/auth/register', {
    body: { ...input, city: 'Oran', ...extra },
    headers: pageLanguage ? { 'accept-language': pageLanguage } : {},
    from: someAddress(),
  });
  return { ...input, res, token: res.body.data?.token, id: res.body.data?.id };
}

const me = async (token: string) => (await call<User>('GET', '/api/auth/me', { token })).body.data;
const forgot = (email: string) =>
  call('POST', '/api/auth/forgot-password', { body: { email }, headers: { 'accept-language': 'fr' } });
const newest = async (email: string) => (await mailsTo(email)).at(-1)!;

/** What an Arabic mail is: an RTL document in Arabic, its text in Arabic, no French left. */
function expectArabic(mail: { subject: string; text: string; html: string }) {
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).toContain('text-align:right');
  expect(mail.subject).toMatch(/[\u0600-\u06FF]/);
  expect(mail.text).toMatch(/^مرحبًا،/);
  expect(mail.text).toContain('فريق DzDeals');
  for (const french of ['Bonjour', 'L’équipe', 'lien', 'bon plan', 'Vous ']) {
    expect(mail.text).not.toContain(french);
    expect(mail.subject).not.toContain(french);
  }
}

function expectFrench(mail: { subject: string; text: string; html: string }) {
  expect(mail.html).toContain('<html lang="fr" dir="ltr">');
  expect(mail.text).toMatch(/^Bonjour,/);
  expect(mail.text).not.toMatch(/[\u0600-\u06FF]/);
}

describe('a member signed up from an Arabic page', () => {
  it('is Arabic in /me and the auth response, and gets its verification and reset mails in Arabic', async () => {
    const m = await signUp('ar-DZ,ar;q=0.9,fr;q=0.8');
    expect(m.res.status).toBe(201);
    expect(m.res.body.data.language).toBe('ar');
    expect((await me(m.token)).language).toBe('ar');

    const verification = await newest(m.email);
    expectArabic(verification);
    expect(verification.subject).toBe('أكّد عنوان بريدك الإلكتروني على DzDeals');
    expect(verification.text).toContain(`${base()}/ar/verify-email?token=`);
    expect(verification.html).toContain(`href="${base()}/ar/verify-email?token=`);
    // The Arabic page's link carries the same token: it verifies.
    const { token } = await lastLinkToken(m.email, 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);

    // Asked from a French page: the mail is still in the member's language.
    const asked = await forgot(m.email.toUpperCase());
    expect(asked.status).toBe(200);
    // The language comes with the email's lock: no read of the account beyond the route's budget.
    expect(roundTrips(asked)).toBeLessThanOrEqual(3);
    const reset = await newest(m.email);
    expectArabic(reset);
    expect(reset.subject).toBe('إعادة تعيين كلمة مرور حسابك على DzDeals');
    expect(reset.text).toContain(`${base()}/ar/reset-password?token=`);
    const link = await lastLinkToken(m.email, 'reset-password');
    expect(link.link).toContain('/ar/reset-password?token=');
    const valid = await call('GET', `/api/auth/validate-reset-token?token=${encodeURIComponent(link.token)}`);
    expect(valid.status).toBe(200);
  });

  it('switches its next mails to French with PUT /api/auth/profile { language }', async () => {
    const m = await signUp('ar');
    const saved = await call<User>('PUT', '/api/auth/profile', { token: m.token, body: { language: 'fr' } });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ language: 'fr', city: 'Oran', username: m.username });
    expect((await me(m.token)).language).toBe('fr');

    await forgot(m.email);
    const reset = await newest(m.email);
    expectFrench(reset);
    expect(reset.subject).toBe('Réinitialisation de votre mot de passe DzDeals');
    expect(reset.text).toContain(`${base()}/reset-password?token=`);
    expect(reset.text).not.toContain('/ar/');

    expect((await call('POST', '/api/auth/resend-verification', { token: m.token })).status).toBe(200);
    const verification = await newest(m.email);
    expectFrench(verification);
    expect(verification.text).toContain(`${base()}/verify-email?token=`);

    // And back to Arabic, from a French page.
    const back = await call<User>('PUT', '/api/auth/profile', {
      token: m.token,
      body: { language: 'ar' },
      headers: { 'accept-language': 'fr' },
    });
    expect(back.body.data.language).toBe('ar');
    await forgot(m.email);
    expectArabic(await newest(m.email));
  });

  it('refuses a language the site does not speak, naming the field', async () => {
    const m = await signUp('ar');
    for (const language of ['en', 'AR', '', 42, null]) {
      const res = await call('PUT', '/api/auth/profile', {
        token: m.token,
        body: { language },
        headers: { 'accept-language': 'ar' },
      });
      expect(res.status, String(language)).toBe(400);
      expect(res.body.data.errors.language).toBe(catalogue('ar').messages.fields.language);
    }
    expect((await me(m.token)).language).toBe('ar');
    const refused = await signUp('ar', { language: 'kab' });
    expect(refused.res.status).toBe(400);
    expect((refused.res.body.data as unknown as { errors: FieldErrors }).errors.language).toBe(
      catalogue('ar').messages.fields.language,
    );
  });

  it('writes the email-change notice and the new address’s link in Arabic', async () => {
    const m = await signUp('ar');
    const { token } = await lastLinkToken(m.email, 'verify-email');
    await call('POST', '/api/auth/verify-email', { body: { token } });
    const newEmail = `nouvelle.${randomUUID().slice(0, 8)}@exemple.dz`;
    const changed = await call('PUT', '/api/auth/profile', {
      token: m.token,
      body: { email: newEmail, currentPassword: m.password },
    });
    expect(changed.status).toBe(200);
    const notice = await newest(m.email);
    expectArabic(notice);
    expect(notice.subject).toBe('تم تغيير عنوان بريدك الإلكتروني على DzDeals');
    expect(notice.text).toContain('no•••@exemple.dz');
    expect(notice.text).not.toContain(newEmail);
    const verification = await newest(newEmail);
    expectArabic(verification);
    expect(verification.text).toContain(`${base()}/ar/verify-email?token=`);
  });
});

describe('the language at sign-up', () => {
  it('is the page’s (French without Accept-Language), unless the body names one', async () => {
    const plain = await signUp();
    expect(plain.res.body.data.language).toBe('fr');
    expect((await me(plain.token)).language).toBe('fr');
    expectFrench(await newest(plain.email));

    const named = await signUp('fr', { language: 'ar' });
    expect(named.res.status).toBe(201);
    expect((await me(named.token)).language).toBe('ar');
    expectArabic(await newest(named.email));

    const other = await signUp('en-US,en;q=0.9');
    expect((await me(other.token)).language).toBe('fr');
  });

  it('is the page’s for a Google sign-up too', async () => {
    const { pem, kid } = inject('googleKey');
    const sub = randomUUID();
    const accessToken = jwt.sign({ email_verified: true, sub, email: `g.${sub.slice(0, 8)}@gmail.com` }, pem, {
      algorithm: 'RS256',
      keyid: kid,
      audience: FAKE_GOOGLE_CLIENT_ID,
      issuer: 'https://accounts.google.com',
      expiresIn: 300,
    });
    const res = await call<AuthResponse>('POST', '/api/auth/oauth/google', {
      body: { accessToken, provider: 'google' },
      headers: { 'accept-language': 'ar' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.language).toBe('ar');
    expect((await me(res.body.data.token)).language).toBe('ar');
  });

  it('reads as French for an account stored before members had a language', async () => {
    const m = await signUp('ar');
    await db.send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.user(m.id),
        UpdateExpression: 'REMOVE #l',
        ExpressionAttributeNames: { '#l': 'language' },
      }),
    );
    await db.send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.emailLock(m.email),
        UpdateExpression: 'REMOVE #l',
        ExpressionAttributeNames: { '#l': 'language' },
      }),
    );
    expect((await me(m.token)).language).toBe('fr');
    await forgot(m.email);
    expectFrench(await newest(m.email));
    // Its first choice is written where the forgot-password mail reads it.
    await call('PUT', '/api/auth/profile', { token: m.token, body: { language: 'ar' } });
    await forgot(m.email);
    expectArabic(await newest(m.email));
  });
});

describe('alert mails', () => {
  /** An Arabic member with a verified address (alert mails go to verified addresses only). */
  async function arabicMember() {
    const m = await signUp('ar');
    const { token } = await lastLinkToken(m.email, 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    return m;
  }

  it('mails a new deal to an Arabic owner in Arabic, with Arabic prices and links to the Arabic pages', async () => {
    const owner = await arabicMember();
    const [author] = await registerMembers(1);
    const word = uniqueWord('clim');
    const alert = await call('POST', '/api/alerts', { token: owner.token, body: { keywords: word } });
    expect(alert.status).toBe(201);
    const deal = await postDeal(author.token, { title: `Climatiseur ${word} 12000 BTU`, city: 'Oran', price: 45000 });

    const mail = await eventually(async () => {
      const found = (await mailsTo(owner.email)).filter((m) => m.headers?.['List-Unsubscribe']);
      expect(found).toHaveLength(1);
      return found[0];
    });
    expectArabic(mail);
    expect(mail.subject).toBe(`عرض جديد لتنبيه «${word}»: ${deal.title}`);
    expect(mail.text).toContain(`نُشر عرض جديد يطابق تنبيهك «${word}»:`);
    expect(mail.text).toContain(`${base()}/ar/deals/${deal.id}`);
    expect(mail.text).toMatch(/45\s000\sدج/);
    expect(mail.text).toContain(`${base()}/ar/alertes/desabonnement?token=`);
    // The one-click link is the API's: the same in every language.
    expect(mail.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/.+\/api\/alerts\/unsubscribe\?token=.+>$/);
    // The member's title keeps its own direction in the right-to-left mail.
    expect(mail.html).toContain(`dir="auto">${deal.title}</a>`);
  });

  it('groups the next hour’s deals into one Arabic digest, its count in Arabic plural', async () => {
    const owner = await arabicMember();
    const [author] = await registerMembers(1);
    const [first, second] = [await postDeal(author.token, { price: 0 }), await postDeal(author.token)];
    Object.assign(process.env, { MAIL_OUTBOX_DIR: inject('outboxDir'), SITE_URL: base() });
    const alerts = await import('@functions/data/alerts/alerts');
    const { sendAlertMail } = await import('@functions/jobs/alert-delivery');
    const alert = await alerts.createAlert(owner.id, { keywords: uniqueWord('digest') }, null);
    const match = { alertId: alert.id, userId: owner.id, keywords: alert.keywords, exact: [], last: 'x' };
    const t0 = new Date(Date.now() + 86_400_000);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
    // The first match is mailed at once; the next two wait for the digest.
    expect(await alerts.recordAlertMatch(match, 'deal-mailed-before', at(0))).not.toBeNull();
    expect(await alerts.recordAlertMatch(match, first.id, at(10))).toBeNull();
    expect(await alerts.recordAlertMatch(match, second.id, at(20))).toBeNull();
    const [due] = (await alerts.takeDueAlertMails(at(61))).filter((m) => m.alertId === alert.id);
    // What the digest job does with each due mail.
    expect(await sendAlertMail(due)).toBe(true);

    const digest = (await mailsTo(owner.email)).at(-1)!;
    expectArabic(digest);
    expect(digest.subject).toBe(`عرضان جديدان لتنبيه «${alert.keywords}»`);
    expect(digest.text).toContain(`نُشر عرضان جديدان يطابقان تنبيهك «${alert.keywords}»:`);
    expect(digest.text).toContain(`${base()}/ar/deals/${first.id}`);
    expect(digest.text).toContain(`${base()}/ar/deals/${second.id}`);
    expect(digest.text).toContain('مجاني');
    expect(digest.text).toMatch(/45\s000\sدج/);
  });
});
