import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, registerMember } from '../support/http';

const tag = () => randomUUID().slice(0, 8);

describe('register', () => {
  it('creates a member and signs them in', async () => {
    const t = tag();
    const res = await call('POST', '/api/auth/register', {
      body: { username: `karim_${t}`, email: `Karim.${t}@Exemple.dz`, password: 'bons-plans-2026', city: 'Béjaïa' },
    });
    expect(res.status).toBe(201);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({ username: `karim_${t}`, email: `Karim.${t}@Exemple.dz`, role: 'USER' });
    expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const me = await call('GET', '/api/auth/me', { token: res.body.data.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: res.body.data.id, city: 'Béjaïa', role: 'USER' });
    expect(me.body.data).not.toHaveProperty('passwordHash');
    expect(me.body.data.createdAt).toBe(me.body.data.updatedAt);
  });

  it('refuses an email already used, whatever its case', async () => {
    const first = await registerMember();
    const res = await call('POST', '/api/auth/register', {
      body: { username: `autre_${tag()}`, email: first.email.toUpperCase(), password: 'bons-plans-2026', city: 'Oran' },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Cet email est déjà utilisé');
    expect(res.body.data.errors).toEqual({ email: 'Cet email est déjà utilisé' });
  });

  it('refuses a username already taken, whatever its case', async () => {
    const first = await registerMember();
    const res = await call('POST', '/api/auth/register', {
      body: {
        username: first.username.toUpperCase(),
        email: `x.${tag()}@exemple.dz`,
        password: 'bons-plans-2026',
        city: 'Oran',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Ce nom d’utilisateur est déjà pris');
  });

  it('lets exactly one of two simultaneous registrations of one email win', async () => {
    const email = `course.${tag()}@exemple.dz`;
    const attempt = (name: string) =>
      call('POST', '/api/auth/register', {
        body: { username: name, email, password: 'bons-plans-2026', city: 'Alger' },
      });
    const results = await Promise.all([attempt(`un_${tag()}`), attempt(`deux_${tag()}`)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const login = await call('POST', '/api/auth/login', { body: { email, password: 'bons-plans-2026' } });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(results.find((r) => r.status === 201)!.body.data.id);
  });

  it('requires a city from the list and a password of 8 characters or more', async () => {
    const res = await call('POST', '/api/auth/register', {
      body: { username: `ville_${tag()}`, email: `v.${tag()}@exemple.dz`, password: 'court', city: 'Marseille' },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors).sort()).toEqual(['city', 'password']);
  });
});

describe('profile', () => {
  it('edits username, email and city but never the role', async () => {
    const m = await registerMember();
    const t = tag();
    const res = await call('PUT', '/api/auth/profile', {
      token: m.token,
      body: {
        username: `nouveau_${t}`,
        email: `nouveau.${t}@exemple.dz`,
        city: 'Constantine',
        role: 'ADMIN',
        currentPassword: m.password,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      username: `nouveau_${t}`,
      email: `nouveau.${t}@exemple.dz`,
      city: 'Constantine',
    });
    expect(res.body.data.role).toBe('USER');

    // The new email signs in, the old one no longer does; the old username is free again.
    expect(
      (await call('POST', '/api/auth/login', { body: { email: `nouveau.${t}@exemple.dz`, password: m.password } }))
        .status,
    ).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: m.email, password: m.password } })).status).toBe(
      401,
    );
    const reuse = await registerMember({ username: m.username, email: m.email });
    expect(reuse.id).not.toBe(m.id);
  });

  it('refuses a username or email that belongs to someone else, and changes nothing', async () => {
    const [a, b] = await Promise.all([registerMember(), registerMember()]);
    const taken = await call('PUT', '/api/auth/profile', {
      token: a.token,
      body: { username: b.username, city: 'Oran' },
    });
    expect(taken.status).toBe(409);
    const emailTaken = await call('PUT', '/api/auth/profile', {
      token: a.token,
      body: { email: b.email, currentPassword: a.password },
    });
    expect(emailTaken.status).toBe(409);
    const me = await call('GET', '/api/auth/me', { token: a.token });
    expect(me.body.data).toMatchObject({ username: a.username, email: a.email, city: 'Alger' });
  });

  it('refuses an empty change and an unknown city', async () => {
    const m = await registerMember();
    expect((await call('PUT', '/api/auth/profile', { token: m.token, body: {} })).status).toBe(400);
    const city = await call('PUT', '/api/auth/profile', { token: m.token, body: { city: 'Paris' } });
    expect(city.status).toBe(400);
    expect(city.body.data.errors.city).toBe('Veuillez choisir une ville de la liste');
  });
});

describe('password change', () => {
  it('needs the current password, then only the new one works', async () => {
    const m = await registerMember();
    const wrong = await call('PUT', '/api/auth/password', {
      token: m.token,
      body: { currentPassword: 'pas-le-bon-mot', newPassword: 'nouveau-mot-de-passe' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Le mot de passe actuel est incorrect');
    expect(wrong.body.data.errors.currentPassword).toBe('Le mot de passe actuel est incorrect');

    const short = await call('PUT', '/api/auth/password', {
      token: m.token,
      body: { currentPassword: m.password, newPassword: 'court' },
    });
    expect(short.status).toBe(400);
    expect(short.body.data.errors.newPassword).toBe('Le mot de passe doit contenir au moins 8 caractères');

    const done = await call('PUT', '/api/auth/password', {
      token: m.token,
      body: { currentPassword: m.password, newPassword: 'nouveau-mot-de-passe' },
    });
    expect(done.status).toBe(200);
    expect((await call('POST', '/api/auth/login', { body: { email: m.email, password: m.password } })).status).toBe(
      401,
    );
    expect(
      (await call('POST', '/api/auth/login', { body: { email: m.email, password: 'nouveau-mot-de-passe' } })).status,
    ).toBe(200);
  });

  it('is for signed-in members only', async () => {
    const res = await call('PUT', '/api/auth/password', { body: { currentPassword: 'a', newPassword: 'bbbbbbbbbb' } });
    expect(res.status).toBe(401);
  });
});
