import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { describe, expect, inject, it } from 'vitest';
import { FAKE_GOOGLE_CLIENT_ID, fakeFacebookToken } from '../support/fake-oauth';
import { call, registerMember, someAddress } from '../support/http';
import { lastLinkToken, lastResetToken, mailsWithLink } from '../support/outbox';

// Sign-in identities belong to whoever proves them (docs/api.md#auth): the takeovers an attacker
// would try, through the loopback stand-ins of Google and Facebook (tests/support/fake-oauth.ts).

function googleIdToken(claims: { sub: string; email: string }) {
  const { pem, kid } = inject('googleKey');
  return jwt.sign({ email_verified: true, ...claims }, pem, {
    algorithm: 'RS256',
    keyid: kid,
    audience: FAKE_GOOGLE_CLIENT_ID,
    issuer: 'https://accounts.google.com',
    expiresIn: 300,
  });
}

/** A person with a Facebook account of their own. */
function facebookPerson(name: string) {
  const tag = randomUUID().slice(0, 8);
  const person = { id: `fb-${randomUUID()}`, name, email: `${name.toLowerCase()}.${tag}@exemple.dz` };
  return { ...person, token: fakeFacebookToken(person) };
}

const signInGoogle = (token: string) => call('POST', '/api/auth/oauth/google', { body: { accessToken: token } });
const signInFacebook = (token: string) => call('POST', '/api/auth/oauth/facebook', { body: { accessToken: token } });
const me = (token: string) => call('GET', '/api/auth/me', { token });
const updateProfile = (token: string, body: object) => call('PUT', '/api/auth/profile', { token, body });
const victimAddress = () => `victime.${randomUUID().slice(0, 8)}@exemple.dz`;

describe('takeover through an email moved to the victim', () => {
  it('a session token alone never moves an email: the current address is asked first', async () => {
    const attacker = facebookPerson('Karim');
    const session = (await signInFacebook(attacker.token)).body.data;
    const victim = victimAddress();

    const asked = await updateProfile(session.token, { email: victim, city: 'Oran' });
    expect(asked.status).toBe(202);
    expect(asked.body.message).toBe(
      'Pour confirmer ce changement, ouvrez le lien envoyé à votre adresse actuelle\u00A0: votre adresse email ne changera qu’à ce moment-là.',
    );
    // The city is saved, the email is not; the link went to the current address, nothing to the victim.
    const now = (await me(session.token)).body.data;
    expect(now).toMatchObject({ email: attacker.email, city: 'Oran' });
    expect(await mailsWithLink(attacker.email, 'confirm-email-change')).toHaveLength(1);
    expect(await mailsWithLink(victim, 'verify-email')).toHaveLength(0);

    // A token of someone else's Facebook proves nothing.
    const stranger = facebookPerson('Autre');
    const forged = await updateProfile(session.token, { email: victim, providerToken: stranger.token });
    expect(forged.status).toBe(403);
    expect(forged.body.data.errors.providerToken).toBe(
      'La vérification auprès du fournisseur a échoué\u00A0: utilisez le compte lié à votre profil',
    );
    const notLinked = await updateProfile(session.token, {
      email: victim,
      provider: 'google',
      providerToken: googleIdToken({ sub: randomUUID(), email: attacker.email }),
    });
    expect(notLinked.status).toBe(403);
    expect((await me(session.token)).body.data.email).toBe(attacker.email);
  });

  it("the victim's Google sign-in takes the account: the attacker's Facebook and sessions are gone", async () => {
    const attacker = facebookPerson('Karim');
    const first = (await signInFacebook(attacker.token)).body.data;
    const victim = victimAddress();

    // His own Facebook proves the change (it is the account's), so it applies at once.
    const moved = await updateProfile(first.token, { email: victim, providerToken: attacker.token });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ email: victim, emailVerified: false });
    expect(moved.body.data.identities.map((i: { provider: string }) => i.provider)).toEqual(['facebook']);
    // Every session ended; the answer's token is the one left.
    expect((await me(first.token)).status).toBe(401);
    const attackerSession = moved.body.data.token as string;
    expect((await me(attackerSession)).status).toBe(200);

    // The victim signs in with her own Google: the provider's proof of the address wins.
    const victimSignIn = await signInGoogle(googleIdToken({ sub: randomUUID(), email: victim }));
    expect(victimSignIn.status).toBe(200);
    expect(victimSignIn.body.data.id).toBe(first.id);
    const victimSession = victimSignIn.body.data.token as string;
    const account = (await me(victimSession)).body.data;
    expect(account).toMatchObject({ email: victim, emailVerified: true, hasPassword: false });
    expect(account.identities.map((i: { provider: string }) => i.provider)).toEqual(['google']);
    expect(
      (await call('POST', '/api/alerts', { token: victimSession, body: { keywords: 'poussette bébé' } })).status,
    ).toBe(201);

    // The attacker's session is over and his Facebook no longer opens the account.
    expect((await me(attackerSession)).status).toBe(401);
    const again = await signInFacebook(attacker.token);
    expect(again.body.data?.id).not.toBe(first.id);
    if (again.status === 200) {
      expect((await call('GET', '/api/alerts', { token: again.body.data.token })).body.data).toEqual([]);
    }
  });

  it("the victim's password reset takes the account: the attacker's Facebook and sessions are gone", async () => {
    const attacker = facebookPerson('Samir');
    const first = (await signInFacebook(attacker.token)).body.data;
    const victim = victimAddress();
    const moved = await updateProfile(first.token, { email: victim, providerToken: attacker.token });
    expect(moved.status).toBe(200);
    const attackerSession = moved.body.data.token as string;

    // The victim asks for a reset at her address and completes it.
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: victim } })).status).toBe(200);
    const { token } = await lastResetToken(victim);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'victime-reprend-son-compte' },
    });
    expect(reset.status).toBe(200);

    const login = await call('POST', '/api/auth/login', {
      body: { email: victim, password: 'victime-reprend-son-compte' },
      from: someAddress(),
    });
    expect(login.status).toBe(200);
    expect(login.body.data.id).toBe(first.id);
    const account = (await me(login.body.data.token)).body.data;
    expect(account).toMatchObject({ emailVerified: true, hasPassword: true, identities: [] });

    expect((await me(attackerSession)).status).toBe(401);
    const again = await signInFacebook(attacker.token);
    expect(again.body.data?.id).not.toBe(first.id);
  });

  it('a password-proven email change unlinks every identity and ends every session', async () => {
    const m = await registerMember();
    await call('POST', '/api/auth/verify-email', {
      body: { token: (await lastLinkToken(m.email, 'verify-email')).token },
    });
    // A Google account with the same verified address links to it.
    const google = googleIdToken({ sub: randomUUID(), email: m.email });
    expect((await signInGoogle(google)).body.data.id).toBe(m.id);
    expect((await me(m.token)).body.data.identities).toEqual([{ provider: 'google', linkedAt: expect.any(String) }]);

    const moved = await updateProfile(m.token, { email: victimAddress(), currentPassword: m.password });
    expect(moved.status).toBe(200);
    expect(moved.body.data.identities).toEqual([]);
    expect((await me(m.token)).status).toBe(401);
    expect((await me(moved.body.data.token)).status).toBe(200);
    // The Google identity no longer opens this account.
    const again = await signInGoogle(google);
    expect(again.body.data?.id).not.toBe(m.id);
  });
});

