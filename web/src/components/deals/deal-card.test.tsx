import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Deal } from '@shared/api-types';
import { setNavigator } from '@web/lib/api-client';
import { initSession } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { CategoryArt } from './category-art';
import { dealImage } from '@shared/image-variants';
import { DealCard } from './deal-card';
import { Temperature } from './temperature';
import { aDeal } from '@web/test/deals';

const NBSP = '\u00A0';
const NNBSP = '\u202F';

/** A 1200 x 900 upload: variants at 160, 320, 640 and its own 1200. */
const PHOTO = { file: 'photo-abcdefghijklmn.webp', width: 1200, height: 900, widths: [160, 320, 640, 1200] };

const base: Deal = aDeal({
  description: 'Installation offerte pour tout achat en magasin.',
  originalPrice: 70000,
  discountPercent: 10,
  merchant: 'Condor Store',
  city: 'Oran',
  upvotes: 12,
  score: 12,
  temperature: 120,
  hot: true,
  createdAt: new Date(Date.now() - 20_000).toISOString(),
  updatedAt: new Date(Date.now() - 20_000).toISOString(),
});

const show = (node: ReactNode) => renderRoutes([{ path: '*', element: node }], '/');

beforeEach(() => {
  setNavigator(vi.fn());
  initSession();
  stubApi(() => envelope(404, null));
});

describe('temperature', () => {
  it.each([
    [-20, false, 'cold', '−20°', 'Température : −20 degrés'],
    [-1200, false, 'cold', `−1${NNBSP}200°`, `Température : −1${NNBSP}200 degrés`],
    [0, false, 'neutral', '0°', 'Température : 0 degré'],
    [60, false, 'warm', '60°', 'Température : 60 degrés'],
    [120, true, 'hot', '120°', 'Température : 120 degrés, Hot'],
    [450, true, 'scorching', '450°', 'Température : 450 degrés, Hot'],
  ])('shows %i° (hot: %s) between the down and the up arrow', (temperature, hot, level, text, label) => {
    show(<Temperature deal={{ ...base, temperature, hot, upvotes: 7, downvotes: 3 }} />);
    const name = `${label.replace(' :', `${NBSP}:`)} (7 pour, 3 contre)`;
    const badge = screen.getByRole('img', { name });
    expect(badge).toHaveClass('temperature', `temperature-${level}`);
    // One number, with a true minus sign (U+2212), never a hyphen; the counts as its tooltip.
    expect(badge.textContent).toBe(text);
    expect(badge.textContent).not.toContain('-');
    expect(badge).toHaveAttribute('title', '7 pour, 3 contre');
    // The flame only past the threshold.
    expect(badge.querySelector('svg') !== null).toBe(hot);
    // Down arrow, temperature, up arrow, in that order.
    const bar = screen.getByRole('group', { name: /^Votes pour/ });
    expect([...bar.children].map((el) => el.classList[1])).toEqual(['vote-down', `temperature-${level}`, 'vote-up']);
    expect(bar.parentElement!.textContent).not.toMatch(/[+]\d/);
  });
});

describe('category illustrations', () => {
  it('draws each category its own way, and "Autres" for an unknown one', () => {
    show(
      <>
        <CategoryArt category="Technologie" />
        <CategoryArt category="Restaurants" />
        <CategoryArt category="Une catégorie à venir" />
      </>,
    );
    const arts = [...document.querySelectorAll<HTMLElement>('.category-art')];
    expect(arts.map((art) => art.dataset.category)).toEqual(['Technologie', 'Restaurants', 'Autres']);
    const paths = arts.map((art) => art.querySelector('path')!.getAttribute('d'));
    expect(new Set(paths).size).toBe(3);
    // Decoration beside the title: hidden from screen readers.
    arts.forEach((art) => expect(art).toHaveAttribute('aria-hidden', 'true'));
  });
});

