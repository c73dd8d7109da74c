import { useState } from 'react';
import type { IdentityProvider, User } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { ErrorAlert } from '@web/components/error-alert';
import { ApiError } from '@web/lib/api-client';
import { formatDate } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { updateSessionUser } from '@web/lib/session';
import { unlinkIdentity } from '../api/unlink-identity';

const T = uiText('profile');

/**
 * The Google and Facebook accounts that sign in to this one, each with a way to unlink it. The
 * server refuses to take away the last way in (no password, no other identity) and says why.
 */
export function LinkedIdentities({ user }: { user: User }) {
  const [busy, setBusy] = useState<IdentityProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // A profile stored before the list existed has none until it is refreshed.
  const identities = user.identities ?? [];

  const unlink = async (provider: IdentityProvider) => {
    setBusy(provider);
    setError(null);
    setDone(null);
    try {
      const { user: updated, message } = await unlinkIdentity(provider);
      updateSessionUser(updated);
      setDone(message);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : CLIENT_MSG.identityUnlink);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="profile-card" aria-labelledby="identities-title">
      <h2 id="identities-title">{T.identitiesTitle}</h2>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      {done && (
        <p className="notice notice-success" role="status">
          {done}
        </p>
      )}
      {identities.length === 0 ? (
        <p className="muted">{T.noIdentities}</p>
      ) : (
        <ul className="identities">
          {identities.map((identity) => (
            <li key={identity.provider} className="identity">
              <span>
                <strong>{T.providers[identity.provider]}</strong>{' '}
                <span className="muted">{T.linkedOn(formatDate(identity.linkedAt))}</span>
              </span>
              <button
                type="button"
                className="button button-ghost"
                disabled={busy !== null}
                onClick={() => void unlink(identity.provider)}
              >
                {busy === identity.provider ? T.unlinking : T.unlink(T.providers[identity.provider])}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
