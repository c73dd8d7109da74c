import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { FAKE_GOOGLE_CLIENT_ID } from '../support/fake-oauth';
import { call, registerMember, someAddress } from '../support/http';
import { lastLinkToken } from '../support/outbox';

const login = (email: string, password: string) =>
  call('POST', '/api/auth/login', { body: { email, password }, from: someAddress() });

/** An ID token as Google would issue it, signed with the key the fake JWKS endpoint publishes. */
function googleIdToken(claims: Record<string, unknown>, opts: { audience?: string; issuer?: string } = {}) {
  const { pem, kid } = inject('googleKey');
  return jwt.sign({ email_verified: true, ...claims }, pem, {
    algorithm: 'RS256',
    keyid: kid,
    audience: opts.audience ?? FAKE_GOOGLE_CLIENT_ID,
    issuer: opts.issuer ?? 'https://accounts.google.com',
    expiresIn: 300,
  });
}

const google = (accessToken: string) =>
  call('POST', '/api/auth/oauth/google', { body: { accessToken, provider: 'google' } });

describe('Google sign-in', () => {
  it('creates an account on first sign-in, then finds it by Google id', async () => {
    const sub = randomUUID();
    const email = `g.${sub.slice(0, 8)}@gmail.com`;
    const first = await google(googleIdToken({ sub, email, name: 'Lina Haddad' }));
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ email, role: 'USER' });
    expect(first.body.data.username).toMatch(/^Lina\.Haddad/);
    const me = await call('GET', '/api/auth/me', { token: first.body.data.token });
    expect(me.body.data.city).toBe('');

    const second = await google(googleIdToken({ sub, email: `changed.${sub}@gmail.com`, name: 'Lina' }));
    expect(second.body.data.id).toBe(first.body.data.id);
  });

  it('links to an existing account whose email is verified; its password keeps working', async () => {
    const m = await registerMember();
    const { token } = await lastLinkToken(m.email, 'verify-email');
    expect((await call('POST', '/api/auth/verify-email', { body: { token } })).status).toBe(200);

    const res = await google(googleIdToken({ sub: randomUUID(), email: m.email.toUpperCase() }));
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(m.id);
    expect((await call('GET', '/api/auth/me', { token: m.token })).status).toBe(200);
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('gives a squatted, never verified account to the provider-verified owner', async () => {
    // Someone registers the victim's address with a password of their own...
    const squatter = await registerMember();
    // ...then the real owner signs in with Google.
    const res = await google(googleIdToken({ sub: randomUUID(), email: squatter.email }));
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBe(squatter.id);
    const owner = await call('GET', '/api/auth/me', { token: res.body.data.token });
    expect(owner.status).toBe(200);
    expect(owner.body.data).toMatchObject({ emailVerified: true, hasPassword: false });
    // The squatter's password and session are gone.
    expect((await login(squatter.email, squatter.password)).status).toBe(401);
    expect((await call('GET', '/api/auth/me', { token: squatter.token })).status).toBe(401);
  });

  it('refuses a token for another audience, another issuer, another key, or an unverified email', async () => {
    const m = await registerMember();
    const wrongAudience = googleIdToken({ sub: randomUUID(), email: m.email }, { audience: 'someone-else' });
    const wrongIssuer = googleIdToken({ sub: randomUUID(), email: m.email }, { issuer: 'https://evil.example' });
    const selfSigned = jwt.sign({ sub: randomUUID(), email: m.email, email_verified: true }, 'secret', {
      algorithm: 'HS256',
      keyid: inject('googleKey').kid,
      audience: FAKE_GOOGLE_CLIENT_ID,
      issuer: 'https://accounts.google.com',
    });
    for (const token of [wrongAudience, wrongIssuer, selfSigned]) {
      const res = await google(token);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('La connexion avec ce fournisseur a échoué');
    }
    const unverified = await google(googleIdToken({ sub: randomUUID(), email: m.email, email_verified: false }));
    expect(unverified.status).toBe(400);
    expect(unverified.body.message).toBe('Votre compte doit fournir une adresse email vérifiée');
  });

  it('refuses a provider that does not match the route', async () => {
    const res = await call('POST', '/api/auth/oauth/google', { body: { accessToken: 'x', provider: 'facebook' } });
    expect(res.status).toBe(400);
  });
});

describe('Facebook sign-in', () => {
  const facebook = (accessToken: string) =>
    call('POST', '/api/auth/oauth/facebook', { body: { accessToken, provider: 'facebook' } });

  it('signs in with a token issued to our app, and again to the same account', async () => {
    const first = await facebook('fb-valid-token');
    expect(first.status).toBe(200);
    expect(first.body.data.email).toBe('yacine.fb@exemple.dz');
    const again = await facebook('fb-valid-token');
    expect(again.body.data.id).toBe(first.body.data.id);
  });

  it('refuses a token of another app, an invalid token, and an account without email', async () => {
    expect((await facebook('fb-other-app-token')).status).toBe(401);
    expect((await facebook('fb-forged-token')).status).toBe(401);
    expect((await facebook('fb-no-email-token')).status).toBe(400);
  });
});

describe('runtime config', () => {
  it('tells the web app which providers are configured', async () => {
    const res = await call('GET', '/api/config');
    expect(res.body.data).toEqual({ googleClientId: FAKE_GOOGLE_CLIENT_ID, facebookAppId: '1234567890' });
  });
});