describe('deal card', () => {
  it('shows the temperature, tags, title, the price kept on one line, and "Commenter" before any comment', () => {
    show(<DealCard deal={base} />);
    const card = screen.getByTestId('deal-card');
    expect(card).toBe(screen.getByRole('article', { name: base.title }));
    expect(card).not.toHaveClass('is-expired');
    expect(
      within(card).getByRole('img', { name: `Température${NBSP}: 120 degrés, Hot (12 pour, 0 contre)` }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Technologie' })).toHaveAttribute('href', '/?category=Technologie');
    expect(within(card).getByRole('link', { name: 'Oran' })).toHaveAttribute('href', '/?city=Oran');
    expect(card.querySelector('.price-now')!.textContent).toBe(`62${NNBSP}900${NBSP}DA`);
    expect(card.querySelector('.price-old')!.textContent).toContain(`70${NNBSP}000${NBSP}DA`);
    expect(within(card).getByText('Condor Store')).toBeInTheDocument();
    expect(within(card).getByText('à l’instant')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Commenter' })).toHaveAttribute(
      'href',
      `/deals/${base.id}#commentaires`,
    );
  });

  it('counts the comments once there are some', () => {
    show(
      <>
        <DealCard deal={{ ...base, id: 'a', commentsCount: 1 }} />
        <DealCard deal={{ ...base, id: 'b', commentsCount: 12 }} />
      </>,
    );
    expect(screen.getByRole('link', { name: '1 commentaire' })).toHaveAttribute('href', '/deals/a#commentaires');
    expect(screen.getByRole('link', { name: '12 commentaires' })).toHaveAttribute('href', '/deals/b#commentaires');
    expect(screen.queryByRole('link', { name: 'Commenter' })).toBeNull();
  });

  it("shows the category's illustration without a photo or before its variants, and the variants after", () => {
    show(
      <>
        <DealCard deal={{ ...base, id: 'a', category: 'Restaurants' }} />
        <DealCard deal={{ ...base, id: 'b', imageUrl: '/images/photo-abcdefghijklmn.webp', image: null }} />
        <DealCard deal={{ ...base, id: 'c', imageUrl: '/images/photo-abcdefghijklmn.webp', image: dealImage(PHOTO) }} />
      </>,
    );
    const [plain, waiting, pictured] = screen.getAllByTestId('deal-card');
    expect(plain.querySelector('.category-art')).toHaveAttribute('data-category', 'Restaurants');
    expect(plain.querySelector('img')).toBeNull();
    // The original is never asked for: the placeholder until the variants exist.
    expect(waiting.querySelector('img')).toBeNull();
    expect(waiting.querySelector('.category-art')).not.toBeNull();
    expect(pictured.querySelector('.category-art')).toBeNull();
    expect(pictured.querySelector('img')).toHaveAttribute('src', '/images/photo-abcdefghijklmn-320.jpg');
    expect(pictured.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('takes the 320 px variant on a phone and loads the first cards at once', () => {
    show(
      <>
        <DealCard deal={{ ...base, id: 'a', image: dealImage(PHOTO) }} eagerPicture />
        <DealCard deal={{ ...base, id: 'b', image: dealImage(PHOTO) }} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('deal-card').map((card) => card.querySelector('img')!);
    // 72 px slots on phones, 128 px from 40em: 320 px is the narrowest offered, whatever the density.
    expect(first).toHaveAttribute('sizes', '(min-width: 40em) 128px, 72px');
    expect(first.getAttribute('srcset')!.split(', ')[0]).toBe('/images/photo-abcdefghijklmn-320.jpg 320w');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).not.toHaveAttribute('fetchpriority');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('greys an expired deal and says so', () => {
    show(<DealCard deal={{ ...base, expired: true, expiredAt: base.createdAt, hot: false, temperature: 40 }} />);
    const card = screen.getByTestId('deal-card');
    expect(card).toHaveClass('is-expired');
    expect(within(card).getByText('Expiré')).toBeVisible();
  });
});
