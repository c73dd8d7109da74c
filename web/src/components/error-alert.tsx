import { useEffect, useRef } from 'react';
import { UI } from '../lib/i18n';

/** The error alert closes itself after 5 s (docs/architecture.md#screens-layout-and-seo). */
export const ALERT_AUTO_CLOSE_MS = 5000;

interface Props {
  message: string | null | undefined;
  onClose: () => void;
  /** Changes when the same text is raised again, so the 5 s start over. */
  version?: number;
}

/** A closable error message that also closes itself after 5 s. */
export function ErrorAlert({ message, onClose, version }: Props) {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => close.current(), ALERT_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [message, version]);

  if (!message) return null;
  return (
    <div className="alert alert-error" role="alert">
      <svg className="alert-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M10 1.7a8.3 8.3 0 1 0 0 16.6 8.3 8.3 0 0 0 0-16.6Zm0 12.8a1 1 0 1 1 0-2 1 1 0 0 1 0 2Zm1-4.2a1 1 0 0 1-2 0V6a1 1 0 0 1 2 0v4.3Z"
        />
      </svg>
      <p className="alert-text">{message}</p>
      <button type="button" className="alert-close" aria-label={UI.closeAlert} onClick={() => close.current()}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** A list that could not be read: what failed, and a button to read it again (it stays until then). */
export function RetryAlert({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry: () => void;
  retryLabel: string;
}) {
  return (
    <div className="alert alert-error" role="alert">
      <p className="alert-text">{message}</p>
      <button type="button" className="button button-ghost" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
