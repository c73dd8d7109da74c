import { UI } from '../lib/i18n';

/** Shown while a page or the session check is loading. */
export function PageLoader() {
  return (
    <div className="page-loader" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{UI.loading}</span>
    </div>
  );
}
