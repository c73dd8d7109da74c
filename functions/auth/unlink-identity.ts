import { MSG } from '@shared/messages';
import type { IdentityProvider } from '@shared/api-types';
import { conflict, notFound } from '../lib/errors';
import { api, ok } from '../http/api';
import { unlinkIdentity } from '../data/members/accounts';
import { otherWayIn } from '../data/members/identities';
import { identityAttr, toUser } from '../data/members/users';

/** Unlinks one of the caller's sign-in identities while another way to sign in remains. */
export const handler = api('DELETE /api/auth/identities/{provider}', {}, async ({ params, loadUser }) => {
  const provider = params.provider as IdentityProvider;
  const user = await loadUser();
  if (!user[identityAttr(provider)]) throw notFound(MSG.providerNotLinked);
  if (!otherWayIn(user, provider)) throw conflict(MSG.lastWayIn);
  await unlinkIdentity(user, provider);
  const { [identityAttr(provider)]: _gone, ...rest } = user;
  return ok(toUser(rest), MSG.identityUnlinked);
});
