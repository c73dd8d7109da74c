import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { useStackData } from '../support/deals';
import { FAKE_GOOGLE_CLIENT_ID } from '../support/fake-oauth';
import { call, registerMember, someAddress } from '../support/http';

const RESERVED = 'Ce nom d’utilisateur est réservé à l’équipe du site, choisissez-en un autre';
const tag = () => randomUUID().slice(0, 6);

const register = (username: string) => {
  const t = tag();
  return call('POST', '/api/auth/register', {
    body: { username, email: `reserve.${t}@exemple.dz`, password: 'un-mot-de-passe-solide', city: 'Alger' },
    from: someAddress(),
  });
};

const rename = (token: string, username: string) => call('PUT', '/api/auth/profile', { token, body: { username } });

const expectReserved = (res: Awaited<ReturnType<typeof call>>) => {
  expect(res.status).toBe(400);
  expect(res.body.success).toBe(false);
  expect(res.body.message).toBe(RESERVED);
  expect((res.body.data as { errors: Record<string, string> }).errors.username).toBe(RESERVED);
};

describe('reserved usernames', () => {
  it.each([
    'admin',
    'Modération',
    'moderation',
    'DzDeals',
    'support',
    'contact',
    'admin_1',
    'Admin.DZ',
    'dzdeals-support',
    // Look-alikes only the server's confusable skeleton catches.
    'аdmin', // Cyrillic а
    'adrnin',
    'supp0rt',
    `dzdea1s${tag()}`,
  ])('refuses %s at sign-up, creating nothing', async (username) => {
    const res = await register(username);
    expectReserved(res);
  });

  it('refuses a reserved name or look-alike at rename, and leaves the profile as it was', async () => {
    const m = await registerMember();
    for (const username of ['Modération', 'staff_2', 'ＡＤＭＩＮ', 'rnoderation', 'r00t'])
      expectReserved(await rename(m.token, username));
    const me = await call<{ username: string }>('GET', '/api/auth/me', { token: m.token });
    expect(me.body.data.username).toBe(m.username);
    expect((await rename(m.token, `karim_${tag()}`)).status).toBe(200);
  });

  it('lets a member who held a reserved name before the rule keep it', async () => {
    await useStackData();
    const [{ createUser }, { authResponse }] = await Promise.all([
      import('@functions/data/members/accounts'),
      import('@functions/lib/issue-token'),
    ]);
    const t = tag();
    const user = await createUser({
      username: `support_${t}`,
      email: `ancien.${t}@exemple.dz`,
      city: 'Alger',
      reservedNameAllowed: true,
    });
    const { token } = await authResponse(user);
    const same = await call('PUT', '/api/auth/profile', { token, body: { username: `support_${t}`, city: 'Oran' } });
    expect(same.status).toBe(200);
    expect(same.body.data).toMatchObject({ username: `support_${t}`, city: 'Oran' });
    // Recasing keeps the same name for uniqueness: still theirs.
    expect((await rename(token, `Support_${t}`)).status).toBe(200);
    // Another reserved name is refused all the same.
    expectReserved(await rename(token, `contact_${t}`));
  });

  it('gives a Google sign-up whose profile name is reserved a neutral username', async () => {
    const { pem, kid } = inject('googleKey');
    const sub = randomUUID();
    const token = jwt.sign({ sub, email: `g.${sub.slice(0, 8)}@gmail.com`, email_verified: true, name: 'Admin' }, pem, {
      algorithm: 'RS256',
      keyid: kid,
      audience: FAKE_GOOGLE_CLIENT_ID,
      issuer: 'https://accounts.google.com',
      expiresIn: 300,
    });
    const res = await call<{ username: string }>('POST', '/api/auth/oauth/google', {
      body: { accessToken: token, provider: 'google' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.username).toMatch(/^membre\d+$/);
  });
});
