import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, type RouteObject } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, admin, member, memberStats, stubApi } from '../test/http';
import { LocationProbe, renderRoutes } from '../test/render';
import { setNavigator } from '../lib/api-client';
import { initSession, signIn, signOut } from '../lib/session';
import { TOKEN_KEY } from '../lib/storage';
import { GuestOnly, RequireAdmin, RequireAuth } from './guards';
import { routes as appRoutes } from './routes';

const page = (title: string) => <h1>{title}</h1>;
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <LocationProbe />
        <Outlet />
      </>
    ),
    children: [
      { index: true, element: page('Accueil') },
      { element: <GuestOnly />, children: [{ path: 'login', element: page('Connexion') }] },
      { element: <RequireAuth />, children: [{ path: 'profile', element: page('Profil') }] },
      { element: <RequireAdmin />, children: [{ path: 'admin/image-cleanup', element: page('Nettoyage') }] },
    ],
  },
];

const asMember = (user = member) =>
  signIn({ token: 't', id: user.id, username: user.username, email: user.email, role: user.role });
const heading = () => screen.findByRole('heading', { level: 1 });
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
});

describe('route guards', () => {
  it('send a guest from a protected page to Login with the full target path', async () => {
    renderRoutes(routes, '/profile?onglet=bons-plans#liste');
    expect(await heading()).toHaveTextContent('Connexion');
    expect(location()).toBe('/login?redirect=%2Fprofile%3Fonglet%3Dbons-plans%23liste');
  });

  it('send a signed-in member away from guests-only pages to Home', async () => {
    asMember();
    renderRoutes(routes, '/login');
    expect(await heading()).toHaveTextContent('Accueil');
    expect(location()).toBe('/');
  });

  it('honour a same-site redirect target after sign-in', async () => {
    renderRoutes(routes, '/login?redirect=%2Fprofile%3Fonglet%3D2');
    expect(await heading()).toHaveTextContent('Connexion');
    asMember();
    await waitFor(() => expect(location()).toBe('/profile?onglet=2'));
    expect(screen.getByRole('heading')).toHaveTextContent('Profil');
  });

  it.each(['https://pirate.example/profil', '//pirate.example', '/\\pirate.example', 'javascript:alert(1)', '/login'])(
    'ignore the redirect target %s',
    async (target) => {
      asMember();
      renderRoutes(routes, `/login?redirect=${encodeURIComponent(target)}`);
      expect(await heading()).toHaveTextContent('Accueil');
      expect(location()).toBe('/');
    },
  );

  it('send a signed-in non-admin away from the clean-up page to Home', async () => {
    asMember();
    renderRoutes(routes, '/admin/image-cleanup');
    expect(await heading()).toHaveTextContent('Accueil');
  });

  it('let an admin in, and send a guest to Login', async () => {
    asMember(admin);
    const view = renderRoutes(routes, '/admin/image-cleanup');
    expect(await heading()).toHaveTextContent('Nettoyage');
    view.unmount();
    signOut();
    renderRoutes(routes, '/admin/image-cleanup');
    expect(await heading()).toHaveTextContent('Connexion');
    expect(location()).toBe('/login?redirect=%2Fadmin%2Fimage-cleanup');
  });

  it('with a stored token but no user, run the session check before deciding', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton');
    let answer!: (r: Response) => void;
    const { calls } = stubApi(() => new Promise<Response>((resolve) => (answer = resolve)));
    initSession();
    renderRoutes(routes, '/admin/image-cleanup');
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/me']);
    answer(envelope(200, admin));
    expect(await heading()).toHaveTextContent('Nettoyage');
  });

  it('with a token the server refuses, end up signed out on Login', async () => {
    window.localStorage.setItem(TOKEN_KEY, 'jeton-perime');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => envelope(401, null, 'Session invalide ou expirée, veuillez vous reconnecter'));
    initSession();
    renderRoutes(routes, '/profile');
    expect(await heading()).toHaveTextContent('Connexion');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});

describe('the app routes', () => {
  it('put the create and edit pages, the profile and the clean-up behind the guards', async () => {
    for (const path of ['/deals/create', '/deals/42/edit', '/profile', '/admin/image-cleanup']) {
      const view = renderRoutes(appRoutes, path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
      expect(view.router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
      view.unmount();
    }
  });

  it('show a Not Found page for unknown paths', async () => {
    stubApi(() => envelope(200, []));
    renderRoutes(appRoutes, '/cette-page-n-existe-pas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page introuvable | DzDeals'));
  });
});

describe('logout', () => {
  it('from a protected page lands on Home, not on its redirect to Login', async () => {
    stubApi(({ path }) => envelope(200, path.endsWith('/users/me/stats') ? memberStats : []));
    signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: member.role });
    const user = userEvent.setup();
    const { router } = renderRoutes(appRoutes, '/profile');
    expect(await screen.findByRole('heading', { level: 1, name: member.username })).toBeInTheDocument();
    const bar = document.querySelector<HTMLElement>('.header-actions')!;
    await user.click(within(bar).getByRole('button', { name: `Menu de ${member.username}` }));
    await user.click(within(bar).getByRole('button', { name: 'Déconnexion' }));
    await waitFor(() => expect(within(bar).getByRole('link', { name: 'Connexion' })).toBeInTheDocument());
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
    expect(window.localStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
