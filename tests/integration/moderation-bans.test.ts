import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AdminUser, AuditEntry, Deal, Page } from '@shared/api-types';
import { FIELD_MSG, MSG } from '@shared/messages';
import { adminToken, dealInput, postDeal } from '../support/deals';
import { call, registerMember } from '../support/http';

// Bans (docs/api.md#moderation): a suspended member's sessions end, sign-in answers 403, their
// content stays; the decision is in the audit trail.

const ban = (token: string | undefined, userId: string, body: unknown) =>
  call('POST', `/api/admin/users/${userId}/ban`, { token, body });
const unban = (token: string | undefined, userId: string) =>
  call('DELETE', `/api/admin/users/${userId}/ban`, { token });

describe('bans', () => {
  it('ends the member’s sessions, refuses their sign-in and writes, keeps their content, and is undone by an unban', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token, { title: 'Offre d’un membre bientôt suspendu' });
    const admin = await adminToken();
    const trail = (await call<Page<AuditEntry>>('GET', '/api/admin/audit', { token: admin })).body.data.totalElements;

    const res = await ban(admin, member.id, { reason: 'Spam répété malgré les avertissements' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.userBanned);

    // The token held is over, for reads and writes alike.
    expect((await call('GET', '/api/auth/me', { token: member.token })).status).toBe(401);
    const write = await call('POST', '/api/deals', {
      token: member.token,
      body: dealInput({ title: 'Publiée malgré tout' }),
    });
    expect(write.status).toBe(401);
    // No new session: the right password answers 403 and says why.
    const login = await call('POST', '/api/auth/login', { body: { email: member.email, password: member.password } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(MSG.accountSuspended);
    // A wrong password still answers as for anyone.
    const wrong = await call('POST', '/api/auth/login', { body: { email: member.email, password: 'pas-le-bon-mot' } });
    expect(wrong.status).toBe(401);
    // Their content stays.
    expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).status).toBe(200);
    const again = await ban(admin, member.id, { reason: 'Encore' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: 'Ce compte est déjà suspendu' });

    const entries = (await call<Page<AuditEntry>>('GET', '/api/admin/audit', { token: admin })).body.data;
    expect(entries.totalElements).toBe(trail + 1);
    expect(entries.content[0]).toMatchObject({
      action: 'ban',
      targetType: 'user',
      targetId: member.id,
      summary: member.username,
      reason: 'Spam répété malgré les avertissements',
    });

    expect((await unban(admin, member.id)).status).toBe(200);
    const back = await call<{ token: string }>('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
    });
    expect(back.status).toBe(200);
    expect((await call('GET', '/api/auth/me', { token: back.body.data.token })).status).toBe(200);
    const notBanned = await unban(admin, member.id);
    expect(notBanned.status).toBe(409);
    expect(notBanned.body).toMatchObject({ success: false, message: 'Ce compte n’est pas suspendu' });
    const last = (await call<Page<AuditEntry>>('GET', '/api/admin/audit', { token: admin })).body.data.content[0];
    expect(last).toMatchObject({ action: 'unban', targetId: member.id });
  });

  it('needs a reason, an existing member who is not an admin, and an admin to decide', async () => {
    const member = await registerMember();
    const admin = await adminToken();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
      const res = await ban(admin, member.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toContain(FIELD_MSG.banReason);
    }
    const me = await call<{ id: string }>('GET', '/api/auth/me', { token: admin });
    const own = await ban(admin, me.body.data.id, { reason: 'Essai' });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(MSG.adminBan);
    expect((await ban(admin, '00000000-0000-4000-8000-000000000000', { reason: 'Absent' })).status).toBe(404);
    expect((await ban(admin, 'pas-un-id', { reason: 'Absent' })).status).toBe(404);
    const other = await registerMember();
    expect((await ban(other.token, member.id, { reason: 'Vengeance' })).status).toBe(403);
    expect((await unban(other.token, member.id)).status).toBe(403);
    expect((await ban(undefined, member.id, { reason: 'Anonyme' })).status).toBe(401);
    // Nothing happened to the member.
    expect((await call('GET', '/api/auth/me', { token: member.token })).status).toBe(200);
  });
});

describe('finding members', () => {
  const find = (token: string | undefined, q: string) =>
    call<AdminUser[]>('GET', `/api/admin/users?q=${encodeURIComponent(q)}`, { token });

  it('finds members by the start of their username or email, whatever the case, and follows changes', async () => {
    const tag = randomUUID().slice(0, 8);
    const member = await registerMember({ username: `Chercheur_${tag}`, email: `trouve.${tag}@exemple.dz` });
    const admin = await adminToken();
    for (const q of [`chercheur_${tag}`, `CHERCHEUR_${tag.slice(0, 4)}`, `trouve.${tag}`, `Trouve.${tag}@exemple.dz`]) {
      const res = await find(admin, q);
      expect(res.status, q).toBe(200);
      expect(
        res.body.data.map((u) => u.id),
        q,
      ).toEqual([member.id]);
    }
    expect((await find(admin, `chercheur_${tag}`)).body.data[0]).toEqual({
      id: member.id,
      username: member.username,
      email: member.email,
      role: 'USER',
      city: member.city,
      emailVerified: false,
      createdAt: expect.any(String),
      bannedAt: null,
      banReason: null,
    });
    expect((await find(admin, `personne_${tag}`)).body.data).toEqual([]);

    // A new username and email: found by them, no longer by the old ones.
    const renamed = await call('PUT', '/api/auth/profile', {
      token: member.token,
      body: {
        username: `Renomme_${tag}`,
        email: `nouvelle.${tag}@exemple.dz`,
        city: member.city,
        currentPassword: member.password,
      },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await find(admin, `renomme_${tag}`)).body.data.map((u) => u.id)).toEqual([member.id]);
    expect((await find(admin, `nouvelle.${tag}`)).body.data.map((u) => u.id)).toEqual([member.id]);
    expect((await find(admin, `chercheur_${tag}`)).body.data).toEqual([]);
    expect((await find(admin, `trouve.${tag}`)).body.data).toEqual([]);

    // A suspension shows.
    expect((await ban(admin, member.id, { reason: 'Spam' })).status).toBe(200);
    expect((await find(admin, `renomme_${tag}`)).body.data[0]).toMatchObject({
      bannedAt: expect.any(String),
      banReason: 'Spam',
    });
  });

  it('needs a query, and an admin', async () => {
    const admin = await adminToken();
    for (const q of ['', '   ', 'x'.repeat(101)]) {
      const res = await find(admin, q);
      expect(res.status, q).toBe(400);
      expect(res.body.message).toContain(FIELD_MSG.memberQuery);
    }
    const member = await registerMember();
    expect((await find(member.token, 'membre')).status).toBe(403);
    expect((await find(undefined, 'membre')).status).toBe(401);
  });
});
