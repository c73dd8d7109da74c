import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../support/global-setup';
import { call, registerMember } from '../support/http';

const login = (email: string, password: string) => call('POST', '/api/auth/login', { body: { email, password } });
const jwtSecret = () => readFile(join(inject('dataDir'), 'jwt-secret'), 'utf8');

describe('login', () => {
  it('signs in with the email in any case and returns the auth response', async () => {
    const m = await registerMember();
    const res = await login(m.email.toUpperCase(), m.password);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      token: expect.any(String),
      id: m.id,
      username: m.username,
      email: m.email,
      role: 'USER',
      language: 'fr',
    });
    // Slots taken alongside the email lookup, the user read, the slots handed back.
    expect(Number(res.headers.get('x-ddb-round-trips'))).toBeLessThanOrEqual(4);
  });

  it('answers the same to an unknown email and to a wrong password', async () => {
    const m = await registerMember();
    const unknown = await login(`inconnu.${m.id}@exemple.dz`, m.password);
    const wrong = await login(m.email, 'mauvais-mot-de-passe');
    for (const res of [unknown, wrong]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, data: null, message: 'Email ou mot de passe incorrect' });
    }
  });

  it('has the local admin account from the first start, with role ADMIN', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('ADMIN');
  });
});

describe('tokens', () => {
  it('accepts a valid token and rejects alg none, tampered and expired ones', async () => {
    const m = await registerMember();
    const secret = await jwtSecret();
    expect((await call('GET', '/api/auth/me', { token: m.token })).status).toBe(200);

    const none = jwt.sign({ sub: m.id }, '', { algorithm: 'none' });
    const otherKey = jwt.sign({}, 'not-the-secret', { algorithm: 'HS256', subject: m.id });
    const expired = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, secret, {
      algorithm: 'HS256',
      subject: m.id,
    });
    const [h, , s] = m.token.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'someone-else', exp: 9999999999 })).toString('base64url')}.${s}`;
    const hs512 = jwt.sign({}, secret, { algorithm: 'HS512', subject: m.id });
    for (const token of [none, otherKey, expired, tampered, hs512]) {
      const res = await call('GET', '/api/auth/me', { token });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Session invalide ou expirée, veuillez vous reconnecter');
    }
  });

  it('reads the role from the user record, not from the token', async () => {
    const m = await registerMember();
    const secret = await jwtSecret();
    const claimsAdmin = jwt.sign({ role: 'ADMIN', sv: 0 }, secret, {
      algorithm: 'HS256',
      subject: m.id,
      expiresIn: 600,
    });
    const res = await call('GET', '/api/admin/images', { token: claimsAdmin });
    expect(res.status).toBe(403);
  });
});
