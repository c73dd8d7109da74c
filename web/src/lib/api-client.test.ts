import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MSG } from '@shared/client-messages';
import { envelope, member, stubApi } from '../test/http';
import { ApiError, REQUEST_TIMEOUT_MS, api, apiRequest, onUnauthorized, setNavigator } from './api-client';
import { TOKEN_KEY, USER_KEY } from './storage';

const navigate = vi.fn();

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => setNavigator((path) => window.location.assign(path)));

async function failure(run: Promise<unknown>): Promise<ApiError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('api client', () => {
  it('calls /api with JSON headers and the stored bearer token, and unwraps data', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton-123');
    const { calls } = stubApi(() => envelope(200, { ok: 1 }, 'fait'));
    await expect(api.post('/auth/profile', { city: 'Oran' })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/profile',
      body: { city: 'Oran' },
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer jeton-123' },
    });
    const whole = await apiRequest('GET', '/deals/cities', { query: { page: 0, city: undefined, q: 'a b' } });
    expect(whole).toEqual({ success: true, data: { ok: 1 }, message: 'fait' });
    expect(calls[1].path).toBe('/api/deals/cities?page=0&q=a+b');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = stubApi(() => envelope(200, []));
    await api.get('/deals/categories');
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it("uses the server's message and status, with the field errors", async () => {
    stubApi(() => envelope(409, { errors: { email: 'Cet email est déjà utilisé' } }, 'Cet email est déjà utilisé'));
    const err = await failure(api.post('/auth/register', {}, { fallback: CLIENT_MSG.register }));
    expect(err.message).toBe('Cet email est déjà utilisé');
    expect(err.status).toBe(409);
    expect(err.fields).toEqual({ email: 'Cet email est déjà utilisé' });
  });

  it("falls back to the call's French message, then to the generic one", async () => {
    stubApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const withFallback = await failure(api.post('/auth/register', {}, { fallback: CLIENT_MSG.register }));
    expect(withFallback).toMatchObject({ message: "Erreur lors de l'inscription", status: 502 });
    const generic = await failure(api.get('/deals'));
    expect(generic).toMatchObject({ message: 'Une erreur est survenue', status: 502 });
  });

  it('turns a network failure into an error with status 0', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(api.get('/deals'))).toMatchObject({ message: CLIENT_MSG.network, status: 0 });
  });

  it('rejects a success without a JSON body as an invalid answer', async () => {
    stubApi(() => new Response('', { status: 200 }));
    expect(await failure(api.post('/deals', {}))).toMatchObject({ message: 'Réponse invalide du serveur' });
  });

  it('gives up after 10 s', async () => {
    vi.useFakeTimers();
    stubApi(
      ({ signal }) =>
        new Promise<Response>((_resolve, reject) => {
          signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const outcome = vi.fn();
    const run = api.get('/deals').catch((err: ApiError) => {
      outcome(err);
    });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(outcome).toHaveBeenCalledWith(expect.objectContaining({ message: CLIENT_MSG.timeout, status: 0 }));
  });

  it('on any 401 clears token and user and goes to /login with the page to come back to', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'expiré');
    window.localStorage.setItem(USER_KEY, JSON.stringify(member));
    window.history.replaceState(null, '', '/profile?onglet=1');
    const listener = vi.fn();
    const stop = onUnauthorized(listener);
    stubApi(() => envelope(401, null, 'Session invalide ou expirée, veuillez vous reconnecter'));
    const err = await failure(api.get('/auth/me'));
    stop();
    expect(err.status).toBe(401);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fprofile%3Fonglet%3D1');
  });

  it('a refused sign-in on the login page stays there with its message', async () => {
    window.history.replaceState(null, '', '/login');
    stubApi(() => envelope(401, null, 'Email ou mot de passe incorrect'));
    const err = await failure(api.post('/auth/login', { email: 'a@b.dz', password: 'x' }));
    expect(err.message).toBe('Email ou mot de passe incorrect');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not touch the session on other errors', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'valide');
    stubApi(() => envelope(403, null, "Vous n'avez pas les droits nécessaires pour cette action"));
    await failure(api.delete('/deals/1'));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('valide');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a renewed session alone when a call made with the previous token comes back 401', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'ancien');
    window.history.replaceState(null, '', '/profile');
    let answer!: (r: Response) => void;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = failure(api.get('/users/me/stats'));
    // A password change answered meanwhile with a fresh token.
    window.localStorage.setItem(TOKEN_KEY, 'nouveau');
    answer(envelope(401, null, 'Session invalide ou expirée, veuillez vous reconnecter'));
    expect((await pending).status).toBe(401);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('nouveau');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says too many attempts when a 429 carries no message of ours, not the call's usual failure", async () => {
    stubApi(() => new Response('{"message":"Too Many Requests"}', { status: 429 }));
    const err = await failure(api.post('/auth/login', {}, { fallback: 'Email ou mot de passe incorrect' }));
    expect(err).toMatchObject({ message: CLIENT_MSG.tooManyRequests, status: 429 });
  });
});
