import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { MSG, POSTING_MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { aDeal, onePage } from '@web/test/deals';

const deal: Deal = aDeal({
  id: 'd-1',
  title: 'Téléviseur LED 43 pouces',
  description: 'Un téléviseur en promotion, livraison possible dans toute la wilaya.',
  price: 45000,
  originalPrice: 60000,
  discountPercent: 25,
  merchant: 'Magasin Test',
  author: 'u-2',
});

const emptyPage = onePage([]);
const wait = { timeout: 5000 };

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.method === 'POST' && call.path === '/api/deals') return envelope(429, null, POSTING_MSG.deals(1500));
    if (call.method === 'POST' && call.path === '/api/deals/d-1/comments')
      return envelope(429, null, POSTING_MSG.commentsPerMinute(40));
    if (call.path.startsWith('/api/deals/d-1/comments')) return envelope(200, emptyPage);
    if (call.path === '/api/deals/d-1') return envelope(200, deal);
    if (call.path.startsWith('/api/deals')) return envelope(200, emptyPage);
    if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
    return envelope(404, null, MSG.routeNotFound);
  });
  act(() =>
    signIn(
      { token: 't', id: member.id, username: member.username, email: member.email, role: 'USER' },
      { city: member.city },
    ),
  );
});

describe('posting limits in the web app', () => {
  it("shows the server's 429 message on the deal form", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/create');
    await user.type(await screen.findByLabelText('Titre', {}, wait), 'Téléviseur LED 43 pouces');
    await user.type(screen.getByLabelText('Description'), 'Un téléviseur en promotion, livraison possible.');
    await user.type(screen.getByLabelText('Prix', { exact: true }), '45000');
    await user.clear(screen.getByLabelText('Ville', { exact: true }));
    await user.type(screen.getByLabelText('Ville', { exact: true }), 'Alger');
    await user.selectOptions(screen.getByLabelText('Catégorie', { exact: true }), 'Technologie');
    await user.click(screen.getByRole('button', { name: 'Publier le bon plan' }));
    expect(await screen.findByText(POSTING_MSG.deals(1500), {}, wait)).toBeInTheDocument();
    expect(POSTING_MSG.deals(1500)).toBe(
      'Vous avez publié beaucoup de bons plans en peu de temps, réessayez dans 25 minutes',
    );
  });

  it("shows the server's 429 message under the comment box, keeping the text", async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1');
    const box = await screen.findByLabelText('Votre commentaire', {}, wait);
    await user.type(box, 'Merci pour le partage');
    await user.click(screen.getByRole('button', { name: 'Publier le commentaire' }));
    expect(await screen.findByText(POSTING_MSG.commentsPerMinute(40), {}, wait)).toBeInTheDocument();
    expect(box).toHaveValue('Merci pour le partage');
  });
});
