import { randomUUID } from 'node:crypto';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import type { PublicProfile } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { TABLE, keys } from '@shared/table';
import { FAKE_GOOGLE_CLIENT_ID } from '../support/fake-oauth';
import { call, registerMember } from '../support/http';
import { adminToken, postDeal, roundTrips, useStackData } from '../support/deals';
import { grantStanding, stackDb } from '../support/trust';
import { canonicalOf, jsonScript, metaOf, page, pageDataOf, titleOf } from '../support/pages';

const profileOf = (username: string) => call<PublicProfile>('GET', `/api/users/${encodeURIComponent(username)}`);

const ban = (token: string, userId: string) =>
  call('POST', `/api/admin/users/${userId}/ban`, { token, body: { reason: 'Spam répété malgré les avertissements' } });

describe('GET /api/users/{username}', () => {
  it('answers what anyone may see of a member, and nothing private, in two round trips', async () => {
    const member = await registerMember({ city: 'Oran' });
    const res = await profileOf(member.username);
    expect(res.status).toBe(200);
    expect(roundTrips(res)).toBe(2); // the name card, then the public counters
    expect(res.headers.get('cache-control')).toBe('no-store');
    const profile = res.body.data;
    expect(Object.keys(profile).sort()).toEqual(
      [
        'badges',
        'commentsPosted',
        'dealsPosted',
        'hotDeals',
        'id',
        'joinedAt',
        'level',
        'reputation',
        'username',
      ].sort(),
    );
    expect(profile).toMatchObject({
      id: member.id,
      username: member.username,
      reputation: 0,
      level: { code: 'nouveau', label: 'Nouveau' },
      badges: [],
      dealsPosted: 0,
      hotDeals: 0,
      commentsPosted: 0,
    });
    expect(Date.parse(profile.joinedAt)).toBeGreaterThan(Date.now() - 5 * 60_000);
    const text = JSON.stringify(res.body);
    for (const secret of [member.email, 'Oran', 'USER', 'role', 'email']) expect(text).not.toContain(secret);
  });

  it('has a profile from the first Google sign-in on', async () => {
    const sub = randomUUID();
    const { pem, kid } = inject('googleKey');
    const idToken = jwt.sign(
      { sub, email: `g.${sub.slice(0, 8)}@gmail.com`, email_verified: true, name: 'Nour Benali' },
      pem,
      {
        algorithm: 'RS256',
        keyid: kid,
        audience: FAKE_GOOGLE_CLIENT_ID,
        issuer: 'https://accounts.google.com',
        expiresIn: 300,
      },
    );
    const signIn = await call('POST', '/api/auth/oauth/google', { body: { accessToken: idToken, provider: 'google' } });
    expect(signIn.status).toBe(200);
    const res = await profileOf(signIn.body.data.username);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: signIn.body.data.id, username: signIn.body.data.username });
  });

  it('finds a member whatever the case of the name', async () => {
    const member = await registerMember({ username: `Chérifa.${Date.now().toString(36)}` });
    for (const name of [member.username, member.username.toUpperCase(), member.username.toLowerCase()]) {
      const res = await profileOf(name);
      expect(res.status, name).toBe(200);
      expect(res.body.data.username).toBe(member.username);
    }
  });

  it('answers 404 in French for a name nobody holds or that cannot be one', async () => {
    for (const name of ['personne_ici_42', 'ab', 'x'.repeat(31), 'a b c', '<script>', 'a/b']) {
      const res = await profileOf(name);
      expect(res.status, name).toBe(404);
      expect(res.body.message, name).toBe(MSG.memberNotFound);
    }
  });

  it('follows the deals and comments the member posts, and their standing', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token);
    const comment = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: member.token,
      body: { content: 'Je confirme, le prix est affiché en caisse.' },
    });
    expect(comment.status).toBe(201);
    await grantStanding(member.id, 60);
    // Badges are written by what earns them (votes, Hot, posting): here, one as they store it.
    await stackDb().send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.userStats(member.id),
        UpdateExpression: 'SET badge_first_deal = :at',
        ExpressionAttributeValues: { ':at': '2026-02-03T10:00:00.000Z' },
      }),
    );
    const { body } = await profileOf(member.username);
    expect(body.data).toMatchObject({
      dealsPosted: 1,
      commentsPosted: 1,
      reputation: 60,
      level: { code: 'confirme', label: 'Confirmé' },
    });
    expect(body.data.badges).toContainEqual({
      code: 'first_deal',
      label: 'Premier bon plan',
      earnedAt: '2026-02-03T10:00:00.000Z',
    });
  });

  it('follows a rename: the old name is free of the member, the new one (a case change too) answers', async () => {
    const member = await registerMember();
    const renamed = `renomme_${member.id.slice(0, 8)}`;
    const res = await call('PUT', '/api/auth/profile', { token: member.token, body: { username: renamed } });
    expect(res.status).toBe(200);
    expect((await profileOf(member.username)).status).toBe(404);
    expect((await profileOf(renamed)).body.data).toMatchObject({ id: member.id, username: renamed });

    const recased = renamed.toUpperCase();
    expect((await call('PUT', '/api/auth/profile', { token: member.token, body: { username: recased } })).status).toBe(
      200,
    );
    const again = await profileOf(renamed);
    expect(again.status).toBe(200);
    expect(again.body.data.username).toBe(recased);
  });

  it('answers 404 while the member is suspended, and the profile again once the ban is lifted', async () => {
    const member = await registerMember();
    const admin = await adminToken();
    expect((await ban(admin, member.id)).status).toBe(200);
    const res = await profileOf(member.username);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(MSG.memberNotFound);
    expect((await call('DELETE', `/api/admin/users/${member.id}/ban`, { token: admin })).status).toBe(200);
    expect((await profileOf(member.username)).status).toBe(200);
  });

  it('keeps a member suspended under whichever name a rename racing the ban leaves', async () => {
    const admin = await adminToken();
    for (let i = 0; i < 3; i++) {
      const member = await registerMember();
      const renamed = `course_${i}_${member.id.slice(0, 8)}`;
      const [rename, banned] = await Promise.all([
        call('PUT', '/api/auth/profile', { token: member.token, body: { username: renamed } }),
        ban(admin, member.id),
      ]);
      // A ban that lost the race is refused (409) and made again, as an admin would.
      if (banned.status !== 200) {
        expect(banned.status).toBe(409);
        expect((await ban(admin, member.id)).status).toBe(200);
      }
      expect([200, 401, 409]).toContain(rename.status);
      for (const name of [member.username, renamed]) expect((await profileOf(name)).status, name).toBe(404);
    }
  });

  it('writes the missing name cards of existing members, suspension included, without touching those there', async () => {
    const [kept, missing, suspended] = [await registerMember(), await registerMember(), await registerMember()];
    const admin = await adminToken();
    expect((await ban(admin, suspended.id)).status).toBe(200);
    // Members from before the name cards: their card is not there.
    const db = stackDb();
    for (const m of [missing, suspended]) {
      await db.send(new DeleteCommand({ TableName: TABLE.defaultName, Key: keys.memberName(m.username) }));
    }
    expect((await profileOf(missing.username)).status).toBe(404);

    await useStackData();
    const { backfillMemberCards } = await import('@functions/data/members/profiles');
    expect(await backfillMemberCards()).toBeGreaterThanOrEqual(2);
    expect((await profileOf(missing.username)).body.data).toMatchObject({ id: missing.id });
    expect((await profileOf(kept.username)).status).toBe(200);
    expect((await profileOf(suspended.username)).status).toBe(404);
    const card = await db.send(
      new GetCommand({ TableName: TABLE.defaultName, Key: keys.memberName(suspended.username) }),
    );
    expect(card.Item).toMatchObject({ userId: suspended.id, username: suspended.username });
    expect(typeof card.Item?.suspendedAt).toBe('string');
  }, 120_000);
});

