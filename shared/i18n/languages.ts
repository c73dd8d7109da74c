/**
 * The site's languages (docs/architecture.md#languages). Adding one is its catalogue file beside
 * this one (a copy of fr.ts, translated) and one line below; the routes, shells, manifests,
 * sitemap and hreflang links follow from this list.
 */
export const LANGUAGES = {
  fr: {
    name: 'Français',
    dir: 'ltr',
    // The BCP 47 tag of <html lang>, hreflang (with the region) and Intl.
    tag: 'fr',
    region: 'fr-DZ',
    ogLocale: 'fr_DZ',
    // The path prefix of its pages: French keeps the site's original URLs.
    prefix: '',
    load: () => import('./fr.ts'),
  },
  ar: {
    name: 'العربية',
    dir: 'rtl',
    tag: 'ar',
    // Latin digits (0–9), as Algerians write them.
    region: 'ar-DZ',
    ogLocale: 'ar_DZ',
    prefix: '/ar',
    load: () => import('./ar.ts'),
  },
} as const satisfies Record<string, LanguageInfo>;

export interface LanguageInfo {
  name: string;
  dir: 'ltr' | 'rtl';
  tag: string;
  region: string;
  ogLocale: string;
  prefix: string;
  load: () => Promise<unknown>;
}

export type Language = keyof typeof LANGUAGES;

/** French: the language of every unprefixed URL, of the API when no other is asked for, and x-default. */
export const DEFAULT_LANGUAGE: Language = 'fr';

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/** The Intl locale of a language: Algeria's conventions, Latin digits. */
export const intlLocale = (lang: Language) => `${LANGUAGES[lang].region}-u-nu-latn`;

/** The language of a page by its path: `/ar`, `/ar/deals/…` → ar; anything else → French. */
export function languageOfPath(pathname: string): Language {
  for (const lang of LANGUAGE_CODES) {
    const { prefix } = LANGUAGES[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** `pathname` without its language prefix: `/ar/deals/x` → `/deals/x`, `/ar` → `/`. */
export function unprefixedPath(pathname: string): string {
  const { prefix } = LANGUAGES[languageOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** The same page in `lang`: `/deals/x?q=1` → `/ar/deals/x?q=1` (query and hash kept). */
export function pathInLanguage(path: string, lang: Language): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const bare = unprefixedPath(pathname || '/');
  const { prefix } = LANGUAGES[lang];
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}

/**
 * The language an `Accept-Language` header asks for, by its q-values: the first of ours it
 * names (`ar-DZ` counts as `ar`); French when none (or no header).
 */
export function languageFromHeader(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: range.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
