import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Merchant, MerchantMerge } from '@shared/api-types';
import { merchantSlug } from '@shared/merchants';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { TextField } from '@web/components/form-field';
import { ApiError } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { useMergeMerchant } from '../api/merge-merchant';

const T = uiText('merchants');

/** What a merge moved, handed to the page of the merchant merged into (its history state). */
export interface MergeOutcome {
  /** The alias merged, and the slug it went into: the same request again moves what is left. */
  from: string;
  into: string;
  movedDeals: number;
  movedFollowers: number;
  done: boolean;
}

/** The merge a page was sent to with, if any. */
export const mergeOutcomeOf = (state: unknown): MergeOutcome | undefined =>
  (state as { merged?: MergeOutcome } | null)?.merged;

const outcomeOf = (from: string, into: string, result: MerchantMerge): MergeOutcome => ({
  from,
  into,
  movedDeals: result.movedDeals,
  movedFollowers: result.movedFollowers,
  done: result.done,
});

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : T.mergeFailed);

/**
 * Admins only: merges this merchant (a duplicate) into another, named by its slug or its name
 * (made a slug as the server makes them), after a confirmation; then shows the merchant merged
 * into, with what moved.
 */
export function MerchantMergeForm({ merchant }: { merchant: Merchant }) {
  const merge = useMergeMerchant();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    const into = merchantSlug(typed);
    const problem = !into ? T.mergeIntoRequired : into === merchant.slug ? T.mergeIntoSelf : undefined;
    setFieldError(problem);
    if (!problem) setTarget(into);
  };

  const confirm = async () => {
    if (!target) return;
    setBusy(true);
    try {
      const result = await merge(merchant.slug, target);
      navigate(paths.merchant.href(result.merchant.slug), {
        state: { merged: outcomeOf(merchant.slug, target, result) },
      });
    } catch (err) {
      setTarget(null);
      setBusy(false);
      const field = err instanceof ApiError ? err.fields.into : undefined;
      if (field) setFieldError(field);
      else setFailure(messageOf(err));
    }
  };

  return (
    <section className="merchant-merge" aria-labelledby="merchant-merge-title">
      <h2 id="merchant-merge-title">{T.mergeTitle}</h2>
      <p className="muted">{T.mergeLead}</p>
      <form onSubmit={ask} noValidate>
        <TextField
          label={T.mergeInto}
          name="into"
          hint={T.mergeIntoHint}
          error={fieldError}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          maxLength={100}
        />
        <button type="submit" className="button button-ghost">
          {T.mergeSubmit}
        </button>
      </form>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
      <ConfirmDialog
        open={target !== null}
        title={T.mergeConfirmTitle}
        confirmLabel={T.mergeConfirm}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      >
        <p>
          {T.mergeConfirmText(
            <strong key="from">
              <bdi>{merchant.name}</bdi>
            </strong>,
            <strong key="into">
              <bdi>{target}</bdi>
            </strong>,
          )}
        </p>
      </ConfirmDialog>
    </section>
  );
}

/**
 * On the merchant merged into: what the merge moved, or, when its time ran out, how far it got and
 * a button that runs the same merge again (and again, until it is done).
 */
export function MergeNotice({ outcome }: { outcome: MergeOutcome }) {
  const merge = useMergeMerchant();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const from = <bdi key="from">{outcome.from}</bdi>;

  const again = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await merge(outcome.from, outcome.into);
      // The totals so far, kept in the history entry (a reload still says what moved).
      const next: MergeOutcome = {
        ...outcomeOf(outcome.from, outcome.into, result),
        movedDeals: outcome.movedDeals + result.movedDeals,
        movedFollowers: outcome.movedFollowers + result.movedFollowers,
      };
      navigate(location, { replace: true, state: { ...(location.state as object), merged: next } });
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (outcome.done) {
    return (
      <p className="notice notice-success merge-notice" role="status">
        {T.mergeDone(from, outcome.movedDeals, outcome.movedFollowers)}
      </p>
    );
  }
  return (
    <div className="notice notice-warning merge-notice" role="status">
      <p>{T.mergePartial(from, outcome.movedDeals)}</p>
      <button type="button" className="button button-primary" onClick={() => void again()} disabled={busy}>
        {busy ? T.mergeAgainBusy : T.mergeAgain}
      </button>
      {failure && (
        <p className="alert alert-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
