import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { Footer } from './footer';

const links = (name: string) =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('footer', () => {
  it('lists navigation, at most 5 categories from the API and the 5 fixed cities', async () => {
    stubApi(() => envelope(200, ['Voyage', 'Sport', 'Mode', 'Maison', 'Loisirs', 'Enfants', 'Services']));
    renderRoutes([{ path: '*', element: <Footer /> }], '/');
    expect(links('Navigation')).toEqual([
      ['Accueil', '/'],
      ['Partager un bon plan', '/deals/create'],
      ['À propos', '/about'],
      ['Contact', 'mailto:contact@dzdeals.dz'],
    ]);
    await waitFor(() => expect(links('Catégories')[0]).toEqual(['Voyage', '/?category=Voyage']));
    expect(links('Catégories').map(([name]) => name)).toEqual(['Voyage', 'Sport', 'Mode', 'Maison', 'Loisirs']);
    expect(links('Villes')).toEqual([
      ['Alger', '/?city=Alger'],
      ['Oran', '/?city=Oran'],
      ['Constantine', '/?city=Constantine'],
      ['Tizi Ouzou', '/?city=Tizi%20Ouzou'],
      ['Béjaïa', '/?city=B%C3%A9ja%C3%AFa'],
    ]);
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/legal');
    expect(screen.getByRole('link', { name: 'Plan du site' })).toHaveAttribute('href', '/plan-du-site');
    for (const network of ['Facebook', 'Instagram', 'TikTok']) {
      const link = screen.getByRole('link', { name: new RegExp(`^${network}`) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('falls back to the fixed category list when the API fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(() => envelope(500, null, 'Une erreur interne est survenue. Veuillez réessayer plus tard.'));
    renderRoutes([{ path: '*', element: <Footer /> }], '/');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(links('Catégories').map(([name]) => name)).toEqual([
      'Technologie',
      'Restaurants',
      'Alimentation',
      'Mode',
      'Voyage',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