// The member page as a crawler or a link preview reads it (functions/site/render-member-page.ts).
const base = inject('baseUrl');

describe('GET /membres/{username}', () => {
  it('paints the profile with its own head, canonical address, JSON-LD and data for the app', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token);
    const res = await page(`/membres/${member.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300');
    const { html } = res;
    expect(titleOf(html)).toBe(`${member.username}\u00A0: profil de membre | DzDeals`);
    expect(metaOf(html, 'description')).toContain('1\u00A0bon plan partagé');
    expect(metaOf(html, 'og:url')).toBe(`${base}/membres/${member.username}`);
    expect(canonicalOf(html)).toBe(`${base}/membres/${member.username}`);
    expect(jsonScript(html, 'application/ld+json')).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: member.username },
    });
    // The profile and the first page of their deals, inlined for the app.
    const data = pageDataOf(html);
    expect(data.entries[`/users/${member.username.toUpperCase()}`]).toMatchObject({ id: member.id, dealsPosted: 1 });
    expect(html).toContain(`href="/deals/${deal.id}"`);
    expect(html).toContain(`<h1 id="member-name"><bdi>${member.username}</bdi></h1>`);
    expect(html).toContain('Nouveau');
    expect(html).not.toContain(member.email);
  });

  it('answers the 404 page, never cached, for a name nobody holds and for a suspended member', async () => {
    const member = await registerMember();
    expect((await ban(await adminToken(), member.id)).status).toBe(200);
    for (const name of [member.username, 'personne_ici_42', 'a%20b']) {
      const res = await page(`/membres/${name}`);
      expect(res.status, name).toBe(404);
      expect(res.headers.get('cache-control'), name).toBe('private, no-store');
      expect(res.html, name).toContain('Membre introuvable');
      expect(metaOf(res.html, 'robots'), name).toBe('noindex');
    }
  });
});
