import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REPORT_REASONS, type ReportReason, type ReportTarget } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { REPORT_DETAILS_MAX } from '@shared/limits';
import { FIELD_MSG } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { UI } from '@web/lib/i18n';
import { reportReasonLabel, sendReport } from '@web/lib/reports';
import { SignInPrompt } from './sign-in-prompt';
import { useSession } from '@web/lib/session';
import './confirm-dialog.css';

interface Props {
  target: ReportTarget;
  id: string;
  /** What is reported, for the button's accessible name: "ce bon plan", "le commentaire de karim". */
  what: string;
  className?: string;
}

/**
 * "Signaler": a small dialog with the reasons, optional details (required for "Autre"), and a
 * thank-you once sent. Signed out, it asks to sign in first.
 */
export function ReportButton({ target, id, what, className = 'button button-ghost' }: Props) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const [signIn, setSignIn] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label={UI.reportWhat(what)}
        onClick={() => (user ? setOpen(true) : setSignIn(true))}
      >
        {UI.report}
      </button>
      {signIn && !user && (
        <SignInPrompt className="field-error" keepQuery={false}>
          {CLIENT_MSG.reportAuthRequired}
        </SignInPrompt>
      )}
      {open && <ReportDialog target={target} id={id} what={what} onClose={() => setOpen(false)} />}
    </>
  );
}

function ReportDialog({ target, id, what, onClose }: Props & { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const detailsId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const before = document.activeElement as HTMLElement | null;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    return () => {
      if (typeof node.close === 'function' && node.open) node.close();
      before?.focus();
    };
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setError(FIELD_MSG.reportReason);
    if (reason === 'other' && !details.trim()) return setError(FIELD_MSG.reportDetailsRequired);
    setBusy(true);
    setError(null);
    try {
      setThanks(await sendReport(target, id, { reason, ...(details.trim() ? { details: details.trim() } : {}) }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : CLIENT_MSG.report);
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 id={titleId}>{UI.reportWhat(what)}</h2>
      {thanks ? (
        <>
          <p role="status">{thanks}</p>
          <div className="dialog-actions">
            <button type="button" className="button button-primary" onClick={onClose}>
              {UI.close}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="report-reasons">
            <legend>{UI.reportWhy}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="report-reason">
                <input
                  type="radio"
                  name="reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    setError(null);
                  }}
                />
                {reportReasonLabel(r)}
              </label>
            ))}
          </fieldset>
          <label htmlFor={detailsId} className="report-details-label">
            {UI.reportDetails(reason === 'other')}
          </label>
          <textarea
            id={detailsId}
            rows={3}
            maxLength={REPORT_DETAILS_MAX}
            value={details}
            onChange={(e) => setDetails(e.target.value)}
          />
          {error && (
            <p className="field-error" role="alert">
              {error}
            </p>
          )}
          <div className="dialog-actions">
            <button type="button" className="button button-ghost" onClick={onClose} disabled={busy}>
              {UI.cancel}
            </button>
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? UI.sending : UI.reportSend}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
