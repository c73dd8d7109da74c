import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG, retryLater } from '@shared/messages';
import { setNavigator } from '@web/lib/api-client';
import { getSession, initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { routes } from '../routes';

type Handler = (call: Call) => Response | undefined;
let handler: Handler = () => undefined;
let calls: Call[] = [];

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

afterEach(() => window.sessionStorage.clear());

const signInAs = (emailVerified: boolean) =>
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city, emailVerified },
    ),
  );
const BANNER = { name: 'Confirmation de l’adresse email' };
const showPage = async (path = '/about') => {
  const view = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return view;
};

describe('the reminder to confirm the email', () => {
  it('is not shown to guests nor to members whose address is confirmed', async () => {
    const view = await showPage();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    view.unmount();
    signInAs(true);
    await showPage();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it("shows an unverified member's address, and the server's answer to a new link", async () => {
    const user = userEvent.setup();
    signInAs(false);
    let answer = () => envelope(200, null, MSG.verificationSent);
    handler = (c) => (c.path === '/api/auth/resend-verification' ? answer() : undefined);
    await showPage();
    const banner = await screen.findByRole('region', BANNER);
    expect(banner).toHaveTextContent(`Confirmez votre adresse email (${member.email}) pour recevoir nos alertes.`);

    await user.click(within(banner).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(within(banner).getByRole('status')).toHaveTextContent(MSG.verificationSent));
    expect(calls.filter((c) => c.path === '/api/auth/resend-verification')).toMatchObject([
      { method: 'POST', headers: { authorization: 'Bearer t' } },
    ]);

    const tooSoon = retryLater(42 * 60);
    answer = () => {
      const res = envelope(429, null, tooSoon);
      res.headers.set('retry-after', '2520');
      return res;
    };
    await user.click(within(banner).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(within(banner).getByRole('status')).toHaveTextContent(tooSoon));
    expect(getSession().user).not.toBeNull();
  });

  it('goes away when the server says the address is already confirmed', async () => {
    const user = userEvent.setup();
    signInAs(false);
    handler = (c) =>
      c.path === '/api/auth/resend-verification'
        ? envelope(200, { emailVerified: true }, MSG.emailAlreadyVerified)
        : undefined;
    await showPage();
    const banner = await screen.findByRole('region', BANNER);
    await user.click(within(banner).getByRole('button', { name: 'Renvoyer le lien' }));
    await waitFor(() => expect(screen.queryByRole('region', BANNER)).toBeNull());
    expect(getSession().user?.emailVerified).toBe(true);
  });

  it('stays hidden for the browser session once dismissed', async () => {
    const user = userEvent.setup();
    signInAs(false);
    const view = await showPage();
    const banner = await screen.findByRole('region', BANNER);
    await user.click(within(banner).getByRole('button', { name: 'Masquer ce rappel' }));
    expect(screen.queryByRole('region', BANNER)).toBeNull();
    expect(document.getElementById('main')).toHaveFocus();
    view.unmount();

    // A new page load in the same tab.
    await showPage('/legal');
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });

  it('is not shown on the page that confirms the address', async () => {
    signInAs(false);
    await showPage('/verify-email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.queryByRole('region', BANNER)).toBeNull();
  });
});
