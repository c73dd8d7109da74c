import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  pathInLanguage,
  type Language,
} from '@shared/i18n/languages';
import { useHydrated } from '@web/lib/hydrated';
import { currentLanguage } from '@web/lib/i18n';
import { getLanguageChoice, saveLanguageChoice } from '@web/lib/storage';

// The suggestion's code (and the catalogue it speaks) comes only for the few visitors it is for.
const LanguageSuggestion = lazy(() => import('./language-suggestion'));

/**
 * This page's address in another language (`/deals/x?q=1` ↔ `/ar/deals/x?q=1`), query and hash
 * kept. A served page hydrates with its path alone: the render may have been made for another
 * query (a cached copy), and never sees the hash; the full address follows at once.
 */
export function useAddressIn() {
  const { pathname, search, hash } = useLocation();
  const here = useHydrated() ? `${pathname}${search}${hash}` : pathname;
  return (lang: Language) => pathInLanguage(here, lang);
}

interface Props {
  className?: string;
  /** Each link in its own list item (the footer's and the phone menu's lists). */
  item?: boolean;
}

/**
 * Links to this page in the site's other languages, each named in its own language ("العربية",
 * "Français"). A whole page load (the language is the document's), remembered as the visitor's
 * choice; nothing ever switches on its own.
 */
export function LanguageSwitch({ className = 'language-switch', item = false }: Props) {
  const addressIn = useAddressIn();
  return LANGUAGE_CODES.filter((lang) => lang !== currentLanguage()).map((lang) => {
    const link = (
      <a
        key={lang}
        href={addressIn(lang)}
        lang={LANGUAGES[lang].tag}
        hrefLang={LANGUAGES[lang].tag}
        className={className}
        onClick={() => saveLanguageChoice(lang)}
      >
        {LANGUAGES[lang].name}
      </a>
    );
    return item ? <li key={lang}>{link}</li> : link;
  });
}

/**
 * The language to suggest to a browser on a page in `page`: none on a page in another language
 * than French (its reader came for it), none once a choice is remembered; else the first of the
 * site's languages the browser asks for (`navigator.languages`), if not the page's.
 */
export function suggestedLanguage(
  page: Language,
  preferred: readonly string[],
  chosen: Language | null,
): Language | null {
  if (page !== DEFAULT_LANGUAGE || chosen) return null;
  for (const tag of preferred) {
    const base = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(base)) return base === page ? null : base;
  }
  return null;
}

const browserLanguages = () =>
  navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];

/**
 * Where the suggestion to switch language shows, once, for a browser that prefers another of the
 * site's languages (app/layout/language-suggestion.tsx). Never in a server render: decided in the
 * browser once the page is its own.
 */
export function LanguageSuggestionSlot() {
  const hydrated = useHydrated();
  const [done, setDone] = useState(false);
  const lang = hydrated && !done ? suggestedLanguage(currentLanguage(), browserLanguages(), getLanguageChoice()) : null;
  if (!lang) return null;
  return (
    <Suspense fallback={null}>
      <LanguageSuggestion lang={lang} onDone={() => setDone(true)} />
    </Suspense>
  );
}
