import { randomInt } from 'node:crypto';
import type { Language } from '@shared/i18n/languages';
import { MSG } from '@shared/messages';
import type { OAuthProvider } from '@shared/schemas/auth';
import { authResponse } from '../lib/issue-token';
import { HttpError, badRequest, unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import { verifierFromEnv, type OAuthIdentity } from '../lib/oauth';
import { createUser, linkOAuth } from '../data/members/accounts';
import { isReservedLookalike } from '../lib/username-skeleton';
import { findUserIdByEmail, findUserIdByOAuth, getUserById, identityAttr } from '../data/members/users';
import { count } from '../lib/metrics';

/**
 * Signs in with a provider token: the account linked to the provider id, else the account
 * with the same verified email (then linked), else a new account, in `language` (the page's).
 */
export async function oauthSignIn(
  provider: OAuthProvider,
  body: { accessToken: string; provider?: OAuthProvider },
  requestId: string,
  language: Language,
) {
  if (body.provider && body.provider !== provider)
    throw badRequest(MSG.providerMismatch, { provider: MSG.providerMismatch });
  const identity = await verifyProviderToken(provider, body.accessToken, requestId);
  if (!identity) throw unauthorized(MSG.oauthFailed);
  const linkedId = await findUserIdByOAuth(provider, identity.subject);
  if (linkedId) {
    const user = await getUserById(linkedId);
    // The record lists the identities it owns; a link it does not list (left by data older
    // than that list) opens nothing.
    if (user?.[identityAttr(provider)]?.subject !== identity.subject) {
      log('warn', 'oauth link not listed by its account', { requestId, provider });
      throw unauthorized(MSG.oauthFailed);
    }
    return authResponse(user);
  }
  if (!identity.email || !identity.emailVerified) throw badRequest(MSG.oauthEmailRequired);
  const userId = await findUserIdByEmail(identity.email);
  const user = userId && (await getUserById(userId));
  if (!user) {
    const created = await createOAuthUser(provider, identity, identity.email, language);
    count('SignUps');
    return authResponse(created);
  }
  // The provider vouches for the address: if the account never proved it, the provider's proof
  // wins over whoever registered it (see linkOAuth).
  return authResponse(await linkOAuth(provider, identity.subject, user));
}

/**
 * The identity a provider token proves (Google ID token, Facebook access token), or undefined
 * when the provider rejects it (logged). 503 when the provider is not configured.
 */
export async function verifyProviderToken(
  provider: OAuthProvider,
  token: string,
  requestId: string,
): Promise<OAuthIdentity | undefined> {
  const verifier = verifierFromEnv(provider);
  if (!verifier) throw new HttpError(503, MSG.providerNotConfigured);
  try {
    return await verifier.verify(token);
  } catch (err) {
    log('warn', 'oauth token rejected', {
      requestId,
      provider,
      error: err instanceof Error ? err.message : String(err),
    });
    return undefined;
  }
}

async function createOAuthUser(provider: OAuthProvider, identity: OAuthIdentity, email: string, language: Language) {
  let base = usernameBase(identity.name ?? email.split('@')[0]);
  // A provider profile named "Admin" or "DzDeals Support" gets a neutral name the member can change.
  if (await isReservedLookalike(base)) base = `membre${randomInt(1000, 99999)}`;
  for (let attempt = 0; ; attempt++) {
    const username = attempt === 0 ? base : `${base.slice(0, 25)}${randomInt(1000, 99999)}`;
    try {
      // The city stays empty until the member picks one in the profile.
      return await createUser({
        username,
        email,
        city: '',
        language,
        emailVerified: true,
        oauth: { provider, subject: identity.subject },
      });
    } catch (err) {
      // Taken (409), or reserved once cut to length (400): another with digits.
      const usernameRefused = err instanceof HttpError && err.fields?.username;
      if (!usernameRefused || attempt >= 4) throw err;
    }
  }
}

function usernameBase(name: string) {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}._-]+/gu, '.')
    .replace(/^[._-]+|[._-]+$/g, '')
    .slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `membre${randomInt(1000, 99999)}`;
}
