import { useState } from 'react';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ErrorAlert } from '@web/components/error-alert';
import { ApiError } from '@web/lib/api-client';
import { leaveNotice } from '@web/lib/notice';
import { signOut } from '@web/lib/session';
import { logoutAll } from '../api/logout-all';

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
      <h2 id="devices-title">Appareils connectés</h2>
      <p className="muted">
        Un appareil perdu ou partagé ? Fermez toutes les sessions ouvertes avec votre compte, y compris celle-ci.
      </p>
      <ErrorAlert message={error} onClose={() => setError(null)} />
      <button type="button" className="button button-ghost" onClick={() => setAsking(true)}>
        Se déconnecter de tous les appareils
      </button>
      <ConfirmDialog
        open={asking}
        title="Se déconnecter de tous les appareils ?"
        confirmLabel="Tout déconnecter"
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>
          Toutes vos sessions seront fermées, y compris celle-ci : vous devrez vous reconnecter sur chacun de vos
          appareils.
        </p>
      </ConfirmDialog>
    </section>
  );
}
