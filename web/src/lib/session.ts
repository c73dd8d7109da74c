import { useSyncExternalStore } from 'react';
import type { AuthResponse, User } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { currentLanguage } from '@shared/i18n/catalogue';
import { api, onUnauthorized } from './api-client';
import { USER_KEY, TOKEN_KEY, clearStoredSession, getStoredUser, getToken, saveToken, saveUser } from './storage';

/** Delay before the minimal user of a fresh sign-in is replaced by the full profile (docs/architecture.md#session). */
export const PROFILE_REFRESH_DELAY_MS = 100;

export interface SessionState {
  user: User | null;
  token: string | null;
  /** A token is stored but no user is loaded yet: guards wait for the check. */
  checking: boolean;
}

const EMPTY: SessionState = { user: null, token: null, checking: false };

let state: SessionState = EMPTY;
const listeners = new Set<() => void>();
let checkRun: Promise<void> | null = null;

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

const fetchMe = () => api.call('GET /api/auth/me', { fallback: CLIENT_MSG.userFetch });

/** Loads the profile for the current token; applies it only if the session is still the same. */
async function refreshUser() {
  const token = state.token;
  const user = await fetchMe();
  if (state.token !== token || !token) return;
  saveUser(user);
  setState({ user, token, checking: false });
}

/** Runs the session check for a stored token without a user (once at a time). */
function check(): Promise<void> {
  if (!state.checking) return Promise.resolve();
  checkRun ??= refreshUser()
    .catch((err: unknown) => {
      console.warn('session check failed', err);
      // No user could be loaded for this token: the session cannot be used.
      clearStoredSession();
      setState(EMPTY);
    })
    .finally(() => {
      checkRun = null;
    });
  return checkRun;
}

/**
 * Start-up (docs/architecture.md#session): token and user restore the session, then the user is refreshed from
 * the server, keeping the cached one on failure; a token alone is checked with the server; a
 * user alone is cleared.
 */
export function initSession() {
  const token = getToken();
  const user = token ? getStoredUser() : null;
  if (token && user) {
    setState({ user, token, checking: false });
    refreshUser().catch((err: unknown) => console.warn('profile refresh failed, keeping the cached user', err));
  } else if (token) {
    setState({ user: null, token, checking: true });
    void check();
  } else {
    clearStoredSession();
    setState(EMPTY);
  }
}

interface SignInOptions {
  city?: string;
  refreshProfile?: boolean;
  /** Known only after a sign-up (false); otherwise taken as true until the profile says. */
  emailVerified?: boolean;
  hasPassword?: boolean;
}

/** An auth response; without `language` (a stand-in built by hand), the page's language is assumed. */
type SignInAuth = Omit<AuthResponse, 'language'> & Partial<Pick<AuthResponse, 'language'>>;

/**
 * Opens a session from an auth response. Login and OAuth set a minimal user (empty city) and
 * replace it with the full profile about 100 ms later; register keeps the city of its form.
 */
export function signIn(auth: SignInAuth, opts: SignInOptions = {}) {
  const user: User = {
    id: auth.id,
    username: auth.username,
    email: auth.email,
    role: auth.role,
    city: opts.city ?? '',
    // Until the profile arrives no reminder to confirm the email flashes on screen.
    emailVerified: opts.emailVerified ?? true,
    hasPassword: opts.hasPassword ?? true,
    identities: [],
    language: auth.language ?? currentLanguage(),
    // Unknown until the profile arrives: the profile page shows the setting only then.
    followDigest: false,
    createdAt: '',
    updatedAt: '',
  };
  saveToken(auth.token);
  saveUser(user);
  setState({ user, token: auth.token, checking: false });
  if (opts.refreshProfile) {
    setTimeout(() => {
      refreshUser().catch((err: unknown) => console.warn('profile fetch after sign-in failed', err));
    }, PROFILE_REFRESH_DELAY_MS);
  }
}

/** Replaces the loaded user (after a profile edit). */
export function updateSessionUser(user: User) {
  if (!state.token) return;
  saveUser(user);
  setState({ ...state, user });
}

/** Keeps the session on a fresh token (a password change ends every other one). */
export function renewToken(token: string) {
  // Signed out meanwhile: do not bring the session back.
  if (!state.token) return;
  saveToken(token);
  setState({ ...state, token });
}

/** Loads the member's profile again after the server changed it (an email confirmed). */
export function reloadUser() {
  return state.token ? refreshUser() : Promise.resolve();
}

/** Logout is local only: token and user are forgotten, no server call. */
export function signOut() {
  clearStoredSession();
  setState(EMPTY);
}

// Any 401: the api client already cleared the storage; forget the session in memory too.
onUnauthorized(() => setState(EMPTY));

// Another tab signed in or out: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) {
      const token = getToken();
      const user = getStoredUser();
      if (token !== state.token || (user?.id ?? null) !== (state.user?.id ?? null)) initSession();
    }
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const snapshot = () => state;

export const getSession = snapshot;

/**
 * Whether the signed-in user is an admin, as far as known: the route loaders run before
 * start-up, so until then the stored user says.
 */
export const viewerIsAdmin = () => (state.user ?? (getToken() ? getStoredUser() : null))?.role === 'ADMIN';

/** The session as React state, with the actions on it. */
/** Pages are rendered on the server for a guest, and hydrate as one before the session shows. */
const guest = () => EMPTY;

export function useSession() {
  const current = useSyncExternalStore(subscribe, snapshot, guest);
  return {
    ...current,
    isAuthenticated: !!current.user && !!current.token,
    isAdmin: current.user?.role === 'ADMIN',
    check,
    signIn,
    signOut,
  };
}