describe('email change of an account without a password', () => {
  it('applies once the link mailed to the current address is opened', async () => {
    const owner = facebookPerson('Nadia');
    const session = (await signInFacebook(owner.token)).body.data;
    const newEmail = `nadia.nouvelle.${randomUUID().slice(0, 8)}@exemple.dz`;
    expect((await updateProfile(session.token, { email: newEmail })).status).toBe(202);
    const { token } = await lastLinkToken(owner.email, 'confirm-email-change');

    // The link's page sends its token to verify-email, which serves both kinds of mailed links.
    const confirm = () => call('POST', '/api/auth/verify-email', { body: { token } });
    const done = await confirm();
    expect(done.status).toBe(200);
    expect(done.body.message).toMatch(/^Votre adresse email a été modifiée/);
    expect(done.body.data).toEqual({ emailVerified: false, emailChanged: true });
    // Every session ended, every identity went; the new address got its verification link.
    expect((await me(session.token)).status).toBe(401);
    expect(await mailsWithLink(newEmail, 'verify-email')).toHaveLength(1);
    const again = await confirm();
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Ce lien de vérification est invalide ou a expiré');
    const signIn = await signInFacebook(owner.token);
    expect(signIn.body.data?.id).not.toBe(session.id);

    // The member sets a password at the new address and signs in.
    await call('POST', '/api/auth/forgot-password', { body: { email: newEmail } });
    const reset = await lastResetToken(newEmail);
    await call('POST', '/api/auth/reset-password', {
      body: { token: reset.token, newPassword: 'nouveau-depart-2026' },
    });
    const login = await call('POST', '/api/auth/login', {
      body: { email: newEmail, password: 'nouveau-depart-2026' },
      from: someAddress(),
    });
    expect(login.body.data.id).toBe(session.id);
  });
});

describe('linked identities', () => {
  it('are listed, and one is unlinked while another way to sign in remains', async () => {
    const person = facebookPerson('Amina');
    const session = (await signInFacebook(person.token)).body.data;
    const token = session.token as string;
    const identities = async () =>
      (await me(token)).body.data.identities.map((i: { provider: string }) => i.provider) as string[];
    expect(await identities()).toEqual(['facebook']);

    // The only way in cannot go.
    const last = await call('DELETE', '/api/auth/identities/facebook', { token });
    expect(last.status).toBe(409);
    expect(last.body.message).toMatch(/^Impossible de retirer votre seul moyen de connexion/);

    // Her Google account with the same (verified) address links too.
    expect((await signInGoogle(googleIdToken({ sub: randomUUID(), email: person.email }))).body.data.id).toBe(
      session.id,
    );
    expect(await identities()).toEqual(['facebook', 'google']);
    const unlinked = await call('DELETE', '/api/auth/identities/facebook', { token });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.data.identities.map((i: { provider: string }) => i.provider)).toEqual(['google']);
    expect(await identities()).toEqual(['google']);
    expect((await call('DELETE', '/api/auth/identities/google', { token })).status).toBe(409);

    expect((await call('DELETE', '/api/auth/identities/facebook', { token })).status).toBe(404);
    const unknown = await call('DELETE', '/api/auth/identities/twitter', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Ce fournisseur de connexion n’est pas lié à votre compte');
    expect((await call('DELETE', '/api/auth/identities/google')).status).toBe(401);
  });
});
