import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { postDeal, takingTurns, uniqueWord } from '../support/deals';
import { call } from '../support/http';
import { closeAll, launchBrowser, newContext, PHONE, signedInContext } from './support/browser';

// Moving around the site (docs/architecture.md#scroll and #installable-app-pwa): where a page
// starts and where back and forward return to, and what a page reached inside the app shows once
// the network is gone, for a guest and for a member.

const base = inject('baseUrl');
let browser: Browser;
/** A search only this file's deals match: 25 of them, so Home shows two pages and "Charger plus". */
const word = uniqueWord();
const search = `/?q=${word}`;
let deals: Deal[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const crowd = await takingTurns(3);
  // In turns (the posting limit), one after the other: the newest is listed first.
  for (let i = 0; i < 25; i++) {
    deals.push(
      await postDeal(crowd.next().token, {
        title: `Offre ${word} numéro ${i + 1}`,
        // A long description: the deal page is taller than the screen.
        description: `Une offre à ne pas manquer, livrée dans toute la wilaya. `.repeat(40).trim(),
      }),
    );
  }
  deals = deals.reverse();
}, 120_000);
afterAll(() => closeAll(browser));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.locator('.deal-card-title');
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const offlineNotice = (page: Page) => page.getByRole('status').filter({ hasText: 'Vous êtes hors ligne' });

/** Scrolls to `y` and waits for the frames in which the site records it. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
}

/** Home's search showing its first two pages. */
async function twoPages(page: Page) {
  await page.goto(search);
  await expect.poll(() => cards(page).count()).toBe(10);
  await page.getByRole('button', { name: 'Charger plus' }).click();
  await expect.poll(() => cards(page).count()).toBe(20);
}

/** Opens, inside the app, the first deal whose card is on screen. */
async function openCardOnScreen(page: Page) {
  const index = await page.evaluate(() =>
    // Well inside the screen, below the sticky header: the click needs no scroll.
    [...document.querySelectorAll('.deal-card-title a')].findIndex((a) => {
      const { top, bottom } = a.getBoundingClientRect();
      return top > 150 && bottom < window.innerHeight - 50;
    }),
  );
  const link = page.locator('.deal-card-title a').nth(index);
  const title = (await link.textContent())!;
  await link.click();
  await expect.poll(() => h1(page).textContent()).toBe(title);
  return title;
}

async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

/** The API answers the worker keeps, by path and query, with their bodies. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('dzdeals-api');
    return Promise.all(
      (await cache.keys()).map(async (request) => {
        const url = new URL(request.url);
        return { path: url.pathname + url.search, body: await (await cache.match(request))!.text() };
      }),
    );
  });

describe('scroll', () => {
  it('a page opened by its address, and a page reached by a link, start at the top', async () => {
    const context = await newContext(browser, base, PHONE);
    const page = await context.newPage();
    await twoPages(page);
    await scrollTo(page, 1800);

    // Opened by its address (typed, or a link from elsewhere): the top, whatever was left here before.
    await page.goto(`/deals/${deals[3].id}`);
    await expect.poll(() => h1(page).textContent()).toBe(deals[3].title);
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);

    // Home by the logo, from low on another page: the top.
    await scrollTo(page, 600);
    await page.locator('header.site-header .logo').click();
    await expect.poll(() => page.evaluate(() => location.pathname + location.search)).toBe('/');
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    expect(await scrollY(page)).toBe(0);

    // Home by its address again after a scroll there: the top.
    await scrollTo(page, 900);
    await page.goto(search);
    await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(await scrollY(page)).toBe(0);
    await context.close();
  }, 90_000);

  it('back after "Charger plus" returns to the same place with as many deals; forward and back too', async () => {
    const context = await newContext(browser, base, PHONE);
    const page = await context.newPage();
    await twoPages(page);
    await scrollTo(page, 1800);

    const opened = await openCardOnScreen(page);
    // A link followed: the deal from its top.
    expect(await scrollY(page)).toBe(0);
    await scrollTo(page, 500);

    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(1800);
    expect(await cards(page).count()).toBe(20);

    await page.goForward();
    await expect.poll(() => h1(page).textContent()).toBe(opened);
    await expect.poll(() => scrollY(page)).toBe(500);

    await page.goBack();
    await expect.poll(() => scrollY(page)).toBe(1800);
    expect(await cards(page).count()).toBe(20);

    // A reload asks for the list's two pages again (the server renders the first). Its place is not
    // checked: the server-rendered first page can be tall enough for the restore to settle before
    // the second arrives (a known gap, docs/architecture.md#scroll).
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(20);
    await context.close();
  }, 90_000);
});

describe('offline', () => {
  it('a deal page reached inside the app reloads offline, said to be offline', async () => {
    const context = await newContext(browser, base, PHONE);
    const page = await context.newPage();
    await page.goto(search);
    await waitForWorker(page);
    // Now under the worker: the list, then a deal opened from it (its page never fetched).
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(10);
    const title = await openCardOnScreen(page);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => h1(page).textContent()).toBe(title);
    await expect
      .poll(() => offlineNotice(page).textContent())
      .toBe(
        'Vous êtes hors ligne\u00A0: vous voyez les bons plans tels qu’ils étaient lors de votre dernière connexion.',
      );
    // Back online, the next read is the network's: the notice goes.
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => h1(page).textContent()).toBe(title);
    await expect.poll(() => offlineNotice(page).count()).toBe(0);
    await context.close();
  }, 90_000);

  it('a member offline sees the public list last seen, marked offline; their own votes are never kept', async () => {
    const [member] = (await takingTurns(1)).members;
    const voted = deals[0];
    expect((await call('POST', `/api/deals/${voted.id}/vote?positive=true`, { token: member.token })).status).toBe(200);
    const context = await signedInContext(browser, base, member.token, PHONE);
    const page = await context.newPage();
    await page.goto(search);
    await waitForWorker(page);
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(10);
    // The page came server-rendered (the guest's list, inlined): the worker keeps that page, and
    // the member's marks come from the API, never kept.
    await expect
      .poll(() =>
        page.evaluate(async (path) => {
          const kept = await (await caches.open('dzdeals-pages')).keys();
          return kept.some((request) => request.url.endsWith(path));
        }, search),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => cards(page).count()).toBe(10);
    await expect.poll(() => cards(page).first().textContent()).toBe(voted.title);
    // The worker marks the screen it kept: said even where the phone claims a network (Chromium
    // reports one again after an offline reload).
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-kept'))).toBe(true);
    await expect.poll(() => offlineNotice(page).count()).toBe(1);
    expect(await page.getByText('Impossible de joindre le serveur').count()).toBe(0);

    // Nothing kept is the member's: no vote, no trace of them.
    for (const { path, body } of await keptAnswers(page)) {
      expect(path).toMatch(/^\/api\/(config|deals(\/(search|cities|categories|[\w-]{16}(\/comments)?))?)(\?|$)/);
      expect(body).not.toContain(member.id);
      expect(body).not.toContain('"isPositive"');
    }
    await context.close();
  }, 90_000);
});
