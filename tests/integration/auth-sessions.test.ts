import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { Comment, Deal, Page } from '@shared/api-types';
import { HOUR_SECONDS, VERIFICATION_MAILS_PER_HOUR } from '@shared/limits';
import { TABLE, keys } from '@shared/table';
import { call, registerMember } from '../support/http';
import { lastLinkToken, lastResetToken, mailsTo, mailsWithLink } from '../support/outbox';
import { dealInput, postDeal, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { inOneWindow } from '../support/windows';

const me = (token: string) => call('GET', '/api/auth/me', { token });
const login = (email: string, password: string) => call('POST', '/api/auth/login', { body: { email, password } });
const forgot = (email: string) => call('POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, newPassword: string) =>
  call('POST', '/api/auth/reset-password', { body: { token, newPassword } });
const validate = (token: string) => call('GET', `/api/auth/validate-reset-token?token=${encodeURIComponent(token)}`);
const ENDED = 'Session invalide ou expirée, veuillez vous reconnecter';

/** A member with a second session, as from another device. */
async function memberOnTwoDevices() {
  const m = await registerMember();
  const other = await login(m.email, m.password);
  expect(other.status).toBe(200);
  return { ...m, otherToken: other.body.data.token as string };
}

describe('sessions that end', () => {
  it('a password change ends every other session; this device carries on with the fresh token', async () => {
    const m = await memberOnTwoDevices();
    const res = await call('PUT', '/api/auth/password', {
      token: m.token,
      body: { currentPassword: m.password, newPassword: 'un-tout-nouveau-mot' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.any(String),
      id: m.id,
      username: m.username,
      email: m.email,
      role: 'USER',
      language: 'fr',
    });
    for (const stale of [m.token, m.otherToken]) {
      const refused = await me(stale);
      expect(refused.status).toBe(401);
      expect(refused.body.message).toBe(ENDED);
    }
    expect((await me(res.body.data.token)).status).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const m = await memberOnTwoDevices();
    await forgot(m.email);
    expect((await reset((await lastResetToken(m.email)).token, 'remis-a-neuf-2026')).status).toBe(200);
    for (const stale of [m.token, m.otherToken]) expect((await me(stale)).status).toBe(401);
    const fresh = await login(m.email, 'remis-a-neuf-2026');
    expect(fresh.status).toBe(200);
    // The link reached the address: that verified it too.
    expect((await me(fresh.body.data.token)).body.data.emailVerified).toBe(true);
  });

  it('logout-all ends every session, the caller’s too', async () => {
    const m = await memberOnTwoDevices();
    const res = await call('POST', '/api/auth/logout-all', { token: m.otherToken });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Vous avez été déconnecté de tous les appareils');
    for (const stale of [m.token, m.otherToken]) expect((await me(stale)).status).toBe(401);
    // Signing in again works as usual.
    expect((await me((await login(m.email, m.password)).body.data.token)).status).toBe(200);
  });

  it('an ended session can neither read nor write: nothing is written, whatever the route', async () => {
    const m = await memberOnTwoDevices();
    await call('POST', '/api/auth/logout-all', { token: m.token });
    const title = `Jamais publié ${m.id.slice(0, 8)}`;
    const writes = [
      await call('POST', '/api/deals', { token: m.otherToken, body: dealInput({ title }) }),
      await call('PUT', '/api/auth/profile', { token: m.otherToken, body: { city: 'Oran' } }),
      await call('GET', '/api/users/me/stats', { token: m.otherToken }),
      await call('POST', '/api/deals/bulk-votes', { token: m.otherToken, body: ['x'] }),
      await call('GET', '/api/deals/inconnu/my-vote', { token: m.otherToken }),
    ];
    for (const res of writes) expect(res.status).toBe(401);
    const fresh = (await login(m.email, m.password)).body.data.token as string;
    const mine = await call('GET', `/api/deals?author=${m.id}`, { token: fresh });
    expect(mine.body.data.totalElements).toBe(0);
    expect((await me(fresh)).body.data.city).toBe('Alger');
  });
});

describe('an ended session writes nothing, even on routes that never read the caller’s record', () => {
  // These routes send their write without reading the member first: the session check travels in
  // the write (a transaction's item, or a read before a single write), never after it.
  it('votes, saves, comments, reports, flags, edits, deletes and alerts are refused and leave no trace', async () => {
    const m = await memberOnTwoDevices();
    const [other] = await registerMembers(1);
    const [deal, voted] = [await postDeal(other.token), await postDeal(other.token)];
    const own = await postDeal(m.token, { title: `Le mien ${m.id.slice(0, 8)}` });
    const alert = await call('POST', '/api/alerts', { token: m.token, body: { keywords: uniqueWord('alerte') } });
    expect(alert.status).toBe(201);
    const comment = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: m.token,
      body: { content: 'Avant' },
    });
    expect(comment.status).toBe(201);
    expect((await call('POST', `/api/deals/${voted.id}/vote?positive=true`, { token: m.token })).status).toBe(200);
    await call('POST', '/api/auth/logout-all', { token: m.token });

    const stale = { token: m.otherToken };
    const refused = [
      await call('POST', `/api/deals/${deal.id}/vote?positive=true`, stale),
      await call('DELETE', `/api/deals/${voted.id}/vote`, stale),
      await call('PUT', `/api/deals/${deal.id}/save`, stale),
      await call('POST', `/api/deals/${deal.id}/comments`, { ...stale, body: { content: 'Après' } }),
      await call('PUT', `/api/comments/${comment.body.data.id}`, { ...stale, body: { content: 'Modifié' } }),
      await call('DELETE', `/api/comments/${comment.body.data.id}`, stale),
      await call('POST', `/api/deals/${deal.id}/report`, { ...stale, body: { reason: 'spam' } }),
      await call('POST', `/api/deals/${deal.id}/expire`, stale),
      await call('PUT', `/api/deals/${own.id}`, { ...stale, body: dealInput({ title: 'Jamais modifié' }) }),
      await call('POST', `/api/deals/${own.id}/expire`, stale),
      await call('DELETE', `/api/deals/${own.id}`, stale),
      await call('POST', '/api/alerts', { ...stale, body: { keywords: uniqueWord('alerte') } }),
      await call('DELETE', `/api/alerts/${alert.body.data.id}`, stale),
      await call('POST', '/api/notifications/read', { ...stale, body: {} }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(ENDED);
    }

    const fresh = { token: (await login(m.email, m.password)).body.data.token as string };
    const seen = (await call<Deal>('GET', `/api/deals/${deal.id}`, fresh)).body.data;
    expect(seen).toMatchObject({ upvotes: 0, userVote: null, saved: false, commentsCount: 1, expiryFlags: 0 });
    expect((await call<Deal>('GET', `/api/deals/${voted.id}`, fresh)).body.data).toMatchObject({
      upvotes: 1,
      userVote: { isPositive: true },
    });
    const comments = (await call<Page<Comment>>('GET', `/api/deals/${deal.id}/comments`, fresh)).body.data;
    expect(comments.content.map((c) => c.content)).toEqual(['Avant']);
    expect((await call<Deal>('GET', `/api/deals/${own.id}`, fresh)).body.data).toMatchObject({
      title: own.title,
      expired: false,
    });
    const alerts = (await call<{ id: string }[]>('GET', '/api/alerts', fresh)).body.data;
    expect(alerts.map((a) => a.id)).toEqual([alert.body.data.id]);
    expect((await call<Page<Deal>>('GET', '/api/users/me/saved', fresh)).body.data.totalElements).toBe(0);
    // The report was not recorded: the member's first report of the deal is recorded now.
    await useStackData();
    const { db } = await import('@functions/lib/clients');
    const reportItem = () =>
      db.send(new GetCommand({ TableName: TABLE.defaultName, Key: keys.report('deal', deal.id, m.id) }));
    expect((await reportItem()).Item).toBeUndefined();
    expect((await call('POST', `/api/deals/${deal.id}/report`, { ...fresh, body: { reason: 'spam' } })).status).toBe(
      200,
    );
    expect((await reportItem()).Item).toBeDefined();
  });
});

describe('reset links', () => {
  it('a later reset voids an earlier link', async () => {
    const m = await registerMember();
    await forgot(m.email);
    const first = (await lastResetToken(m.email)).token;
    await forgot(m.email);
    const second = (await lastResetToken(m.email)).token;
    expect(second).not.toBe(first);
    expect((await reset(second, 'second-lien-utilise')).status).toBe(200);
    expect((await validate(first)).status).toBe(400);
    const late = await reset(first, 'premier-lien-trop-tard');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe('Ce lien de réinitialisation est invalide ou a expiré');
    expect((await login(m.email, 'second-lien-utilise')).status).toBe(200);
  });

  it('an email change voids the links sent to the former address', async () => {
    const m = await registerMember();
    await forgot(m.email);
    const link = (await lastResetToken(m.email)).token;
    const moved = await call('PUT', '/api/auth/profile', {
      token: m.token,
      body: { email: `demenage.${m.id.slice(0, 8)}@exemple.dz`, currentPassword: m.password },
    });
    expect(moved.status).toBe(200);
    expect((await reset(link, 'ancienne-adresse-refusee')).status).toBe(400);
  });

  it('a password change voids every link issued before it', async () => {
    const m = await registerMember();
    await forgot(m.email);
    const link = (await lastResetToken(m.email)).token;
    const changed = await call('PUT', '/api/auth/password', {
      token: m.token,
      body: { currentPassword: m.password, newPassword: 'change-entre-temps' },
    });
    expect(changed.status).toBe(200);
    expect((await validate(link)).status).toBe(400);
    expect((await reset(link, 'lien-perime-refuse')).status).toBe(400);
    expect((await login(m.email, 'change-entre-temps')).status).toBe(200);
  });
});

describe('email verification', () => {
  it('registration mails a link that verifies the address once', async () => {
    const m = await registerMember();
    expect((await me(m.token)).body.data).toMatchObject({ emailVerified: false, hasPassword: true });
    const [mail] = await mailsWithLink(m.email, 'verify-email');
    expect(mail.subject).toBe('Confirmez votre adresse email DzDeals');
    const { token } = await lastLinkToken(m.email, 'verify-email');

    const res = await call('POST', '/api/auth/verify-email', { body: { token } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: { emailVerified: true },
      message: 'Merci, votre adresse email est vérifiée',
    });
    expect((await me(m.token)).body.data.emailVerified).toBe(true);
    const again = await call('POST', '/api/auth/verify-email', { body: { token } });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Ce lien de vérification est invalide ou a expiré');
  });

  it('refuses unknown, malformed and missing tokens with a French 400', async () => {
    for (const body of [{ token: 'x'.repeat(43) }, { token: 'court' }, {}, { token: 42 }]) {
      const res = await call('POST', '/api/auth/verify-email', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/[Ll]ien/);
    }
  });

  it('sends a new link on request, a limited number of times an hour', async () => {
    // In one window of the limit (tests/support/windows.ts), with a member of its own.
    await inOneWindow(HOUR_SECONDS, async () => {
      const m = await registerMember();
      const resend = () => call('POST', '/api/auth/resend-verification', { token: m.token });
      for (let i = 0; i < VERIFICATION_MAILS_PER_HOUR; i++) {
        const res = await resend();
        expect(res.status).toBe(200);
        expect(res.body.message).toBe('Un nouveau lien de vérification vous a été envoyé');
      }
      // The registration's mail, then one per request.
      expect(await mailsWithLink(m.email, 'verify-email')).toHaveLength(VERIFICATION_MAILS_PER_HOUR + 1);
      const limited = await resend();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await mailsWithLink(m.email, 'verify-email')).toHaveLength(VERIFICATION_MAILS_PER_HOUR + 1);

      // The newest link works; once verified, asking again sends nothing.
      const { token } = await lastLinkToken(m.email, 'verify-email');
      expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
      expect((await call('POST', '/api/auth/resend-verification')).status).toBe(401);
    });
  });
});

describe('email change', () => {
  it('needs the current password, mails the new address a link and tells the old one', async () => {
    const m = await registerMember();
    // Verify the first address, so the notice has somewhere trustworthy to go.
    const first = await lastLinkToken(m.email, 'verify-email');
    await call('POST', '/api/auth/verify-email', { body: { token: first.token } });
    const newEmail = `nouvelle.${m.id.slice(0, 8)}@exemple.dz`;
    const change = (body: object) => call('PUT', '/api/auth/profile', { token: m.token, body });

    const missing = await change({ email: newEmail });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors).toEqual({
      currentPassword: 'Saisissez votre mot de passe actuel pour changer d’adresse email',
    });
    const wrong = await change({ email: newEmail, currentPassword: 'pas-le-bon' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.data.errors.currentPassword).toBe('Le mot de passe actuel est incorrect');
    expect((await me(m.token)).body.data.email).toBe(m.email);

    const done = await change({ email: newEmail, currentPassword: m.password });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ email: newEmail, emailVerified: false });
    expect(done.body.message).toBe(
      'Profil mis à jour. Confirmez votre nouvelle adresse grâce au lien envoyé par email. Vos autres appareils ont été déconnectés.',
    );
    // Every other session ended: this device carries on with the answer's token. The old address
    // got the notice, the new one its link.
    expect((await me(m.token)).status).toBe(401);
    const session = done.body.data.token as string;
    expect((await me(session)).status).toBe(200);
    const notice = (await mailsTo(m.email)).find((mail) => mail.subject.includes('modifiée'));
    expect(notice?.text).toContain('votre adresse email a été modifiée');
    expect(notice?.text).not.toContain(newEmail);
    const { token } = await lastLinkToken(newEmail, 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);
    expect((await me(session)).body.data.emailVerified).toBe(true);

    // A link to the former address verifies nothing now.
    await call('PUT', '/api/auth/profile', {
      token: session,
      body: { email: `autre.${m.id.slice(0, 8)}@exemple.dz`, currentPassword: m.password },
    });
    const stale = await call('POST', '/api/auth/verify-email', { body: { token: first.token } });
    expect(stale.status).toBe(400);
  });

  it('changes the username or city without the password', async () => {
    const m = await registerMember();
    const res = await call('PUT', '/api/auth/profile', { token: m.token, body: { city: 'Oran' } });
    expect(res.status).toBe(200);
    expect(res.body.data.city).toBe('Oran');
    // The same address in another case is not a change.
    const same = await call('PUT', '/api/auth/profile', { token: m.token, body: { email: m.email.toUpperCase() } });
    expect(same.status).toBe(200);
  });
});
