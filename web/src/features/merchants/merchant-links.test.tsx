import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { routes } from '@web/app/routes';
import { DealCard } from '@web/components/deals/deal-card';
import { setNavigator } from '@web/lib/api-client';
import { initSession, signOut } from '@web/lib/session';
import { aDeal } from '@web/test/deals';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';

// The merchant's name leads to its page wherever a deal shows it (a card, the deal page), when
// the deal has one (merchantSlug); a name without a page stays text.

const card = (deal: ReturnType<typeof aDeal>) =>
  render(
    <MemoryRouter>
      <DealCard deal={deal} />
    </MemoryRouter>,
  );

describe("a deal card's merchant", () => {
  it('links to the merchant page, an Arabic slug encoded', () => {
    card(aDeal({ merchant: 'Jumia DZ', merchantSlug: 'jumia-dz' }));
    expect(screen.getByRole('link', { name: 'Jumia DZ' })).toHaveAttribute('href', '/marchands/jumia-dz');
    card(aDeal({ id: 'deal000000000002', merchant: 'متجر الأمل', merchantSlug: 'متجر-الامل' }));
    expect(screen.getByRole('link', { name: 'متجر الأمل' })).toHaveAttribute(
      'href',
      `/marchands/${encodeURIComponent('متجر-الامل')}`,
    );
  });

  it('stays text without a merchant page', () => {
    card(aDeal({ merchant: 'Souk El Fellah', merchantSlug: null }));
    expect(screen.getByText('Souk El Fellah')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Souk El Fellah' })).toBeNull();
  });
});

describe("the deal page's merchant", () => {
  beforeEach(() => {
    setNavigator(vi.fn());
    signOut();
    initSession();
  });

  const open = (deal: ReturnType<typeof aDeal>) => {
    stubApi((call) => {
      if (call.path === `/api/deals/${deal.id}`) return envelope(200, deal);
      if (call.path.startsWith(`/api/deals/${deal.id}/comments`)) {
        return envelope(200, {
          content: [],
          number: 0,
          size: 20,
          totalElements: 0,
          totalPages: 0,
          first: true,
          last: true,
        });
      }
      if (call.path.startsWith('/api/deals')) return envelope(200, []);
      if (call.path === '/api/config') return envelope(200, { googleClientId: null, facebookAppId: null });
      return envelope(404, null, MSG.routeNotFound);
    });
    renderRoutes(routes, `/deals/${deal.id}`);
  };

  it('links to the merchant page ("Chez Jumia")', async () => {
    open(aDeal({ id: 'deal000000000003', merchant: 'Jumia', merchantSlug: 'jumia' }));
    const line = (await screen.findByText('Chez', { exact: false, selector: '.deal-merchant' })) as HTMLElement;
    expect(within(line).getByRole('link', { name: 'Jumia' })).toHaveAttribute('href', '/marchands/jumia');
  });

  it('stays text without a merchant page', async () => {
    open(aDeal({ id: 'deal000000000004', merchant: 'Souk El Fellah', merchantSlug: null }));
    const line = (await screen.findByText('Chez', { exact: false, selector: '.deal-merchant' })) as HTMLElement;
    expect(line).toHaveTextContent('Chez Souk El Fellah');
    expect(within(line).queryByRole('link')).toBeNull();
  });
});
