import { currentLanguage, textOf } from '@shared/i18n/catalogue';
import { LANGUAGES } from '@shared/i18n/languages';

export { currentLanguage } from '@shared/i18n/catalogue';

/**
 * The interface's text in the page's language (shared/i18n/<lang>.ts), one section per feature:
 * `const T = uiText('deals')` at module level, `T.vote` where the text is shown (read at each
 * access: never copy a text into a module-level constant).
 */
export const uiText = <S extends keyof ReturnType<typeof textOf<'ui'>>>(section: S) =>
  new Proxy({} as ReturnType<typeof textOf<'ui'>>[S], {
    get: (_, key) => (UI_ROOT[section] as Record<string | symbol, unknown>)[key],
  });
const UI_ROOT = textOf('ui');

/** The app shell's text (header, footer, menus, shared widgets). */
export const UI = uiText('shell');

/** The page's language's facts: its direction, Intl locale, path prefix. */
export const pageLanguage = () => LANGUAGES[currentLanguage()];
