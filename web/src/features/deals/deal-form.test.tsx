import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { FIELD_MSG, MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signIn, signOut } from '@web/lib/session';
import { envelope, member, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { ShareButtons } from './components/share-buttons';
import { aDeal } from '@web/test/deals';

// The deal form's prices and labels, and the deal page's native share (issue 30's smaller items).
const deal: Deal = aDeal({
  id: 'd-1',
  title: 'Réfrigérateur combiné 400 litres',
  description: 'Un réfrigérateur en promotion, livraison possible dans toute la wilaya.',
  price: 89900,
  originalPrice: 104500.5,
  discountPercent: 14,
  merchant: 'Magasin Test',
  author: member.id,
  authorUsername: member.username,
});
const wait = { timeout: 5000 };
const sent: unknown[] = [];
const lookups: string[] = [];
const earlier: Deal = aDeal({
  id: 'd-9',
  title: 'Réfrigérateur combiné 400 L Condor',
  authorUsername: 'nadia',
  createdAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
});

beforeEach(() => {
  sent.length = 0;
  lookups.length = 0;
  setNavigator(vi.fn());
  signOut();
  initSession();
  stubApi((call) => {
    if (call.path === '/api/auth/me') return envelope(200, member);
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.method === 'PUT' && call.path === '/api/deals/d-1') {
      sent.push(call.body);
      return envelope(200, deal);
    }
    if (call.path === '/api/deals/d-1') return envelope(200, deal);
    if (call.path.startsWith('/api/deals/similar?')) {
      lookups.push(call.path);
      return envelope(200, call.path.includes('exclude=d-1') ? [] : [earlier]);
    }
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

describe('the deal form', () => {
  it('loads a deal’s prices as they are written and sends them without the spaces', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1/edit');
    const price = await screen.findByLabelText('Prix', { exact: true }, wait);
    expect(price).toHaveValue('89 900');
    expect(screen.getByLabelText('Prix initial')).toHaveValue('104 500,50');
    // Typing stays as typed.
    await user.clear(price);
    await user.type(price, '79 900');
    expect(price).toHaveValue('79 900');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1), wait);
    expect(sent[0]).toMatchObject({ price: 79900, originalPrice: 104500.5 });
  });

  it('says an empty price is required, and labels each field once', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/d-1/edit');
    const price = await screen.findByLabelText('Prix', { exact: true }, wait);
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'Enregistrer les modifications' }));
    expect(await screen.findByText(FIELD_MSG.priceRequired, {}, wait)).toBeInTheDocument();
    expect(FIELD_MSG.priceRequired).toBe('Le prix est obligatoire');
    expect(sent).toHaveLength(0);
    // The photo: its fieldset's legend names it, its input has one label (its button).
    const photo = screen.getByRole('group', { name: 'Photo (facultative)' });
    const file = photo.querySelector('input[type="file"]') as HTMLInputElement;
    expect(file.labels).toHaveLength(1);
    expect(file).not.toHaveAttribute('aria-labelledby');
    expect(within(photo).getByLabelText('Choisir une photo')).toBe(file);
    // Every other control: one <label>, no second name.
    for (const control of document.querySelectorAll<HTMLInputElement>(
      'form input:not([type="hidden"]), form select, form textarea',
    )) {
      expect(control.labels?.length, control.name || control.id).toBe(1);
      expect(control).not.toHaveAttribute('aria-label');
    }
  });
});

describe('earlier deals like the one being written', () => {
  it('shows them once the writer pauses, as links, and leaves publishing open', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/deals/create');
    await user.type(await screen.findByLabelText('Titre', { exact: false }, wait), 'Réfrigérateur combiné Condor');
    await user.type(screen.getByLabelText('Lien de l’offre', { exact: false }), 'https://www.jumia.dz/condor-400');
    const panel = await screen.findByRole('complementary', { name: 'Déjà partagé\u202F?' }, wait);
    const link = within(panel).getByRole('link', { name: earlier.title });
    expect(link).toHaveAttribute('href', '/deals/d-9');
    expect(panel).toHaveTextContent('Partagé par nadia avant-hier');
    // One lookup of what was typed once the typing paused, not one per key.
    expect(lookups.at(-1)).toContain(`url=${encodeURIComponent('https://www.jumia.dz/condor-400')}`);
    expect(lookups.at(-1)).toContain('title=R%C3%A9frig%C3%A9rateur+combin%C3%A9+Condor');
    expect(lookups.length).toBeLessThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Publier le bon plan' })).toBeEnabled();
  });

  it('leaves the deal being edited out of its own lookup', async () => {
    renderRoutes(routes, '/deals/d-1/edit');
    await screen.findByLabelText('Prix', { exact: true }, wait);
    await vi.waitFor(() => expect(lookups.at(-1)).toContain('exclude=d-1'), wait);
    expect(screen.queryByRole('complementary', { name: 'Déjà partagé\u202F?' })).toBeNull();
  });
});

describe('sharing a deal', () => {
  afterEach(() => {
    delete (navigator as { share?: unknown }).share;
  });

  it('opens the phone’s share sheet where there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
    const user = userEvent.setup();
    render(<ShareButtons url="https://dzdeals.example/deals/d-1" title={deal.title} />);
    await user.click(await screen.findByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({ title: deal.title, url: 'https://dzdeals.example/deals/d-1' });
    // The sheet has the networks; copying the link stays.
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });

  it('offers the networks and the copy where there is none', () => {
    render(<ShareButtons url="https://dzdeals.example/deals/d-1" title={deal.title} />);
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});
