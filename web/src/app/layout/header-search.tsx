import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { UI } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';

/** Home's search of a URL (`/?q=…`); empty anywhere else. */
const searchOn = (pathname: string, search: string) =>
  pathname === paths.home.path ? (new URLSearchParams(search).get('q')?.trim() ?? '') : '';

/**
 * The one search box. Enter sends the trimmed, non-empty text to Home as `q` (keeping Home's
 * other choices when already there). The box shows the search while Home shows its results, and
 * empties when they go (another page, or "Effacer"); sent empty there, it clears the search.
 */
export function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const current = searchOn(pathname, search);
  const [value, setValue] = useState(current);
  // The URL's search changed (sent, cleared, left): the box follows; typing does not touch it.
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setValue(current);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q && !current) return;
    const params = new URLSearchParams(pathname === paths.home.path ? search : '');
    if (q) params.set('q', q);
    else params.delete('q');
    const query = params.toString().replace(/\+/g, '%20');
    navigate(query ? `${paths.home.path}?${query}` : paths.home.href());
  };

  return (
    <form role="search" className="header-search" onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {UI.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={UI.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={100}
      />
      <button type="submit" className="header-search-button" aria-label={UI.searchSubmit}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            d="M10.5 18a7.5 7.5 0 1 1 0-15 7.5 7.5 0 0 1 0 15Zm5.3-2.2L21 21"
          />
        </svg>
      </button>
    </form>
  );
}
