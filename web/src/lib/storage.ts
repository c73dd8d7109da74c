import type { User } from '@shared/api-types';
import { isLanguage, type Language } from '@shared/i18n/languages';
import { PRODUCT } from '@shared/limits';

/** localStorage keys of the session (docs/architecture.md#session). */
export const TOKEN_KEY = `${PRODUCT}_token`;
export const USER_KEY = `${PRODUCT}_user`;
/** The language the visitor chose (the switch, or the suggestion: taken or declined). */
export const LANGUAGE_KEY = `${PRODUCT}_language`;

// Storage can throw (private browsing, quota, disabled cookies): the site must keep working.
function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the session then lives in memory only.
  }
}

/** The stored bearer token, if any. */
export const getToken = () => read(TOKEN_KEY) || null;

/** The stored user record, if it is present and readable. */
export function getStoredUser(): User | null {
  const raw = read(USER_KEY);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as User;
    return user && typeof user === 'object' && typeof user.id === 'string' ? user : null;
  } catch {
    return null;
  }
}

export function saveToken(token: string) {
  write(TOKEN_KEY, token);
}

export function saveUser(user: User) {
  write(USER_KEY, JSON.stringify(user));
}

/** Removes token and user: the browser forgets the session. */
export function clearStoredSession() {
  write(TOKEN_KEY, null);
  write(USER_KEY, null);
}

/** The language the visitor chose on this browser, if any (docs/architecture.md#languages). */
export function getLanguageChoice(): Language | null {
  const stored = read(LANGUAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

/** Remembers the visitor's choice of language: the suggestion is not offered again. */
export function saveLanguageChoice(lang: Language) {
  write(LANGUAGE_KEY, lang);
}
