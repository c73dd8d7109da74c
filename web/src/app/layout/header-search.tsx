import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { UI } from '@web/lib/i18n';

/** Enter sends the trimmed, non-empty text to Home as `q`, then clears the box. */
export function HeaderSearch({ id }: { id: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = value.trim();
    if (!q) return;
    navigate(`/?q=${encodeURIComponent(q)}`);
    setValue('');
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
