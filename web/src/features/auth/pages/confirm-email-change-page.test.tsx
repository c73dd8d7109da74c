import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { getSession, initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { asRead } from '@web/test/text';

let calls: Call[] = [];
let verify: () => Response = () => envelope(400, null, MSG.emailVerifyInvalid);

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  calls = stubApi((call) => {
    if (call.path === '/api/auth/verify-email') return verify();
    // The change ended every session: the signed-in browser's token is refused from then on.
    if (call.path === '/api/auth/me') return envelope(401, null, MSG.sessionInvalid);
    if (call.path === '/api/deals/categories') return envelope(200, ['Mode']);
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
});

describe('email change confirmation screen', () => {
  it('sends the token once, says the address changed, and the ended session is left', async () => {
    verify = () => envelope(200, { emailVerified: false, emailChanged: true }, MSG.emailChangeConfirmed);
    act(() => signIn({ token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' }, {}));
    renderRoutes(routes, '/confirm-email-change?token=jeton-de-changement-abcdefgh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Adresse email modifiée' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(asRead(MSG.emailChangeConfirmed));
    expect(screen.getByRole('link', { name: 'Choisir un mot de passe' })).toHaveAttribute('href', '/forgot-password');
    expect(calls.filter((c) => c.path === '/api/auth/verify-email')).toMatchObject([
      { method: 'POST', body: { token: 'jeton-de-changement-abcdefgh' } },
    ]);
    await waitFor(() => expect(getSession().user).toBeNull());
  });

  it("shows the server's word for a link that does not work", async () => {
    verify = () => envelope(400, null, MSG.emailVerifyInvalid);
    renderRoutes(routes, '/confirm-email-change?token=jeton-use-ou-perime-abcdefgh');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lien invalide' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(asRead(MSG.emailVerifyInvalid));
  });
});
