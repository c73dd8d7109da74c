import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal, Page as DealPage } from '@shared/api-types';
import { postDeal, registerMembers, uniqueWord } from '../support/deals';
import { call } from '../support/http';
import {
  DESKTOP,
  PHONE,
  closeAll,
  launchBrowser,
  newContext,
  screenshot,
  signedInContext,
  watchErrors,
} from './support/browser';

// Issue 13 in the browser: the first screen, the Hot and Nouveaux tabs, "Masquer les expirés",
// saving from a card into "Mes favoris", and expiry from the deal page. Tamanrasset is used by
// this file only, so its lists hold exactly the deals posted here.

const base = inject('baseUrl');
const CITY = 'Tamanrasset';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const signedIn = (token: string, device: typeof DESKTOP | typeof PHONE = DESKTOP) =>
  signedInContext(browser, base, token, device);

const list = (page: Page) => page.getByRole('region', { name: /^(Bons plans|Résultats pour)/ });
const cardTitles = (page: Page) => list(page).locator('.deal-card-title').allTextContents();
/** Cards wholly inside the viewport. */
const cardsOnFirstScreen = (page: Page) =>
  page.$$eval('[data-testid=deal-card]', (cards) =>
    cards.filter((card) => {
      const box = card.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }),
  );

describe('Home as a deals community', () => {
  it('shows deals on the first screen of a desktop and of a phone', async () => {
    // At least 8 deals listed, whatever ran before.
    const [author] = await registerMembers(1);
    for (let i = 0; i < 8; i++) await postDeal(author.token, { title: `Bon plan du premier écran ${i + 1}` });
    for (const [name, device, least] of [
      ['desktop', { viewport: { width: 1280, height: 800 } }, 6],
      ['phone', { ...PHONE, viewport: { width: 390, height: 844 } }, 2],
    ] as const) {
      const context = await newContext(browser, base, device);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/');
      // A guest sees the one-line introduction, then the deals.
      await expect.poll(() => page.locator('.hero').isVisible()).toBe(true);
      await expect.poll(async () => (await cardsOnFirstScreen(page)).length).toBeGreaterThanOrEqual(least);
      await screenshot(page, `community-first-screen-${name}`, { fullPage: false });
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('Hot, Nouveaux and Les + hot tabs, the expired switch, and a deal saved from its card found in Mes favoris', async () => {
    const [author, member, ...voters] = await registerMembers(12);
    const voted = await postDeal(author.token, { title: `Voté ${uniqueWord()}`, city: CITY });
    await postDeal(author.token, { title: `Sans vote ${uniqueWord()}`, city: CITY });
    const newest = await postDeal(author.token, { title: `Récent ${uniqueWord()}`, city: CITY });
    const gone = await postDeal(author.token, { title: `Expiré ${uniqueWord()}`, city: CITY });
    expect((await call('POST', `/api/deals/${gone.id}/expire`, { token: author.token })).status).toBe(200);
    // Ten upvotes: 100°, the voted deal is hot, alone in the Hot order.
    await Promise.all(
      voters.map(async (voter) => {
        const res = await call('POST', `/api/deals/${voted.id}/vote?positive=true`, { token: voter.token });
        expect(res.status).toBe(200);
      }),
    );

    const context = await signedIn(member.token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/?city=${CITY}`);
    // Newest first, expired hidden: the default.
    await expect.poll(() => cardTitles(page)).toEqual([newest.title, expect.any(String), voted.title]);
    const tabs = page.getByRole('navigation', { name: 'Ordre des bons plans' });
    expect(await tabs.getByRole('link', { name: 'Nouveaux' }).getAttribute('aria-current')).toBe('page');
    expect(await list(page).locator('.deals-total').textContent()).toBe('3 bons plans');
    // A member sees the deals at once, without the introduction.
    expect(await page.locator('.hero').count()).toBe(0);

    await tabs.getByRole('link', { name: 'Hot', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'hot');
    await expect.poll(() => cardTitles(page)).toEqual([voted.title]);
    expect(await tabs.getByRole('link', { name: 'Hot', exact: true }).getAttribute('aria-current')).toBe('page');
    const hot = await call<DealPage<Deal>>('GET', `/api/deals?city=${CITY}&sort=hot&hideExpired=true`);
    expect(hot.body.data.content[0]).toMatchObject({ id: voted.id, temperature: 100, hot: true });
    await expect
      .poll(() => list(page).locator('.deal-card', { hasText: voted.title }).locator('.temperature').textContent())
      .toMatch(/^100°/);
    await screenshot(page, 'community-hot-desktop');
    // Les + hot: the hottest posted today first, then the others newest first; its period in the URL.
    await tabs.getByRole('link', { name: 'Les + hot' }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'top');
    await expect.poll(() => cardTitles(page)).toEqual([voted.title, newest.title, expect.any(String)]);
    const periods = page.getByRole('navigation', { name: 'Période' });
    expect(await periods.getByRole('link', { name: 'Jour' }).getAttribute('aria-current')).toBe('page');
    await periods.getByRole('link', { name: 'Mois' }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'month');
    expect(await periods.getByRole('link', { name: 'Mois' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'community-top-desktop');
    await tabs.getByRole('link', { name: 'Nouveaux' }).click();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(newest.title);

    // The switch shows the expired deal, greyed, and its place in the URL.
    const toggle = list(page).getByRole('switch', { name: 'Masquer les expirés' });
    expect(await toggle.isChecked()).toBe(true);
    // Clicked, not checked: the switch follows the URL, which changes just after the click.
    await toggle.click();
    await page.waitForURL((url) => url.searchParams.get('expired') === '1');
    await expect.poll(() => toggle.isChecked()).toBe(false);
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(gone.title);
    expect(await list(page).locator('.deal-card.is-expired').count()).toBe(1);
    await expect.poll(() => list(page).locator('.deals-total').textContent()).toBe('4 bons plans');
    await toggle.click();
    await page.waitForURL((url) => !url.searchParams.has('expired'));
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(() => cardTitles(page)).not.toContain(gone.title);

    // Saved from its card: the star is pressed, and the deal is in "Mes favoris".
    const star = list(page).getByRole('button', { name: `Ajouter à mes favoris\u00A0: ${voted.title}` });
    await star.click();
    await expect
      .poll(() =>
        list(page)
          .getByRole('button', { name: `Retirer de mes favoris\u00A0: ${voted.title}` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await page.getByRole('button', { name: /^Menu de / }).click();
    await page.getByRole('link', { name: 'Mes favoris' }).click();
    await page.waitForURL((url) => url.pathname === '/saved');
    await expect.poll(() => page.locator('.deal-card-title').allTextContents()).toEqual([voted.title]);
    expect(await page.getByText('1 bon plan gardé').isVisible()).toBe(true);
    await screenshot(page, 'community-saved-desktop');
    // Taken out there, it leaves the page.
    await page.getByRole('button', { name: `Retirer de mes favoris\u00A0: ${voted.title}` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Aucun favori pour le moment' }).isVisible()).toBe(true);
    // The star answers at once; the server's answer follows.
    await expect
      .poll(
        async () =>
          (await call<DealPage<Deal>>('GET', '/api/users/me/saved', { token: member.token })).body.data.totalElements,
      )
      .toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new member flags a deal as expired; its author marks it expired and it leaves the active list', async () => {
    const [author, member] = await registerMembers(2);
    const deal = await postDeal(author.token, { title: `À expirer ${uniqueWord()}`, city: CITY });
    // Still active: the list drawn with it after going back is the list after the expiry.
    const active = await postDeal(author.token, { title: `Toujours actif ${uniqueWord()}`, city: CITY });

    const memberContext = await signedIn(member.token);
    const flagger = await memberContext.newPage();
    const flagErrors = watchErrors(flagger);
    await flagger.goto(`/deals/${deal.id}`);
    await flagger.getByRole('button', { name: 'Signaler comme expiré' }).click();
    // A new member's flag is recorded and expires nothing on its own (only trusted members' count).
    await expect
      .poll(() => flagger.getByRole('status').filter({ hasText: 'Merci, votre signalement a été enregistré' }).count())
      .toBe(1);
    expect(await flagger.getByRole('button', { name: 'Expiration signalée' }).isDisabled()).toBe(true);
    expect(flagErrors).toEqual([]);
    await memberContext.close();

    const context = await signedIn(author.token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/?city=${CITY}`);
    await expect.poll(() => cardTitles(page)).toContain(deal.title);
    await list(page).getByRole('link', { name: deal.title }).click();
    await page.getByRole('button', { name: 'Marquer comme expiré' }).click();
    const dialog = page.getByRole('dialog', { name: 'Marquer ce bon plan comme expiré\u202F?' });
    await dialog.getByRole('button', { name: 'Marquer comme expiré' }).click();
    await expect.poll(() => page.locator('.deal-expiry .badge-expired').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Marquer comme expiré' }).count()).toBe(0);
    // Back on Home (expired hidden), it is gone from the list without a reload.
    await page.goBack();
    await expect
      .poll(async () => {
        const titles = await cardTitles(page);
        return { drawn: titles.includes(active.title), expiredShown: titles.includes(deal.title) };
      })
      .toEqual({ drawn: true, expiredShown: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
