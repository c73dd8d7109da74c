import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN } from '../support/global-setup';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { keys, TABLE } from '@shared/table';
import { postDeal, useStackData } from '../support/deals';
import { registerMember } from '../support/http';
import type { Page } from 'playwright-core';
import { axeViolations } from './support/arabic';
import { closeAll, DESKTOP, launchBrowser, newContext, PHONE, screenshot, watchErrors } from './support/browser';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

/** A context whose localStorage already holds a token (and no user): the guards must check it first. */
async function contextWithToken(token: string, device?: typeof PHONE | typeof DESKTOP) {
  const context = await newContext(browser, base, device);
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('dzdeals_token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return context;
}

async function tokenFor(email: string, password: string) {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

describe('route guards in the browser', () => {
  it('send a guest from protected pages to Login with the target, and back there after sign-in', async () => {
    const member = await registerMember();
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const errors = watchErrors(page);
    for (const path of ['/profile', '/deals/create', '/deals/abc/edit', '/admin/image-cleanup']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Connexion');
    }
    await page.goto('/login?redirect=%2Fdeals%2Fcreate%3Fsource%3De2e');
    await page.getByLabel('Adresse email').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/deals/create');
    expect(new URL(page.url()).search).toBe('?source=e2e');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Partager un bon plan');
    expect(await page.title()).toBe('Partager un bon plan | DzDeals');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('check a stored token before deciding, send members away from guest pages and non-admins from the clean-up', async () => {
    const member = await registerMember();
    const context = await contextWithToken(member.token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(member.username);
    expect(new URL(page.url()).pathname).toBe('/profile');
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password?token=x', '/admin/image-cleanup']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('let the admin into the clean-up page', async () => {
    const context = await contextWithToken(await tokenFor(ADMIN.email, ADMIN.password));
    const page = await context.newPage();
    await page.goto('/admin/image-cleanup');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Nettoyage des images – Administration');
    expect(new URL(page.url()).pathname).toBe('/admin/image-cleanup');
    await page.getByRole('button', { name: /^Menu de / }).click();
    await expect.poll(() => page.getByRole('link', { name: 'Nettoyage des images' }).isVisible()).toBe(true);
    await context.close();
  });

  it('end a session whose token the server refuses, on Login', async () => {
    const context = await contextWithToken('jeton.invalide.signature');
    const page = await context.newPage();
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(
      await page.evaluate(() => [localStorage.getItem('dzdeals_token'), localStorage.getItem('dzdeals_user')]),
    ).toEqual([null, null]);
    await context.close();
  });
});

describe('header search', () => {
  it('sends the trimmed text to Home as q, keeps it on the results, and empties once they go', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    await page.goto('/about');
    const box = page.getByRole('searchbox', { name: 'Rechercher un bon plan' });
    await box.fill('   ');
    await box.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/about');
    await box.fill('  climatiseur Béjaïa  ');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('q') === 'climatiseur Béjaïa');
    await expect.poll(() => box.inputValue()).toBe('climatiseur Béjaïa');
    // One heading (French spacing inside the guillemets), and no second search box on the results.
    await expect
      .poll(() =>
        page.getByRole('heading', { level: 1, name: 'Résultats pour «\u202Fclimatiseur Béjaïa\u202F»' }).isVisible(),
      )
      .toBe(true);
    expect(await page.getByRole('searchbox').count()).toBe(1);
    expect(await page.title()).toBe('Recherche «\u202Fclimatiseur Béjaïa\u202F» | DzDeals');
    await screenshot(page, 'shell-search-desktop');
    await page.getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => box.inputValue()).toBe('');
    await context.close();
  });
});

describe('mobile menu', () => {
  it('opens from the hamburger with the same entries, works with the keyboard, and closes', async () => {
    const member = await registerMember({ username: `mobile_${Date.now().toString(36)}` });
    const context = await contextWithToken(member.token, PHONE);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
    expect(await burger.isVisible()).toBe(true);
    // On a phone the desktop actions give way to the hamburger.
    expect(await page.locator('.header-actions').isVisible()).toBe(false);
    await screenshot(page, 'shell-home-phone');

    await burger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Fermer le menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(await menu.locator('a, button').allTextContents()).toEqual([
      'Accueil',
      'Créer un bon plan',
      'Notifications',
      'Mon profil',
      'Mes favoris',
      'Mes alertes',
      'Déconnexion',
      'العربية',
    ]);
    await expect
      .poll(() => menu.getByRole('link', { name: 'Accueil' }).evaluate((el) => el === document.activeElement))
      .toBe(true);
    await screenshot(page, 'shell-menu-phone');
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Ouvrir le menu' }).evaluate((el) => el === document.activeElement))
      .toBe(true);

    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.getByRole('link', { name: 'Mon profil' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => menu.isVisible()).toBe(false);
    // The new page takes the focus, so keyboard and screen reader users start there.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await menu.getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await expect
      .poll(() => menu.locator('a, button').allTextContents())
      .toEqual(['Accueil', 'Connexion', 'Inscription', 'العربية']);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('scrolling', () => {
  it('starts each new page at the top and restores the position on back and forward', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    await page.goto('/legal');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mentions légales');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    // A click from script: Playwright's own click would first scroll the link into view.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'À propos' })
      .evaluate((a: HTMLElement) => a.click());
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/legal');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1500);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/about');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
  });
});

describe('pages', () => {
  it('show a real Not Found page for unknown paths', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const res = await page.goto('/ce-bon-plan/nexiste-pas');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await page.title()).toBe('Page introuvable | DzDeals');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Voir les bons plans' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/nope');
    await screenshot(page, 'shell-not-found-desktop');
    await context.close();
  });

  it('give Home its SEO: one title and description, canonical from the origin, Open Graph, structured data', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await page.title()).toBe('Bons plans, promos et réductions en Algérie | DzDeals');
    expect(await page.locator('title').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    const head = (selector: string, attr = 'content') => page.locator(`head ${selector}`).getAttribute(attr);
    expect(await head('link[rel="canonical"]', 'href')).toBe(`${base}/`);
    expect(await head('meta[property="og:url"]')).toBe(`${base}/`);
    expect(await head('meta[property="og:image"]')).toBe(`${base}/og-image.png`);
    expect(await head('meta[property="og:title"]')).toContain('DzDeals');
    expect(await head('meta[name="keywords"]')).toContain('bons plans');
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'WebSite', name: 'DzDeals', potentialAction: { '@type': 'SearchAction' } });
    const image = await page.request.get('/og-image.png');
    expect(image.headers()['content-type']).toBe('image/png');
    await screenshot(page, 'shell-home-desktop');

    await page.goto('/legal');
    await expect.poll(() => page.title()).toBe('Mentions légales | DzDeals');
    expect(await head('link[rel="canonical"]', 'href')).toBe(`${base}/legal`);
    expect(await page.getByText('loi n° 18-07').first().isVisible()).toBe(true);
    await page.goto('/about');
    await expect.poll(() => page.title()).toBe('À propos | DzDeals');
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** Marks a member's address as proven, as the verify-email link does (sessions.test.ts follows it). */
async function confirmEmail(userId: string) {
  await useStackData();
  const { db } = await import('@functions/lib/clients');
  await db.send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.user(userId),
      UpdateExpression: 'SET emailVerified = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}

/** The phone the issue was measured on, and a laptop. */
const PHONE_390 = { ...PHONE, viewport: { width: 390, height: 844 } };
const LAPTOP = { ...DESKTOP, viewport: { width: 1280, height: 800 } };

/**
 * Home's first screen: how many deal cards it shows whole, and, in those, any price, old price,
 * discount, category or city cut short (its text wider than its box), any merchant or time hidden.
 */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-testid="deal-card"]')].filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    const cut = cards.flatMap((card) =>
      [...card.querySelectorAll<HTMLElement>('.price-now, .price-old, .badge-discount, .tag')]
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().width === 0)
        .map((el) => `${el.className}: ${el.textContent}`),
    );
    const shown = (el: Element | null) => !!el && el.getBoundingClientRect().width > 0;
    const hidden = cards.flatMap((card) =>
      ['.deal-card-merchant', 'time'].filter((sel) => !shown(card.querySelector(sel))),
    );
    return { whole: cards.length, cut, hidden };
  });
}

