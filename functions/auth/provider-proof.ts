import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_SECONDS } from '@shared/limits';
import { FIELD_MSG, MSG } from '@shared/messages';
import type { IdentityProvider } from '@shared/api-types';
import { HttpError, badRequest } from '../lib/errors';
import { takeSlot } from '../data/members/rate-limits';
import { type UserRecord, identityAttr, linkedIdentities } from '../data/members/users';
import { verifyProviderToken } from './oauth-login';

/**
 * Checks that a fresh provider token (verified as at sign-in) is of an identity linked to this
 * account, for an account without a password changing a credential. Every check takes a slot of
 * the same limit as the current password's, so a stolen session cannot probe at leisure.
 * Returns the provider proven; 403 with `data.errors.providerToken` otherwise.
 */
export async function proveLinkedIdentity(
  user: UserRecord,
  token: string,
  provider: IdentityProvider | undefined,
  requestId: string,
): Promise<IdentityProvider> {
  const linked = linkedIdentities(user);
  if (!linked.length) throw new HttpError(403, MSG.providerNotLinked, { providerToken: MSG.providerNotLinked });
  const chosen = provider ?? (linked.length === 1 ? linked[0].provider : undefined);
  if (!chosen) throw badRequest(FIELD_MSG.providerForToken, { provider: FIELD_MSG.providerForToken });
  const stored = user[identityAttr(chosen)];
  if (!stored) throw new HttpError(403, MSG.providerNotLinked, { provider: MSG.providerNotLinked });
  await takeSlot({
    scope: 'current-password',
    key: user.id,
    max: LOGIN_MAX_FAILURES,
    windowSeconds: LOGIN_WINDOW_SECONDS,
  });
  const identity = await verifyProviderToken(chosen, token, requestId);
  if (identity?.subject !== stored.subject) {
    throw new HttpError(403, MSG.providerProofFailed, { providerToken: MSG.providerProofFailed });
  }
  return chosen;
}
