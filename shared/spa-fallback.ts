import { LANGUAGE_CODES, LANGUAGES, pathInLanguage } from './i18n/languages';
import { APP_SHELLS, STATIC_PAGE_SHELLS } from './page-shells';

/**
 * The SPA fallback rule, for the local server and CloudFront alike: a path whose last segment
 * has no dot is a screen, served a shell (shared/page-shells.ts) in its path's language; anything
 * else is a file that exists or a 404.
 */
export const isScreenPath = (path: string) => !/\.[^/]*$/.test(path);

/** Which shell a screen gets: its own (Home's, About's, Legal's in each language), else its language's app shell. */
export interface ShellRules {
  /** Screens with a shell of their own, by path: `/about` → `/about.html`, `/ar/about` → `/ar/about.html`. */
  byPath: Record<string, string>;
  /** The app shells of the prefixed languages: `[['/ar', '/ar/app.html']]`. */
  byPrefix: [string, string][];
  /** The default language's app shell. */
  fallback: string;
}

export const SHELL_RULES: ShellRules = {
  byPath: Object.fromEntries(Object.entries(STATIC_PAGE_SHELLS).map(([file, page]) => [page.path, `/${file}`])),
  byPrefix: LANGUAGE_CODES.filter((lang) => LANGUAGES[lang].prefix).map((lang) => [
    LANGUAGES[lang].prefix,
    `/${APP_SHELLS[lang]}`,
  ]),
  fallback: `/${APP_SHELLS.fr}`,
};

/** The screens with a shell of their own (shared/page-shells.ts), by path. */
export const SHELL_BY_PATH = SHELL_RULES.byPath;

/**
 * The shell of a screen by `rules`. CloudFront runs this very function (infra/aws/constructs/web.ts
 * embeds its source, with the rules), so it uses nothing outside itself.
 */
export const shellFor = (path: string, rules: ShellRules): string => {
  if (Object.prototype.hasOwnProperty.call(rules.byPath, path)) return rules.byPath[path];
  for (let i = 0; i < rules.byPrefix.length; i++) {
    const prefix = rules.byPrefix[i][0];
    if (path === prefix || path.indexOf(`${prefix}/`) === 0) return rules.byPrefix[i][1];
  }
  return rules.fallback;
};

/** The shell of a screen: Home's, About's and Legal's own, its language's app shell for every other screen. */
export const shellOf = (path: string) => shellFor(path, SHELL_RULES);

/**
 * Home's paths, each to the one its page's handler gets: `/`, and each other language's `/ar`
 * (and `/ar/`, the installed app's start, the same page).
 */
export const HOME_PATHS: Record<string, string> = Object.fromEntries(
  LANGUAGE_CODES.flatMap((lang) => {
    const home = pathInLanguage('/', lang);
    return home === '/'
      ? [[home, home]]
      : [
          [home, home],
          [`${home}/`, home],
        ];
  }),
);

/**
 * Screens under the server-rendered `/deals/{id}` (and `/ar/deals/{id}`) that stay the static
 * SPA, as CloudFront path patterns (`*`: one path segment here): CloudFront sends them to the
 * site's bucket, and the local server does not hand them to the deal page's handler.
 */
export const STATIC_DEAL_SCREENS: readonly string[] = LANGUAGE_CODES.flatMap((lang) =>
  ['/deals/create', '/deals/*/edit'].map((pattern) => pathInLanguage(pattern, lang)),
);

export const isStaticDealScreen = (path: string) =>
  STATIC_DEAL_SCREENS.some((pattern) => new RegExp(`^${pattern.replace('*', '[^/]+')}$`).test(path));