describe('phone-first Home', () => {
  beforeAll(async () => {
    // Long names and prices, so a card that cuts them short shows it.
    const author = await registerMember({ username: `longues_${Date.now().toString(36)}` });
    for (const [city, category] of [
      ['Tizi Ouzou', 'Beauté et santé'],
      ['Bordj Bou Arréridj', 'Technologie'],
      ['Tizi Ouzou', 'Auto et moto'],
      ['Oum El Bouaghi', 'Beauté et santé'],
    ] as const) {
      await postDeal(author.token, {
        title: `Réfrigérateur combiné No Frost 450 litres ${city}`,
        price: 104500,
        originalPrice: 110500,
        merchant: 'Électro Djurdjura',
        city,
        category,
      });
    }
  });

  for (const [size, device] of [
    ['phone', PHONE_390],
    ['desktop', LAPTOP],
  ] as const) {
    it(`shows whole deals, nothing cut short, for a guest and a member at ${size} size`, async () => {
      const member = await registerMember({ username: `ecran_${size}_${Date.now().toString(36)}` });
      // A member who has confirmed their address (no banner), as most are.
      await confirmEmail(member.id);
      for (const who of ['guest', 'member'] as const) {
        const context = await (who === 'guest'
          ? newContext(browser, base, device)
          : contextWithToken(member.token, device));
        const page = await context.newPage();
        const errors = watchErrors(page);
        await page.goto('/');
        await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThanOrEqual(6);
        if (who === 'member') await expect.poll(() => page.locator('.header-quick').isVisible()).toBe(true);
        // Pictures and fonts laid out: the measure is the settled page.
        await page.evaluate(() => document.fonts.ready);
        // Polled: the cards are counted once laid out, not while the list is still settling.
        const whole = size === 'phone' ? 3 : 6;
        await expect
          .poll(async () => (await firstScreen(page)).whole, { message: `${who} at ${size}` })
          .toBeGreaterThanOrEqual(whole);
        await screenshot(page, `shell-home-first-screen-${size}-${who}`, { fullPage: false });
        const screen = await firstScreen(page);
        expect(screen.cut).toEqual([]);
        expect(screen.hidden).toEqual([]);
        if (who === 'guest') {
          // Right to left, the same.
          await page.goto('/ar');
          await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThanOrEqual(6);
          await expect
            .poll(async () => (await firstScreen(page)).whole, { message: `Arabic at ${size}` })
            .toBeGreaterThanOrEqual(whole);
          await screenshot(page, `shell-home-first-screen-${size}-ar`, { fullPage: false });
          const rtl = await firstScreen(page);
          expect(rtl.cut).toEqual([]);
          // The deal page shows the same one temperature between the arrows.
          await page.goto('/');
          await page.getByTestId('deal-card').first().getByRole('heading').getByRole('link').click();
          await expect.poll(() => page.getByTestId('temperature').isVisible()).toBe(true);
          await screenshot(page, `shell-deal-first-screen-${size}`, { fullPage: false });
        }
        expect(errors).toEqual([]);
        await context.close();
      }
    });
  }

  it('gives a member on a phone the "+" and the bell in the header, each a labelled target of 24 px or more', async () => {
    const member = await registerMember({ username: `entete_${Date.now().toString(36)}` });
    const context = await contextWithToken(member.token, PHONE_390);
    const page = await context.newPage();
    await page.goto('/');
    const create = page.locator('.site-header').getByRole('link', { name: 'Créer un bon plan' });
    const bell = page.locator('.site-header').getByRole('button', { name: 'Notifications' });
    await expect.poll(() => bell.isVisible()).toBe(true);
    expect(await create.isVisible()).toBe(true);
    for (const target of [create, bell]) {
      const box = (await target.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
    // Both in the bar's first row, beside the hamburger (no dot on it any more).
    const burger = (await page.getByRole('button', { name: 'Ouvrir le menu' }).boundingBox())!;
    expect(Math.abs((await bell.boundingBox())!.y - burger.y)).toBeLessThan(4);
    expect(await page.locator('.burger-dot').count()).toBe(0);
    // Cards, temperature and header pass axe (target-size among its rules) at this size.
    await expect.poll(() => page.getByTestId('deal-card').count()).toBeGreaterThan(0);
    expect(await axeViolations(page)).toEqual([]);
    await bell.click();
    const panel = page.locator('.notif-popover');
    await expect.poll(() => panel.isVisible()).toBe(true);
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await screenshot(page, 'shell-header-bell-phone', { fullPage: false });
    await create.click();
    await page.waitForURL((url) => url.pathname === '/deals/create');
    await context.close();
  });
});
