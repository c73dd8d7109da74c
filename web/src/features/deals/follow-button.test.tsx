import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_MSG } from '@shared/client-messages';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { aDeal, onePage } from '@web/test/deals';
import { envelope, member, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

const deal = aDeal({ id: 'd-1', author: 'u-2' });
const emptyPage = onePage([]);
const wait = { timeout: 5000 };
let stub: ReturnType<typeof stubApi>;

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stub = stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path === '/api/deals/d-1/follow') return envelope(200, { ...deal, followed: call.method === 'PUT' });
    if (call.path === '/api/deals/d-1') return envelope(200, deal);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/deals')) return envelope(200, emptyPage);
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  });
});

describe('following a deal from its page', () => {
  it('a member follows it and stops, each shown at once', async () => {
    act(() =>
      signIn(
        { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
        { city: member.city },
      ),
    );
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    const button = await screen.findByRole('button', { name: 'Suivre' }, wait);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Suivi' })).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(stub.calls.some((c) => c.method === 'PUT' && c.path === '/api/deals/d-1/follow')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Suivi' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Suivre' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(stub.calls.some((c) => c.method === 'DELETE' && c.path === '/api/deals/d-1/follow')).toBe(true);
  });

  it('signed out, it asks to sign in and sends nothing', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    await user.click(await screen.findByRole('button', { name: 'Suivre' }, wait));
    expect(await screen.findByText(CLIENT_MSG.followAuthRequired, { exact: false }, wait)).toBeInTheDocument();
    expect(stub.calls.some((c) => c.path === '/api/deals/d-1/follow')).toBe(false);
  });
});
