import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postDeal } from '../support/deals';
import { registerMember } from '../support/http';
import { axeViolations } from './support/arabic';
import { closeAll, launchBrowser, newContext, PHONE, signedInContext, watchErrors } from './support/browser';

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

  it('meet axe’s target-size and label-content-name-mismatch at 390 px (Home, a deal page, /profile); Plan du site opens', async () => {
    const RULES = ['target-size', 'label-content-name-mismatch'];
    const member = await registerMember();
    const deal = await postDeal(member.token, { title: 'Aspirateur sans fil à 24 900 DA', price: 24900 });
    const phone = { ...PHONE, viewport: { width: 390, height: 844 } };
    const context = await signedInContext(browser, base, member.token, phone);
    const page = await context.newPage();
    for (const path of ['/', `/deals/${deal.id}`, '/profile']) {
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      await page.waitForLoadState('networkidle');
      const rules = (await axeViolations(page, RULES)).filter((v) => RULES.includes(v.rule));
      expect(rules, path).toEqual([]);
      // Nothing wider than the phone (the "log out everywhere" button wraps).
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
    // A guest's Home and deal page, as Lighthouse reads them.
    const guest = await newContext(browser, base, phone);
    const guestPage = await guest.newPage();
    for (const path of ['/', `/deals/${deal.id}`]) {
      await guestPage.goto(path);
      await guestPage.waitForFunction(() => document.documentElement.dataset.app === 'ready');
      const rules = (await axeViolations(guestPage, RULES)).filter((v) => RULES.includes(v.rule));
      expect(rules, path).toEqual([]);
    }
    // "Plan du site" in the footer: the HTML page (its shell prerendered), the newest deals read once hydrated.
    const errors = watchErrors(guestPage);
    await guestPage.getByRole('contentinfo').getByRole('link', { name: 'Plan du site' }).click();
    await guestPage.waitForURL((url) => url.pathname === '/plan-du-site');
    await guestPage.goto('/plan-du-site');
    await guestPage.waitForFunction(() => document.documentElement.dataset.app === 'ready');
    await expect.poll(() => guestPage.getByRole('main').getByRole('link', { name: deal.title }).count()).toBe(1);
    expect(await guestPage.getByRole('heading', { level: 1 }).textContent()).toBe('Plan du site');
    expect(errors).toEqual([]);
    await closeAll(guest, context);
  });
});
