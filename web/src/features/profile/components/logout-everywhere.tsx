import { useState } from 'react';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorAlert } from '@web/components/error-alert';
import { ApiError } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { leaveNotice } from '@web/lib/notice';
import { signOut } from '@web/lib/session';
import { logoutAll } from '../api/logout-all';

const T = uiText('profile');

/** Ends every session of the member (a lost or shared device), this one included, after asking. */
export function LogoutEverywhere() {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await logoutAll();
      // The profile's guard then sends the visitor to Login, which shows this notice.
      leaveNotice(MSG.loggedOutEverywhere);
      signOut();
    } catch (err) {
      setAsking(false);
      setError(err instanceof ApiError ? err.message : CLIENT_MSG.logoutAll);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card" aria-labelledby="devices-title">
      <h2 id="devices-title">{T.devicesTitle}</h2>
      <p className="muted">{T.devicesIntro}</p>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <button type="button" className="button button-ghost logout-all" onClick={() => setAsking(true)}>
        {T.logoutAll}
      </button>
      <ConfirmDialog
        open={asking}
        title={T.logoutAllTitle}
        confirmLabel={T.logoutAllConfirm}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{T.logoutAllText}</p>
      </ConfirmDialog>
    </section>
  );
}
