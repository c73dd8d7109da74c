import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HOUR_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_PER_EMAIL,
  LOGIN_WINDOW_SECONDS,
  SIGNUPS_PER_ADDRESS,
} from '@shared/limits';
import { call, registerMember, someAddress } from '../support/http';
import { lastResetToken } from '../support/outbox';
import { inOneWindow } from '../support/windows';

const login = (email: string, password: string, from: string) =>
  call('POST', '/api/auth/login', { body: { email, password }, from });

describe('login throttling', () => {
  // The scenarios that fill a limit run in one of its windows (tests/support/windows.ts).
  it('counts every attempt before checking it: 20 parallel guesses give at most 5 × 401', async () => {
    await inOneWindow(LOGIN_WINDOW_SECONDS, async () => {
      const m = await registerMember();
      const attacker = someAddress();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login(m.email, `devinette-${i}-fausse`, attacker)),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const limited = results.find((r) => r.status === 429)!;
      expect(limited.body.message).toMatch(/^Trop de tentatives, veuillez réessayer dans \d+ minutes?$/);
      const retryAfter = Number(limited.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Even the right password waits at that address...
      expect((await login(m.email, m.password, attacker)).status).toBe(429);
      // ...but the owner, elsewhere, is not locked out.
      const owner = await login(m.email, m.password, someAddress());
      expect(owner.status).toBe(200);
      expect(owner.body.data.id).toBe(m.id);
    });
  });

  it('never locks the owner out: past the per-email ceiling, only the addresses that failed wait', async () => {
    // The hour's ceiling and the (email, address) windows must not roll over midway.
    await inOneWindow(LOGIN_WINDOW_SECONDS, async () => {
      const m = await registerMember();
      // 55 wrong passwords from 11 addresses, as fast as they go.
      const attackers = Array.from({ length: 11 }, () => someAddress());
      const statuses = (
        await Promise.all(
          attackers.map(async (from, a) => {
            const seen: number[] = [];
            for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
              seen.push((await login(m.email, `essai-${a}-${i}`, from)).status);
            return seen;
          }),
        )
      ).flat();
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      // Up to the ceiling, then at most one more per address that had not failed yet.
      const failures = statuses.filter((s) => s === 401).length;
      expect(failures).toBeGreaterThanOrEqual(LOGIN_MAX_PER_EMAIL);
      expect(failures).toBeLessThanOrEqual(LOGIN_MAX_PER_EMAIL + attackers.length);

      // The owner, from an address without failures, signs in.
      const owner = await login(m.email, m.password, someAddress());
      expect(owner.status).toBe(200);
      expect(owner.body.data.id).toBe(m.id);
      // The attackers' addresses wait, whatever they send.
      expect((await login(m.email, m.password, attackers[0])).status).toBe(429);
      // A fresh address past the ceiling gets one attempt, not five.
      const fresh = someAddress();
      expect((await login(m.email, 'encore-une-devinette', fresh)).status).toBe(401);
      const slowed = await login(m.email, 'et-encore-une', fresh);
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(0);
    });
    // 60-odd password checks (scrypt) in a row.
  }, 240_000);

  it('forgets the failures of an account once its password is reset', async () => {
    await inOneWindow(LOGIN_WINDOW_SECONDS, async () => {
      const m = await registerMember();
      const from = someAddress();
      for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
        expect((await login(m.email, `rate-${i}-faux`, from)).status).toBe(401);
      expect((await login(m.email, m.password, from)).status).toBe(429);

      await call('POST', '/api/auth/forgot-password', { body: { email: m.email } });
      const { token } = await lastResetToken(m.email);
      const newPassword = 'reinitialise-2026';
      expect((await call('POST', '/api/auth/reset-password', { body: { token, newPassword } })).status).toBe(200);
      // The same address signs in right away with the new password.
      const back = await login(m.email, newPassword, from);
      expect(back.status).toBe(200);
      expect(back.body.data.id).toBe(m.id);
    });
  }, 120_000);

  it('forgets a failure once the right password is given', async () => {
    const m = await registerMember();
    const from = someAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(m.email, `oubli-${i}-faux`, from)).status).toBe(401);
      expect((await login(m.email, m.password, from)).status).toBe(200);
    }
  });

  it('limits sign-ups per client address', async () => {
    await inOneWindow(HOUR_SECONDS, async () => {
      const from = someAddress();
      const signUp = () => {
        const tag = randomUUID().slice(0, 8);
        return call('POST', '/api/auth/register', {
          body: {
            username: `flot_${tag}`,
            email: `flot.${tag}@exemple.dz`,
            password: 'inscription-2026',
            city: 'Oran',
          },
          from,
        });
      };
      const first = await Promise.all(Array.from({ length: SIGNUPS_PER_ADDRESS }, signUp));
      expect(first.map((r) => r.status)).toEqual(Array(SIGNUPS_PER_ADDRESS).fill(201));
      const refused = await signUp();
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Trop d’inscriptions depuis cette connexion, veuillez réessayer plus tard');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
    // Someone else signs up as usual.
    await registerMember();
  });
});

describe('usernames', () => {
  // "admin" itself is reserved (shared/reserved-usernames.ts): a member's name stands for any taken one.
  it.each([
    ['Cyrillic а', (n: string) => n.replace('a', '\u0430')],
    ['full-width', (n: string) => n.replace(/[a-z0-9_]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))],
    ['dotless ı', (n: string) => n.replace('i', '\u0131')],
    ['capitals', (n: string) => n.toUpperCase()],
  ])('refuses a look-alike of an existing name (%s)', async (_kind, lookAlike) => {
    const tag = randomUUID().replace(/\D/g, '').slice(0, 6);
    const taken = await registerMember({ username: `amina_${tag}` });
    const res = await call('POST', '/api/auth/register', {
      body: {
        username: lookAlike(taken.username),
        email: `sosie.${tag}@exemple.dz`,
        password: 'sosie-mot-de-passe',
        city: 'Alger',
      },
      from: someAddress(),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ce nom d’utilisateur est déjà pris');
  });

  it('stores the NFKC form, and refuses a look-alike rename too', async () => {
    const tag = randomUUID().slice(0, 6);
    const m = await registerMember({ username: `ｎａｄｉａ_${tag}` });
    expect((await call('GET', '/api/auth/me', { token: m.token })).body.data.username).toBe(`nadia_${tag}`);
    const other = await registerMember();
    const rename = await call('PUT', '/api/auth/profile', { token: other.token, body: { username: `nаdia_${tag}` } });
    expect(rename.status).toBe(409);
    expect(rename.body.data.errors.username).toBe('Ce nom d’utilisateur est déjà pris');
  });

  it('refuses symbols and spaces with a French message', async () => {
    const res = await call('POST', '/api/auth/register', {
      body: { username: 'nom avec espace', email: 'espace@exemple.dz', password: 'mot-de-passe-ok', city: 'Alger' },
      from: someAddress(),
    });
    expect(res.status).toBe(400);
    expect(res.body.data.errors.username).toBe(
      'Le nom d’utilisateur ne peut contenir que des lettres, chiffres, points, tirets et soulignés',
    );
  });
});
