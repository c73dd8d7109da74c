import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, type Language } from './languages.ts';
import type * as French from './fr.ts';

/**
 * Every text of the site in one language: the French catalogue (fr.ts) is the model every other
 * language's file is typed against (docs/architecture.md#languages).
 */
export type Catalogue = typeof French;

const loaded: Partial<Record<Language, Catalogue>> = {};
const loading: Partial<Record<Language, Promise<Catalogue>>> = {};

/** Loads a language's catalogue (its own chunk in the browser). */
export function loadLanguage(lang: Language): Promise<Catalogue> {
  return (loading[lang] ??= (LANGUAGES[lang].load() as Promise<Catalogue>).then((c) => (loaded[lang] = c)));
}

/** Loads every language: the server's start (the API, mails and pages answer in any of them). */
export const loadLanguages = () => Promise.all(LANGUAGE_CODES.map(loadLanguage));

let source: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Where the current language comes from: the page's path in the browser (one language per
 * document), the request's scope on a server (functions/lib/request-scope.ts, the renderer).
 */
export function setLanguageSource(read: () => Language) {
  source = read;
}

/** The language being spoken: the page's, or the request's. */
export const currentLanguage = (): Language => source();

/** The catalogue of `lang` (the current language by default); it must have been loaded. */
export function catalogue(lang: Language = currentLanguage()): Catalogue {
  const found = loaded[lang];
  if (!found) throw new Error(`The ${lang} catalogue is read before it is loaded`);
  return found;
}

/**
 * A section of the catalogue that follows the current language at each read: `text.x` reads the
 * current language's `x`. Read it where the text is used (a component's render, a handler), never
 * into a module-level constant: that would freeze one language.
 */
export function textOf<S extends keyof Catalogue>(section: S): Catalogue[S] {
  return new Proxy({} as Catalogue[S], {
    get: (_, key) => (catalogue()[section] as Record<string | symbol, unknown>)[key],
    has: (_, key) => key in (catalogue()[section] as object),
    ownKeys: () => Reflect.ownKeys(catalogue()[section] as object),
    getOwnPropertyDescriptor: (_, key) => {
      const value = (catalogue()[section] as Record<string | symbol, unknown>)[key];
      return value === undefined ? undefined : { value, enumerable: true, configurable: true };
    },
  });
}

const rules: Partial<Record<Language, Intl.PluralRules>> = {};

/**
 * The form of `n` in `lang` by its plural category (French: one, many, other; Arabic: zero, one,
 * two, few, many, other), `other` when a category has no form of its own. A catalogue names its
 * own language: a mail in Arabic is written while a French request is being answered.
 */
export function plural(
  lang: Language,
  n: number,
  forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string },
): string {
  return forms[(rules[lang] ??= new Intl.PluralRules(LANGUAGES[lang].tag)).select(n)] ?? forms.other;
}
