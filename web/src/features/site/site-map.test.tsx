import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

// "Plan du site" in the footer: a page for people (the XML stays the crawlers').
const wait = { timeout: 5000 };
const recent = {
  content: [{ id: 'd-1', title: 'Climatiseur 12 000 BTU' }],
  number: 0,
  size: 20,
  totalElements: 1,
  totalPages: 1,
  first: true,
  last: true,
};

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
  stubApi((call) => {
    if (call.path === '/api/deals/cities') return envelope(200, ['Alger', 'Oran']);
    if (call.path === '/api/deals/categories') return envelope(200, ['Technologie']);
    if (call.path.startsWith('/api/deals?')) return envelope(200, recent);
    return envelope(404, null, MSG.routeNotFound);
  });
});

describe('the site map', () => {
  it('opens from the footer and lists the sections, wilayas, categories and newest deals', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/about');
    const footer = await screen.findByRole('contentinfo', {}, wait);
    await user.click(within(footer).getByRole('link', { name: 'Plan du site' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan du site' }, wait)).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/about');
    expect(main.getByRole('link', { name: 'Les bons plans hot' })).toHaveAttribute('href', '/?sort=hot');
    expect(main.getByRole('link', { name: 'Oran' })).toHaveAttribute('href', '/?city=Oran');
    expect(main.getByRole('link', { name: 'Technologie' })).toHaveAttribute('href', '/?category=Technologie');
    expect(await main.findByRole('link', { name: 'Climatiseur 12 000 BTU' }, wait)).toHaveAttribute(
      'href',
      '/deals/d-1',
    );
    expect(within(footer).getByRole('link', { name: 'Plan du site' })).toHaveAttribute('href', '/plan-du-site');
  });
});
