import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PWA_FILES } from '@shared/page-shells';
import { postDeal, uniqueWord } from '../support/deals';
import { registerMember } from '../support/http';
import { closeAll, launchBrowser, newContext, screenshot, signedInContext } from './support/browser';

// The installable app (docs/architecture.md#installable-app-pwa): the web manifest, and the
// service worker of the production build, which keeps the app and the last public reads for
// when the network is down.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cardTitles = (page: Page) => page.locator('.deal-card-title').allTextContents();

/** Waits for the worker the app registers after the page has loaded to control the page. */
async function waitForWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), { timeout: 30_000 })
    .toBe('activated');
}

/** What the page reports as broken beyond a failed request: CSP refusals and uncaught errors. */
function watchFaults(page: Page) {
  const faults: string[] = [];
  page.on('pageerror', (err) => faults.push(err.message));
  page.on('console', (msg) => {
    if (msg.text().startsWith('CSP violation')) faults.push(msg.text());
  });
  return faults;
}

/** The requests the worker kept in its cache of API answers, as path and query. */
const keptAnswers = (page: Page) =>
  page.evaluate(async () => {
    const cache = await caches.open('dzdeals-api');
    return (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  });

describe('installable app', () => {
  it('links a web manifest in French from every shell, with icons of the sizes it states', async () => {
    const res = await fetch(`${base}/${PWA_FILES.manifest}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await res.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'DzDeals – Bons plans en Algérie',
      short_name: 'DzDeals',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toMatch(/^Les meilleurs bons plans d’Algérie/);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.type} ${i.purpose}`).sort()).toEqual([
      '192x192 image/png any',
      '192x192 image/png maskable',
      '512x512 image/png any',
      '512x512 image/png maskable',
    ]);

    const worker = await fetch(`${base}/${PWA_FILES.worker}`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy')!.split('; ');
    expect(csp).toEqual(expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]));

    const author = await registerMember();
    const deal = await postDeal(author.token, { title: `Mixeur plongeant ${uniqueWord()}` });
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const faults = watchFaults(page);
    // Home's shell, a static page's, the app's (a member page) and a deal page rendered by its route.
    for (const path of ['/', '/about', '/login', `/deals/${deal.id}`]) {
      await page.goto(path);
      const head = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
        appleIcon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      }));
      expect(head, path).toEqual({
        manifest: `/${PWA_FILES.manifest}`,
        themeColor: manifest.theme_color,
        appleIcon: '/apple-touch-icon.png',
      });
    }
    // The colours are the site's own (web/src/styles/base.css).
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.documentElement);
      return { theme: style.getPropertyValue('--primary').trim(), page: style.getPropertyValue('--page').trim() };
    });
    expect({ theme: manifest.theme_color, page: manifest.background_color }).toEqual(colours);
    // Every icon loads (under the CSP) at the size it states.
    const icons = [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180' }];
    const loaded = await page.evaluate(
      (sources) =>
        Promise.all(
          sources.map(
            (src) =>
              new Promise<string>((resolve) => {
                const image = new Image();
                image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
                image.onerror = () => resolve(`${src} did not load`);
                image.src = src;
              }),
          ),
        ),
      icons.map((i) => i.src),
    );
    expect(loaded).toEqual(icons.map((i) => i.sizes));
    expect(faults).toEqual([]);
    await context.close();
  });

  it('after one visit, opens offline on the kept app, the last pages seen and the offline page', async () => {
    const author = await registerMember();
    const seen = await postDeal(author.token, { title: `Robot pâtissier ${uniqueWord()}` });
    const unseen = await postDeal(author.token, { title: `Four encastrable ${uniqueWord()}` });
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const faults = watchFaults(page);
    await page.goto('/');
    await expect.poll(() => cardTitles(page)).toContain(seen.title);
    await waitForWorker(page);

    // At once offline: `/` is the app kept by the worker (its list was read before the worker took
    // over, so only the frame shows).
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => page.locator('header.site-header .logo').isVisible()).toBe(true);
    // The footer is the app's alone: the app itself started.
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1);

    // Online, the worker keeps the list and the deal page as they are read.
    await context.setOffline(false);
    await page.reload();
    await expect.poll(() => cardTitles(page)).toContain(seen.title);
    await page.goto(`/deals/${seen.id}`);
    await expect.poll(() => h1(page).textContent()).toBe(seen.title);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.goto('/');
    await expect.poll(() => cardTitles(page)).toContain(seen.title);
    await page.goto(`/deals/${seen.id}`);
    await expect.poll(() => h1(page).textContent()).toBe(seen.title);

    // A page never opened: the offline page, in French.
    await page.goto(`/deals/${unseen.id}`);
    await expect.poll(() => h1(page).textContent()).toBe('Vous êtes hors ligne');
    expect(await page.title()).toBe('Vous êtes hors ligne | DzDeals');
    await screenshot(page, 'pwa-offline-desktop');
    // "Réessayer", back online, opens the page asked for.
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect.poll(() => h1(page).textContent()).toBe(unseen.title);
    expect(faults).toEqual([]);
    await context.close();
  }, 120_000);

  it("keeps no member's answer nor any private one: only the public reads of a guest", async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token, { title: `Aspirateur balai ${uniqueWord()}` });
    const context = await signedInContext(browser, base, member.token);
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => cardTitles(page)).toContain(deal.title);
    await waitForWorker(page);
    // Every read now goes by the worker: the member's list, deal page, profile and favourites.
    for (const [path, title] of [
      ['/', null],
      [`/deals/${deal.id}`, deal.title],
      ['/profile', member.username],
      ['/saved', 'Mes favoris'],
    ] as const) {
      await page.goto(path);
      if (title) await expect.poll(() => h1(page).textContent()).toBe(title);
      else await expect.poll(() => cardTitles(page)).toContain(deal.title);
      await page.waitForLoadState('networkidle');
    }
    // Kept meanwhile: the guest's answers of the public reads the member made (fetched without the
    // token, for when the network fails), never the member's own nor their private reads.
    await expect.poll(() => keptAnswers(page)).toContain(`/api/deals/${deal.id}`);
    for (const path of await keptAnswers(page)) {
      expect(path).toMatch(/^\/api\/(config|deals(\/(search|cities|categories|[\w-]{16}(\/comments)?))?)(\?|$)/);
    }

    // Signed out, the same reads are a guest's: those the worker keeps.
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/deals/${deal.id}`);
    await expect.poll(() => h1(page).textContent()).toBe(deal.title);
    await page.goto('/');
    await expect.poll(() => cardTitles(page)).toContain(deal.title);
    await page.waitForLoadState('networkidle');
    const kept = await keptAnswers(page);
    expect(kept).toContain(`/api/deals/${deal.id}`);
    expect(kept.some((path) => path.startsWith(`/api/deals/${deal.id}/comments?`))).toBe(true);
    expect(kept.some((path) => path.startsWith('/api/deals?'))).toBe(true);
    for (const path of kept) {
      expect(path).toMatch(/^\/api\/(config|deals(\/(search|cities|categories|[\w-]{16}(\/comments)?))?)(\?|$)/);
    }
    await context.close();
  }, 120_000);
});
