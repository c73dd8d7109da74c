import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { postDeal } from '../support/deals';
import { registerMember } from '../support/http';
import { closeAll, launchBrowser, newContext } from './support/browser';

// The server-rendered deal page (functions/site/render-deal-page.ts) in the browser: the app
// renders the deal from the data the page came with, without waiting on the API.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

describe('server-rendered deal pages in the browser', () => {
  it('the app renders the deal from the page it came with, the API blocked after the HTML', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: 'Machine à café expresso à 19 900 DA', price: 19900 });
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const blocked: string[] = [];
    await page.route('**/api/**', (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });

    await page.goto(`/deals/${deal.id}`);
    // The vote bar and the star are the app's alone: the app rendered the deal.
    await expect.poll(() => page.locator('.deal-summary .vote-bar').count()).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(deal.title);
    expect(await page.getByRole('button', { name: 'Ajouter à mes favoris' }).isVisible()).toBe(true);
    await expect.poll(() => page.title()).toBe(`${deal.title} | DzDeals`);
    // The app asked for the fresh deal (and was refused): what it shows came with the page.
    expect(blocked).toContain(`/api/deals/${deal.id}`);

    // A deal that is not there: the app says so at once, without asking.
    blocked.length = 0;
    await page.goto('/deals/abcdefghijklmnop');
    // The footer is the app's alone (the page comes with its header only).
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Bon plan non trouvé');
    expect(await page.locator('.status-actions a').isVisible()).toBe(true);
    expect(blocked.filter((path) => path.startsWith('/api/deals/abcdefghijklmnop'))).toEqual([]);
    await context.close();
  });
});
