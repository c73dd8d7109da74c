import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MSG } from '@shared/client-messages';
import { loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import { envelope, member, stubApi } from '../test/http';
import { ApiError, REQUEST_TIMEOUT_MS, api, apiPath, onUnauthorized, setNavigator } from './api-client';
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
    await expect(api.call('PUT /api/auth/profile', { body: { city: 'Oran' } })).resolves.toEqual({ ok: 1 });
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/auth/profile',
      body: { city: 'Oran' },
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: 'Bearer jeton-123' },
    });
    const whole = await api.send('GET /api/deals/search', { query: { page: 0, size: undefined, q: 'a b' } });
    expect(whole).toEqual({ success: true, data: { ok: 1 }, message: 'fait' });
    expect(calls[1].path).toBe('/api/deals/search?page=0&q=a+b');
  });

  it("fills a route's {param} placeholders, encoded, and reads at the path SWR keys it by", async () => {
    const { calls } = stubApi(() => envelope(200, { ok: 1 }));
    await api.call('POST /api/deals/{id}/vote', { params: { id: 'a/b c' }, query: { positive: false } });
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/deals/a%2Fb%20c/vote?positive=false' });
    const key = apiPath('GET /api/deals/{id}/comments', { params: { id: 'd1' }, query: { page: 2, size: 20 } });
    expect(key).toBe('/deals/d1/comments?page=2&size=20');
    await api.read(key);
    expect(calls[1]).toMatchObject({ method: 'GET', path: '/api/deals/d1/comments?page=2&size=20' });
    expect(
      apiPath('POST /api/admin/reports/{targetType}/{targetId}/resolve', {
        params: { targetType: 'deal', targetId: 'x' },
      }),
    ).toBe('/admin/reports/deal/x/resolve');
  });

  it('types each call from the manifest (checked by tsc)', () => {
    const typed = () => {
      // @ts-expect-error a route's {param} must be given
      void api.call('GET /api/deals/{id}');
      // @ts-expect-error no such route
      void api.call('GET /api/deals/{id}/nothing', { params: { id: 'x' } });
      // @ts-expect-error the vote's query is { positive: boolean }
      void api.call('POST /api/deals/{id}/vote', { params: { id: 'x' }, query: { up: true } });
      // @ts-expect-error a route without a query takes none
      void api.call('GET /api/auth/me', { query: { a: 1 } });
      // @ts-expect-error a read is a GET
      void api.read(apiPath('POST /api/deals'));
      // @ts-expect-error the pages are not the API's
      void api.call('GET /deals/{id}', { params: { id: 'x' } });
      const deal: Promise<{ temperature: number }> = api.call('GET /api/deals/{id}', { params: { id: 'x' } });
      // @ts-expect-error a deal is not a page of deals
      const page: Promise<{ content: unknown[] }> = api.call('GET /api/deals/{id}', { params: { id: 'x' } });
      return [deal, page];
    };
    expect(typed).toBeTypeOf('function');
  });

  it("sends the page's language, so the API answers its messages in it", async () => {
    const { calls } = stubApi(() => envelope(200, []));
    await api.call('GET /api/deals/categories');
    expect(calls[0].headers['accept-language']).toBe('fr');
    await loadLanguage('ar');
    setLanguageSource(() => 'ar');
    try {
      await api.call('GET /api/deals/categories');
      expect(calls[1].headers['accept-language']).toBe('ar');
    } finally {
      setLanguageSource(() => 'fr');
    }
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = stubApi(() => envelope(200, []));
    await api.call('GET /api/deals/categories');
    expect(calls[0].headers.authorization).toBeUndefined();
  });

  it("uses the server's message and status, with the field errors", async () => {
    stubApi(() => envelope(409, { errors: { email: 'Cet email est déjà utilisé' } }, 'Cet email est déjà utilisé'));
    const err = await failure(api.call('POST /api/auth/register', { body: {}, fallback: CLIENT_MSG.register }));
    expect(err.message).toBe('Cet email est déjà utilisé');
    expect(err.status).toBe(409);
    expect(err.fields).toEqual({ email: 'Cet email est déjà utilisé' });
  });

  it("falls back to the call's French message, then to the generic one", async () => {
    stubApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    const withFallback = await failure(
      api.call('POST /api/auth/register', { body: {}, fallback: CLIENT_MSG.register }),
    );
    expect(withFallback).toMatchObject({ message: 'Erreur lors de l’inscription', status: 502 });
    const generic = await failure(api.call('GET /api/deals'));
    expect(generic).toMatchObject({ message: 'Une erreur est survenue', status: 502 });
  });

  it('turns a network failure into an error with status 0', async () => {
    stubApi(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await failure(api.call('GET /api/deals'))).toMatchObject({ message: CLIENT_MSG.network, status: 0 });
  });

  it('rejects a success without a JSON body as an invalid answer', async () => {
    stubApi(() => new Response('', { status: 200 }));
    expect(await failure(api.call('POST /api/deals', { body: {} }))).toMatchObject({
      message: 'Réponse invalide du serveur',
    });
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
    const run = api.call('GET /api/deals').catch((err: ApiError) => {
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
    const err = await failure(api.call('GET /api/auth/me'));
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
    const err = await failure(api.call('POST /api/auth/login', { body: { email: 'a@b.dz', password: 'x' } }));
    expect(err.message).toBe('Email ou mot de passe incorrect');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not touch the session on other errors', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'valide');
    stubApi(() => envelope(403, null, 'Vous n’avez pas les droits nécessaires pour cette action'));
    await failure(api.call('DELETE /api/deals/{id}', { params: { id: '1' } }));
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('valide');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a renewed session alone when a call made with the previous token comes back 401', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'ancien');
    window.history.replaceState(null, '', '/profile');
    let answer!: (r: Response) => void;
    stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = failure(api.call('GET /api/users/me/stats'));
    // A password change answered meanwhile with a fresh token.
    window.localStorage.setItem(TOKEN_KEY, 'nouveau');
    answer(envelope(401, null, 'Session invalide ou expirée, veuillez vous reconnecter'));
    expect((await pending).status).toBe(401);
    expect(window.localStorage.getItem(TOKEN_KEY)).toBe('nouveau');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("says too many attempts when a 429 carries no message of ours, not the call's usual failure", async () => {
    stubApi(() => new Response('{"message":"Too Many Requests"}', { status: 429 }));
    const err = await failure(
      api.call('POST /api/auth/login', { body: {}, fallback: 'Email ou mot de passe incorrect' }),
    );
    expect(err).toMatchObject({ message: CLIENT_MSG.tooManyRequests, status: 429 });
  });
});
