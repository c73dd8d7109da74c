import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi, type Call } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { asRead } from '@web/test/text';

// The unsubscribe link of a follow digest mail: it works signed out, and only on a click.

const wait = { timeout: 10_000 };
const path = '/notifications/desabonnement?token=membre.jeton-signe-123456';
let calls: Call[] = [];
let answerUnsubscribe: () => Response;
const unsubscribeCalls = () => calls.filter((c) => c.path.startsWith('/api/alerts/unsubscribe'));

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  answerUnsubscribe = () => envelope(200, { message: MSG.followDigestStopped }, MSG.followDigestStopped);
  calls = stubApi((call) => {
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/alerts/unsubscribe') && call.method === 'POST') return answerUnsubscribe();
    return envelope(404, null, MSG.routeNotFound);
  }).calls;
});

describe('the follow digest’s unsubscribe link', () => {
  it('does nothing on opening; the confirmation sends the token and shows the answer', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, path);
    const confirm = await screen.findByRole('button', { name: 'Confirmer le désabonnement' }, wait);
    expect(screen.getByRole('heading', { level: 1, name: 'Ne plus recevoir le résumé par email' })).toBeInTheDocument();
    expect(screen.getByText(/Vos notifications sur le site ne changent pas/)).toBeInTheDocument();
    expect(unsubscribeCalls()).toHaveLength(0);

    await user.click(confirm);
    expect(await screen.findByRole('status')).toHaveTextContent(asRead(MSG.followDigestStopped));
    // The mails' one unsubscribe route, the token in the query string (as one-click clients send it).
    expect(unsubscribeCalls()).toMatchObject([
      { method: 'POST', path: '/api/alerts/unsubscribe?token=membre.jeton-signe-123456' },
    ]);
    expect(screen.queryByRole('button', { name: 'Confirmer le désabonnement' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mon profil' })).toHaveAttribute('href', '/profile');
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    answerUnsubscribe = () => envelope(404, null, MSG.digestLinkInvalid);
    renderRoutes(routes, path);
    await user.click(await screen.findByRole('button', { name: 'Confirmer le désabonnement' }, wait));
    expect(await screen.findByRole('alert')).toHaveTextContent(MSG.digestLinkInvalid);
  });

  it('says a link without its token is incomplete, and offers no button', async () => {
    renderRoutes(routes, '/notifications/desabonnement');
    expect(await screen.findByRole('alert', {}, wait)).toHaveTextContent('Ce lien de désabonnement est incomplet.');
    expect(screen.queryByRole('button', { name: 'Confirmer le désabonnement' })).toBeNull();
    expect(unsubscribeCalls()).toHaveLength(0);
  });
});
