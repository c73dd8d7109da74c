import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { uiText } from '@web/lib/i18n';
import { isModerationKey } from '../api/moderation';

const T = uiText('admin');

export type Notice = { text: string; error?: boolean } | null;

/** What the last decision said: its message, or the error's. */
export function DecisionNotice({ notice }: { notice: Notice }) {
  if (!notice) return null;
  return (
    <p
      className={notice.error ? 'alert alert-error' : 'notice notice-success'}
      role={notice.error ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}

/**
 * Runs the admin screens' decisions one at a time: the server's message (or its error) becomes
 * the notice, then the queues, the trail and the members are read again.
 */
export function useDecisions() {
  const { mutate } = useSWRConfig();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const run = async (decision: () => Promise<string | null | undefined>) => {
    setBusy(true);
    try {
      setNotice({ text: (await decision()) ?? T.decisionSaved });
    } catch (err) {
      setNotice({ text: err instanceof ApiError ? err.message : CLIENT_MSG.resolve, error: true });
    } finally {
      await mutate(isModerationKey);
      setBusy(false);
    }
  };
  return { notice, setNotice, busy, run };
}
