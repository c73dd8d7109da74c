import { useState } from 'react';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '../lib/api-client';
import { resendVerification } from '../lib/email-verification';
import { UI } from '../lib/i18n';
import './resend-verification.css';

/** "Renvoyer le lien" and, beside it, the server's answer (sent, already confirmed, or too soon). */
export function ResendVerification() {
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<{ ok: boolean; text: string } | null>(null);

  const send = async () => {
    setBusy(true);
    setReply(null);
    try {
      setReply({ ok: true, text: await resendVerification() });
    } catch (err) {
      setReply({ ok: false, text: err instanceof ApiError ? err.message : CLIENT_MSG.generic });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="resend-button" disabled={busy} onClick={() => void send()}>
        {busy ? UI.sending : UI.resendLink}
      </button>
      {/* Always in the page, so screen readers announce the answer when it arrives. */}
      <span role="status" className={reply?.ok === false ? 'resend-reply resend-failed' : 'resend-reply'}>
        {reply?.text}
      </span>
    </>
  );
}
