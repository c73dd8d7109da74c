import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import type { User } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '@shared/i18n/languages';
import { ErrorAlert } from '@web/components/error-alert';
import { ApiError } from '@web/lib/api-client';
import { currentLanguage, uiText } from '@web/lib/i18n';
import { updateSessionUser } from '@web/lib/session';
import { updateProfile } from '../api/update-profile';

const T = uiText('profile');

/** A language's name in the page's language ("arabe", "الفرنسية"); its own name for one the catalogue does not list. */
const nameOf = (lang: Language) => (T.languageNames as Partial<Record<Language, string>>)[lang] ?? LANGUAGES[lang].name;

/** The member's language as stored: French for an account from before languages (the API reads it so). */
const languageOf = (user: User) => {
  const stored = (user as { language?: unknown }).language;
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

/**
 * "Langue": the member's language, the one their mails are written in (`PUT /api/auth/profile
 * { language }`). Once saved, a language other than the page's comes with a link to this page
 * in it: the site's language is the page's address (/ar), not a setting.
 */
export function LanguageSetting({ user }: { user: User }) {
  const id = useId();
  const { pathname, search } = useLocation();
  // Null until the member picks one: the select then follows the stored language (a fresh
  // sign-in's minimal profile, then the full one).
  const [picked, setPicked] = useState<Language | null>(null);
  const choice = picked ?? languageOf(user);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ text: string; version: number } | null>(null);
  const [saved, setSaved] = useState<Language | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setSaved(null);
    try {
      const { user: updated } = await updateProfile({ language: choice });
      updateSessionUser(updated);
      setPicked(null);
      setSaved(choice);
    } catch (err) {
      setError({ text: err instanceof ApiError ? err.message : CLIENT_MSG.profileUpdate, version: Date.now() });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="profile-card language-setting" aria-labelledby="language-title">
      <h2 id="language-title">{T.languageTitle}</h2>
      <p className="muted">{T.languageIntro}</p>
      <ErrorAlert message={error?.text} version={error?.version} onClose={() => setError(null)} />
      {saved && (
        <div className="notice notice-success" role="status">
          <p>{T.languageSaved(nameOf(saved))}</p>
          {saved !== currentLanguage() && (
            <p>
              {/* Another language is another document: a full load, as the language switch does. */}
              <a href={pathInLanguage(`${pathname}${search}`, saved)} hrefLang={LANGUAGES[saved].tag}>
                {T.languageSeePage(nameOf(saved))}
              </a>
            </p>
          )}
        </div>
      )}
      <form className="form language-form" noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={id}>{T.languageLabel}</label>
          <select
            id={id}
            value={choice}
            onChange={(event) => {
              setSaved(null);
              if (isLanguage(event.target.value)) setPicked(event.target.value);
            }}
          >
            {LANGUAGE_CODES.map((code) => (
              <option key={code} value={code} lang={LANGUAGES[code].tag}>
                {LANGUAGES[code].name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? T.saving : T.languageSubmit}
          </button>
        </div>
      </form>
    </section>
  );
}
