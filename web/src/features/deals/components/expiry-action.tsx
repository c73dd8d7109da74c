import { useState } from 'react';
import type { Deal } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { EXPIRY_FLAGS_TO_EXPIRE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { problemOf, SignInPrompt } from '@web/components/sign-in-prompt';
import { useExpire } from '@web/lib/deals/deal-writes';
import { uiText } from '@web/lib/i18n';

const T = uiText('deals');

interface Props {
  deal: Deal;
  /** The author or an admin: the deal expires at once (after a confirmation). */
  canManage: boolean;
}

/**
 * How far the flags are: only trusted members' count towards expiring it (docs/api.md#expiry);
 * the others are said apart.
 */
const flagsText = (deal: Deal) =>
  T.expiryFlags(deal.trustedExpiryFlags, EXPIRY_FLAGS_TO_EXPIRE, deal.expiryFlags - deal.trustedExpiryFlags);

/**
 * "Marquer comme expiré" for the author or an admin, "Signaler comme expiré" for other members
 * (EXPIRY_FLAGS_TO_EXPIRE trusted members' flags expire it); signed out, it asks to sign in. No button once expired.
 */
export function ExpiryAction({ deal, canManage }: Props) {
  const expire = useExpire();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ text: string; error?: boolean; signIn?: boolean } | null>(null);
  // Once expired there is nothing left to do, but what just happened stays said.
  if (deal.expired && !outcome) return null;

  const send = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ text: (await expire(deal)) ?? MSG.dealExpired });
    } catch (err) {
      setOutcome({ ...problemOf(err, CLIENT_MSG.expire), error: true });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <div className="expiry-action">
      {deal.expired ? null : canManage ? (
        <button type="button" className="button button-ghost" disabled={busy} onClick={() => setConfirming(true)}>
          {T.markExpired}
        </button>
      ) : (
        <button
          type="button"
          className="button button-ghost"
          disabled={busy || deal.flaggedExpired}
          onClick={() => void send()}
        >
          {deal.flaggedExpired ? T.expiryFlagged : T.flagExpired}
        </button>
      )}
      {outcome && (
        <SignInPrompt
          className={outcome.error ? 'field-error' : 'expiry-outcome'}
          role={outcome.error ? 'alert' : 'status'}
          signIn={!!outcome.signIn}
          keepQuery={false}
        >
          {outcome.text}
        </SignInPrompt>
      )}
      {!canManage && deal.expiryFlags > 0 && !outcome && <p className="muted expiry-flags">{flagsText(deal)}</p>}
      <ConfirmDialog
        open={confirming}
        title={T.markExpiredTitle}
        confirmLabel={T.markExpired}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      >
        <p>{T.markExpiredText}</p>
      </ConfirmDialog>
    </div>
  );
}
