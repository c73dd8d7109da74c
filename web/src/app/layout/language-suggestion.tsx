import { useEffect, useState } from 'react';
import { loadLanguage, type Catalogue } from '@shared/i18n/catalogue';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { currentLanguage, pageLanguage, UI } from '@web/lib/i18n';
import { saveLanguageChoice } from '@web/lib/storage';
import { useAddressIn } from './language-switch';
import './language-suggestion.css';

type SuggestionText = Catalogue['ui']['shell']['languageSuggestion'];

interface Props {
  /** The language suggested: the suggestion is written in it (its catalogue is loaded for it). */
  lang: Language;
  /** Taken or declined: it goes. */
  onDone: () => void;
}

/**
 * A small card at the bottom of the screen, in the visitor's language: this page exists in it,
 * a link to it, and "no thanks"; a line in the page's language beside it. Either answer is
 * remembered (lib/storage.ts), so it never shows again. Loaded lazily by LanguageSuggestionSlot.
 */
export default function LanguageSuggestion({ lang, onDone }: Props) {
  const [text, setText] = useState<SuggestionText | null>(null);
  const addressIn = useAddressIn();

  useEffect(() => {
    let live = true;
    loadLanguage(lang)
      .then((words) => live && setText(words.ui.shell.languageSuggestion))
      .catch((err: unknown) => console.warn('language suggestion not shown', err));
    return () => {
      live = false;
    };
  }, [lang]);

  if (!text) return null;
  const { tag, dir } = LANGUAGES[lang];
  const page = pageLanguage();
  return (
    <aside
      className="language-suggestion"
      lang={tag}
      dir={dir}
      aria-label={text.text}
      data-testid="language-suggestion"
    >
      <p className="language-suggestion-text">
        {text.text}
        <span className="language-suggestion-aside" lang={page.tag} dir={page.dir}>
          {UI.languageSuggestion.aside}
        </span>
      </p>
      <div className="language-suggestion-actions">
        <a
          href={addressIn(lang)}
          hrefLang={tag}
          className="button button-primary"
          onClick={() => saveLanguageChoice(lang)}
        >
          {text.action}
        </a>
        <button
          type="button"
          className="button button-ghost"
          onClick={() => {
            saveLanguageChoice(currentLanguage());
            onDone();
          }}
        >
          {text.dismiss}
        </button>
      </div>
    </aside>
  );
}
