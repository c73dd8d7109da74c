import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CLIENT_MSG } from '@shared/client-messages';
import { ApiError } from '@web/lib/api-client';
import { reloadUser } from '@web/lib/session';
import { canRetry } from './verify-email';

export type LinkOutcome = { ok: true; message: string } | { ok: false; message: string; retry: boolean };

/**
 * A mailed link's landing: sends the link's `?token=` once with `send` (again on `retry()`), then
 * refreshes the signed-in profile. `result` is null while the answer is awaited, `missing()` when
 * the link carries no token (read at render: its message is in the page's language).
 */
export function useLinkToken(send: (token: string) => Promise<string>, missing: () => LinkOutcome) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const [attempt, setAttempt] = useState(0);
  const key = `${attempt}|${token}`;
  const [outcome, setOutcome] = useState<{ key: string; result: LinkOutcome } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    send(token).then(
      (message) => {
        if (!live) return;
        setOutcome({ key, result: { ok: true, message } });
        reloadUser().catch((err: unknown) => console.warn('profile refresh after a mailed link failed', err));
      },
      (err: unknown) => {
        if (!live) return;
        const message = err instanceof ApiError ? err.message : CLIENT_MSG.generic;
        setOutcome({ key, result: { ok: false, message, retry: canRetry(err) } });
      },
    );
    return () => {
      live = false;
    };
  }, [token, key, send]);

  const result = token ? (outcome?.key === key ? outcome.result : null) : missing();
  return { result, retry: () => setAttempt((n) => n + 1) };
}
