import { useId, useState } from 'react';
import type { User } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { ErrorAlert } from '@web/components/error-alert';
import { ApiError } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { updateSessionUser } from '@web/lib/session';
import { updateProfile } from '../api/update-profile';

const T = uiText('profile');

/**
 * "Résumé par email": the daily follow digest (`PUT /api/auth/profile { followDigest }`), saved as
 * soon as the box changes. Mail goes only to a verified address: until the member confirms theirs,
 * they are asked to, and offered no box (the server refuses it too).
 */
export function FollowDigestSetting({ user }: { user: User }) {
  const introId = useId();
  // The choice being saved, shown at once; then the member as saved.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<{ text: string; version: number } | null>(null);
  const [saved, setSaved] = useState<boolean | null>(null);
  const checked = pending ?? user.followDigest === true;

  const change = async (wanted: boolean) => {
    setPending(wanted);
    setError(null);
    setSaved(null);
    try {
      const { user: updated } = await updateProfile({ followDigest: wanted });
      updateSessionUser(updated);
      setSaved(updated.followDigest === true);
    } catch (err) {
      setError({ text: err instanceof ApiError ? err.message : CLIENT_MSG.profileUpdate, version: Date.now() });
    } finally {
      setPending(null);
    }
  };

  return (
    <section className="profile-card digest-setting" aria-labelledby="digest-title">
      <h2 id="digest-title">{T.digestTitle}</h2>
      <p className="muted" id={introId}>
        {T.digestIntro}
      </p>
      {user.emailVerified ? (
        <>
          <ErrorAlert message={error?.text} version={error?.version} onClose={() => setError(null)} />
          {saved !== null && (
            <p className="notice notice-success" role="status">
              {saved ? T.digestOn : T.digestOff}
            </p>
          )}
          <label className="digest-option">
            <input
              type="checkbox"
              checked={checked}
              disabled={pending !== null}
              aria-describedby={introId}
              onChange={(event) => void change(event.target.checked)}
            />
            <span>{T.digestLabel}</span>
          </label>
        </>
      ) : (
        <p className="notice notice-warning">{T.digestNeedsVerified}</p>
      )}
    </section>
  );
}
