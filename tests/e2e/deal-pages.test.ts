import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postDeal } from '../support/deals';
import { registerMember } from '../support/http';
import { closeAll, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';

// The server-rendered pages in the browser (web/src/entry-server.tsx, web/src/main.tsx): the app
// hydrates the page it came with, with no error and no second read of what the page carried.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

/** Opens `path` and waits for the app to hydrate; returns the API reads it made and the errors seen. */
async function hydrate(page: Page, path: string) {
  const reads: string[] = [];
  const onRequest = (req: { url(): string }) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname.slice(4)}${url.search}`);
  };
  page.on('request', onRequest);
  const errors = watchErrors(page);
  const res = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  // What the page needs once hydrated (comments, marks...) has had its chance to be asked.
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  const inlined = await page.evaluate(() =>
    Object.keys(JSON.parse(document.getElementById('page-data')!.textContent!).entries),
  );
  return { status: res?.status(), reads, errors, inlined };
}

describe('server-rendered pages in the browser', () => {
  it('hydrate Home, a filtered list, a search, a deal and a member page without an error or a second read', async () => {
    const author = await registerMember();
    const word = `hydra${Date.now().toString(36)}`;
    const deal = await postDeal(author.token, {
      title: `Machine à café ${word} à 19 900 DA`,
      price: 19900,
      city: 'Oran',
      category: 'Maison',
    });
    const context = await newContext(browser, base, PHONE);
    const page = await context.newPage();
    for (const path of [
      '/',
      '/?city=Oran&category=Maison',
      `/?q=${word}`,
      `/deals/${deal.id}`,
      `/membres/${author.username}`,
    ]) {
      const { status, reads, errors, inlined } = await hydrate(page, path);
      expect(status, path).toBe(200);
      expect(errors, path).toEqual([]);
      expect(inlined.length, path).toBeGreaterThan(0);
      // Nothing the page carried is read again (the deal's comments and the lists' catalogs are not carried).
      expect(
        reads.filter((read) => inlined.includes(read)),
        path,
      ).toEqual([]);
      expect(
        await page
          .getByRole('link', { name: deal.title })
          .or(page.getByRole('heading', { name: deal.title }))
          .first()
          .isVisible(),
        path,
      ).toBe(true);
    }

    // Hydrated for real: the Hot tab is the app's navigation, not a page load.
    await hydrate(page, '/');
    const documents: string[] = [];
    page.on('request', (req) => req.resourceType() === 'document' && documents.push(req.url()));
    await page
      .getByRole('navigation', { name: 'Ordre des bons plans' })
      .getByRole('link', { name: 'Hot', exact: true })
      .click();
    await expect.poll(() => new URL(page.url()).search).toBe('?sort=hot');
    await expect.poll(() => page.locator('a[aria-current="page"]', { hasText: 'Hot' }).count()).toBe(1);
    expect(documents).toEqual([]);
    await context.close();
  });

  it('shows a missing deal and a query Home cannot show as the server rendered them, asking nothing again', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const missing = await hydrate(page, '/deals/abcdefghijklmnop');
    expect(missing.status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Bon plan non trouvé');
    expect(missing.reads.filter((read) => read.startsWith('/deals/abcdefghijklmnop'))).toEqual([]);
    // The page's own 404 is the one error expected.
    expect(missing.errors.filter((e) => !e.includes('/deals/abcdefghijklmnop'))).toEqual([]);

    const refused = await hydrate(page, '/?city=Atlantide');
    expect(refused.status).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(refused.reads.filter((read) => read.startsWith('/deals?'))).toEqual([]);
    expect(refused.errors.filter((e) => !e.includes('Atlantide'))).toEqual([]);
    await context.close();
  });
});
