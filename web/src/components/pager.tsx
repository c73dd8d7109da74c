import { UI } from '../lib/i18n';

interface Props {
  /** The page shown, from 0. */
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  /** What the pages are of, for screen readers ("Pages de notifications"). */
  label: string;
  /** The buttons agree with what is listed: "Précédentes"/"Suivantes" for notifications ("Précédents"/"Suivants" unless told). */
  previous?: string;
  next?: string;
  className?: string;
}

/** Previous and next page of a list, with "Page 2 sur 5" between them; nothing when there is one page. */
export function Pager({ page, totalPages, onPage, label, previous, next, className }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className={className ? `pager ${className}` : 'pager'} aria-label={label}>
      <button type="button" className="button button-ghost" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {previous ?? UI.pagerPrevious}
      </button>
      <span className="muted">{UI.pageOf(page + 1, totalPages)}</span>
      <button
        type="button"
        className="button button-ghost"
        disabled={page >= totalPages - 1}
        onClick={() => onPage(page + 1)}
      >
        {next ?? UI.pagerNext}
      </button>
    </nav>
  );
}
