import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { TABLE, keys } from '@shared/table';
import { postDeal, uniqueWord } from '../support/deals';
import { call, registerMember } from '../support/http';
import { fakeFacebookToken } from '../support/fake-oauth';
import { grantStanding, stackDb } from '../support/trust';
import { DESKTOP, closeAll, launchBrowser, newContext, signedInContext, watchErrors } from './support/browser';

// Public member pages (/membres/{username}) in the browser: reached from a deal's author link,
// server-rendered when opened directly, and the member's own standing on /profile. Merchant pages
// (/marchands/{slug}) the same way, from a deal's merchant link.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A member with standing (reputation 60: Confirmé) and a badge as the reputation code stores it. */
async function establishedMember() {
  const member = await registerMember();
  await grantStanding(member.id, 60);
  await stackDb().send(
    new UpdateCommand({
      TableName: TABLE.defaultName,
      Key: keys.userStats(member.id),
      UpdateExpression: 'SET badge_first_deal = :at',
      ExpressionAttributeValues: { ':at': '2026-02-03T10:00:00.000Z' },
    }),
  );
  return member;
}

describe('member pages in the browser', () => {
  it("from a deal's author link to the member's page: level, badges, their deals newest first with Charger plus", async () => {
    const member = await establishedMember();
    const titles: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const deal = await postDeal(member.token, { title: `Offre numéro ${i} de ${member.username}` });
      titles.push(deal.title);
    }
    const last = titles.at(-1)!;
    const context = await newContext(browser, base, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const dealId = (await (await fetch(`${base}/api/deals?author=${member.id}&size=1`)).json()).data.content[0].id;

    await page.goto(`/deals/${dealId}`);
    await expect.poll(() => page.locator('.deal-summary .vote-bar').count()).toBe(1);
    await page.locator('.deal-byline').getByRole('link', { name: member.username }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/membres/${member.username}`);
    await expect.poll(() => h1(page).textContent()).toBe(member.username);
    const card = page.locator('.member-card');
    expect(await card.locator('.level-badge').textContent()).toBe('Confirmé');
    expect(await card.textContent()).toContain('60\u00A0points de réputation');
    expect(await card.textContent()).toContain('Membre depuis le');
    expect(await card.locator('.member-badge').first().textContent()).toMatch(
      /^Premier bon plan obtenu le 3 février 2026/,
    );
    await expect.poll(() => page.title()).toBe(`${member.username}\u00A0: profil de membre | DzDeals`);

    // Their deals, newest first, six then the seventh after "Charger plus".
    const deals = page.getByRole('region', { name: `Bons plans de ${member.username}` });
    await expect.poll(() => deals.locator('.deal-card-title').count()).toBe(6);
    expect(await deals.locator('.deal-card-title').first().textContent()).toBe(last);
    await deals.getByRole('button', { name: 'Charger plus' }).click();
    await expect.poll(() => deals.locator('.deal-card-title').count()).toBe(7);
    expect(await deals.locator('.deal-card-title').last().textContent()).toBe(titles[0]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opened directly, the app shows the profile the page came with; an unknown member is not found', async () => {
    const member = await establishedMember();
    const context = await newContext(browser, base, DESKTOP);
    const page = await context.newPage();
    await page.route('**/api/users/**', (route) => route.abort());

    await page.goto(`/membres/${member.username.toUpperCase()}`);
    // The deals' section is the app's alone: the app rendered the profile from the page's data.
    await expect.poll(() => page.locator('.member-deals').count()).toBe(1);
    expect(await h1(page).textContent()).toBe(member.username);
    expect(await page.locator('.member-card .level-badge').textContent()).toBe('Confirmé');

    await page.goto('/membres/personne_ici_42');
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1);
    await expect.poll(() => h1(page).textContent()).toBe('Membre introuvable');
    await context.close();
  });

  it('/profile shows the member their reputation, level, the next one, their linked identities and their public page', async () => {
    const member = await establishedMember();
    // Their Facebook, with the same (verified) address, links to the account.
    const facebook = await call<{ token: string }>('POST', '/api/auth/oauth/facebook', {
      body: {
        accessToken: fakeFacebookToken({ id: `fb-${member.id}`, name: member.username, email: member.email }),
      },
    });
    expect(facebook.status).toBe(200);
    const context = await signedInContext(browser, base, facebook.body.data.token, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/profile');
    const standing = page.getByRole('region', { name: 'Ma réputation' });
    await expect.poll(() => standing.locator('.level-badge').textContent()).toBe('Confirmé');
    const text = await standing.textContent();
    expect(text).toContain('60\u00A0points de réputation');
    expect(text).toContain('Encore 140\u00A0points pour atteindre Expert');
    expect(await standing.getByText('Premier bon plan').isVisible()).toBe(true);

    const identities = page.getByRole('region', { name: 'Connexions Google et Facebook' });
    await expect.poll(() => identities.locator('.identity strong').allTextContents()).toEqual(['Facebook']);
    // The password remains a way in, so Facebook can go.
    await identities.getByRole('button', { name: 'Retirer Facebook' }).click();
    await expect.poll(() => identities.locator('.identity').count()).toBe(0);
    expect(await identities.getByRole('status').isVisible()).toBe(true);
    await standing.getByRole('link', { name: 'Voir mon profil public' }).click();
    await expect.poll(() => h1(page).textContent()).toBe(member.username);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('merchant pages in the browser', () => {
  it("from a deal's merchant link to the merchant's page: its counts, its deals, and Suivre", async () => {
    const author = await registerMember();
    const name = `Boutique ${uniqueWord('shop')}`;
    const older = await postDeal(author.token, { title: `Mixeur plongeant chez ${name}`, merchant: name });
    const newer = await postDeal(author.token, { title: `Robot pâtissier chez ${name}`, merchant: name });
    const slug = newer.merchantSlug!;
    const reader = await registerMember();
    const context = await signedInContext(browser, base, reader.token, DESKTOP);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto(`/deals/${older.id}`);
    await expect.poll(() => page.locator('.deal-summary .vote-bar').count()).toBe(1);
    await page.locator('.deal-merchant').getByRole('link', { name, exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/marchands/${slug}`);
    await expect.poll(() => h1(page).textContent()).toBe(name);
    await expect.poll(() => page.title()).toBe(`Bons plans ${name}\u00A0: codes promo et promotions | DzDeals`);
    const card = page.locator('.merchant-card');
    expect(await card.locator('.merchant-counts').textContent()).toBe('2\u00A0bons plans · 2\u00A0actifs · 0\u00A0hot');
    expect(await card.locator('.merchant-followers').textContent()).toBe('Aucun abonné');

    // Its deals, newest first, each card's merchant leading back here.
    const deals = page.getByRole('region', { name: `Bons plans ${name}` });
    await expect.poll(() => deals.locator('.deal-card-title').allTextContents()).toEqual([newer.title, older.title]);
    expect(await deals.getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(
      `/marchands/${slug}`,
    );

    // Followed at once, and so on the server.
    await card.getByRole('button', { name: 'Suivre' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'Suivi' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.locator('.merchant-followers').textContent()).toBe('1\u00A0abonné');
    const read = await call<{ followed: boolean; followers: number }>('GET', `/api/merchants/${slug}`, {
      token: reader.token,
    });
    expect(read.body.data).toMatchObject({ followed: true, followers: 1 });
    // Opened again, the page (rendered for a guest) shows the member's own state once the session is known.
    await page.reload();
    await expect.poll(() => card.getByRole('button', { name: 'Suivi' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
