import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '@shared/api-types';
import { envelope, member, stubApi } from '../test/http';
import { api, setNavigator } from './api-client';
import { PROFILE_REFRESH_DELAY_MS, getSession, initSession, signIn, signOut, useSession } from './session';
import { TOKEN_KEY, USER_KEY } from './storage';

const auth: AuthResponse = {
  token: 'jeton-1',
  id: member.id,
  username: member.username,
  email: member.email,
  role: 'USER',
  language: 'fr',
};
const stored = () => ({
  token: window.localStorage.getItem(TOKEN_KEY),
  user: JSON.parse(window.localStorage.getItem(USER_KEY) ?? 'null'),
});
const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  initSession(); // empty storage: a clean, signed-out session
});

describe('session', () => {
  it('after login sets a minimal user (empty city), then the full profile about 100 ms later', async () => {
    vi.useFakeTimers();
    const { calls } = stubApi(() => envelope(200, member));
    signIn(auth, { refreshProfile: true });
    expect(getSession().user).toEqual({ ...member, city: '', createdAt: '', updatedAt: '' });
    expect(stored()).toEqual({ token: 'jeton-1', user: { ...member, city: '', createdAt: '', updatedAt: '' } });
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_DELAY_MS - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/auth/me' });
    expect(calls[0].headers.authorization).toBe('Bearer jeton-1');
    expect(getSession().user).toEqual(member);
    expect(stored().user).toEqual(member);
  });

  it('keeps the minimal user and logs a warning when the profile cannot be fetched', async () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => envelope(500, null, 'Une erreur interne est survenue. Veuillez réessayer plus tard.'));
    signIn(auth, { refreshProfile: true });
    await vi.advanceTimersByTimeAsync(PROFILE_REFRESH_DELAY_MS);
    expect(warn).toHaveBeenCalled();
    expect(getSession().user).toMatchObject({ id: member.id, city: '' });
    expect(stored().token).toBe('jeton-1');
  });

  it('register keeps the city of the form', () => {
    const { calls } = stubApi(() => envelope(200, member));
    signIn(auth, { city: 'Béjaïa' });
    expect(getSession().user?.city).toBe('Béjaïa');
    expect(stored().user.city).toBe('Béjaïa');
    expect(calls).toHaveLength(0);
  });

  it('at start-up restores token and user, then refreshes the user from the server', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton-2');
    window.localStorage.setItem(USER_KEY, JSON.stringify({ ...member, city: 'Alger' }));
    stubApi(() => envelope(200, member));
    initSession();
    expect(getSession()).toMatchObject({ token: 'jeton-2', checking: false, user: { city: 'Alger' } });
    await vi.waitFor(() => expect(getSession().user?.city).toBe('Oran'));
    expect(stored().user.city).toBe('Oran');
  });

  it('keeps the cached user when the start-up refresh fails', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton-2');
    window.localStorage.setItem(USER_KEY, JSON.stringify(member));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    initSession();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getSession().user).toEqual(member);
    expect(stored()).toEqual({ token: 'jeton-2', user: member });
  });

  it('without both token and user at start-up, clears what is left', () => {
    window.localStorage.setItem(USER_KEY, JSON.stringify(member));
    initSession();
    expect(getSession()).toEqual({ user: null, token: null, checking: false });
    expect(stored()).toEqual({ token: null, user: null });
  });

  it('with a token but no user, checks the session with the server first', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton-3');
    stubApi(() => envelope(200, member));
    initSession();
    expect(getSession()).toMatchObject({ user: null, checking: true });
    await vi.waitFor(() => expect(getSession()).toMatchObject({ user: member, checking: false }));
  });

  it('logout clears token and user locally, without calling the server', () => {
    const { fetchMock } = stubApi(() => envelope(200, null));
    signIn(auth);
    const { result } = renderHook(() => useSession());
    expect(result.current.isAuthenticated).toBe(true);
    act(() => signOut());
    expect(result.current.isAuthenticated).toBe(false);
    expect(stored()).toEqual({ token: null, user: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('any 401 clears the session and goes to /login', async () => {
    stubApi(() => envelope(401, null, 'Session invalide ou expirée, veuillez vous reconnecter'));
    signIn(auth);
    window.history.replaceState(null, '', '/deals/create');
    const { result } = renderHook(() => useSession());
    await act(() => api.call('GET /api/users/me/stats').catch(() => undefined));
    expect(result.current.user).toBeNull();
    expect(stored()).toEqual({ token: null, user: null });
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdeals%2Fcreate');
  });
});
