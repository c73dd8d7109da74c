import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { getSession, initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

type Handler = (call: Call) => Response | Promise<Response> | undefined;
let handler: Handler = () => undefined;
let calls: Call[] = [];

// Each test uses its own token: the page remembers a token's answer for as long as the app runs.
let serial = 0;
const newToken = () => `jeton-de-verification-${++serial}-abcdefgh`;
const verifyCalls = () => calls.filter((c) => c.path === '/api/auth/verify-email');

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  handler = () => undefined;
  calls = stubApi((call) => {
    const answer = handler(call);
    if (answer) return answer;
    if (call.path === '/api/deals/categories') return envelope(200, ['Mode']);
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
});

const signInUnverified = () =>
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city, emailVerified: false },
    ),
  );

describe('email verification screen', () => {
  it('sends the token once, then confirms with the server message and a way Home', async () => {
    const token = newToken();
    let answer!: (r: Response) => void;
    handler = (c) =>
      c.path === '/api/auth/verify-email' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined;
    renderRoutes(routes, `/verify-email?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification de l’adresse email' })).toBeVisible();
    expect(screen.getByText('Vérification du lien…')).toBeInTheDocument();
    await waitFor(() => expect(verifyCalls()).toHaveLength(1));
    expect(verifyCalls()[0]).toMatchObject({ method: 'POST', body: { token } });

    answer(envelope(200, { emailVerified: true }, MSG.emailVerified));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse email vérifiée' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MSG.emailVerified);
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Vérification de l’adresse email | DzDeals'));
    // A guest has no profile to refresh.
    expect(calls.some((c) => c.path === '/api/auth/me')).toBe(false);
  });

  it('posts exactly once under StrictMode (a token works only once)', async () => {
    const token = newToken();
    handler = (c) =>
      c.path === '/api/auth/verify-email' ? envelope(200, { emailVerified: true }, MSG.emailVerified) : undefined;
    const router = createMemoryRouter(routes, { initialEntries: [`/verify-email?token=${token}`] });
    render(
      <StrictMode>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <RouterProvider router={router} />
        </SWRConfig>
      </StrictMode>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse email vérifiée' })).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(1);
  });

  it('refreshes a signed-in member, so the reminder goes', async () => {
    signInUnverified();
    handler = (c) =>
      c.path === '/api/auth/verify-email'
        ? envelope(200, { emailVerified: true }, MSG.emailVerified)
        : c.path === '/api/auth/me'
          ? envelope(200, member)
          : undefined;
    renderRoutes(routes, `/verify-email?token=${newToken()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse email vérifiée' })).toBeInTheDocument();
    await waitFor(() => expect(getSession().user?.emailVerified).toBe(true));
  });

  it("shows the server's refusal, with how a guest gets a new link", async () => {
    handler = (c) => (c.path === '/api/auth/verify-email' ? envelope(400, null, MSG.emailVerifyInvalid) : undefined);
    renderRoutes(routes, `/verify-email?token=${newToken()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailVerifyInvalid);
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login?redirect=%2Fprofile');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('lets a signed-in member ask for a new link from the refusal', async () => {
    const user = userEvent.setup();
    signInUnverified();
    handler = (c) =>
      c.path === '/api/auth/verify-email'
        ? envelope(400, null, MSG.emailVerifyInvalid)
        : c.path === '/api/auth/resend-verification'
          ? envelope(200, null, MSG.verificationSent)
          : undefined;
    renderRoutes(routes, `/verify-email?token=${newToken()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'votre profil' })).toHaveAttribute('href', '/profile');
    await user.click(screen.getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(MSG.verificationSent));
    // The reminder banner is not shown on this screen.
    expect(screen.queryByRole('region', { name: 'Confirmation de l’adresse email' })).toBeNull();
  });

  it('treats a link without a token as invalid without calling the server', async () => {
    renderRoutes(routes, '/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.emailVerifyInvalid);
    expect(verifyCalls()).toHaveLength(0);
  });

  it('offers to try again when no answer came', async () => {
    const user = userEvent.setup();
    let fail = true;
    handler = (c) => {
      if (c.path !== '/api/auth/verify-email') return undefined;
      if (fail) throw new TypeError('Failed to fetch');
      return envelope(200, { emailVerified: true }, MSG.emailVerified);
    };
    renderRoutes(routes, `/verify-email?token=${newToken()}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérification impossible' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse email vérifiée' })).toBeInTheDocument();
    expect(verifyCalls()).toHaveLength(2);
  });
});
