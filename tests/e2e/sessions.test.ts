import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerMember } from '../support/http';
import { lastLinkToken } from '../support/outbox';
import { closeAll, launchBrowser, newContext, screenshot } from './support/browser';

const base = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(...contexts, browser));

async function signedInPage(email: string, password: string) {
  const context = await newContext(browser, base);
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Adresse email').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  return page;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('dzdeals_token'));
const openProfile = async (page: Page, username: string) => {
  await page
    .locator('.header-actions')
    .getByRole('button', { name: `Menu de ${username}` })
    .click();
  await page.locator('.header-actions').getByRole('link', { name: 'Mon profil' }).click();
};

describe('sessions across devices', () => {
  it('a password change on one device sends the other to the login page on its next call', async () => {
    const m = await registerMember();
    const laptop = await signedInPage(m.email, m.password);
    const phone = await signedInPage(m.email, m.password);

    await openProfile(laptop, m.username);
    await laptop.waitForURL((url) => url.pathname === '/profile');
    const before = await storedToken(laptop);
    await laptop.getByLabel('Mot de passe actuel', { exact: true }).fill(m.password);
    await laptop.getByLabel('Nouveau mot de passe', { exact: true }).fill('change-sur-le-portable');
    await laptop.getByLabel('Confirmer le nouveau mot de passe', { exact: true }).fill('change-sur-le-portable');
    await laptop.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await expect.poll(() => laptop.getByText('Vos autres appareils ont été déconnectés').isVisible()).toBe(true);
    // This device keeps going with the fresh token...
    expect(await storedToken(laptop)).not.toBe(before);
    await laptop.reload();
    await expect.poll(() => laptop.getByRole('heading', { name: 'Appareils connectés' }).isVisible()).toBe(true);
    expect(new URL(laptop.url()).pathname).toBe('/profile');

    // ...while the other one's next call answers 401 and lands on the login page.
    await openProfile(phone, m.username);
    await phone.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => storedToken(phone)).toBeNull();
    await screenshot(phone, 'sessions-ended-elsewhere-desktop');
  });

  it('logout-all from the profile signs this device out too', async () => {
    const m = await registerMember();
    const page = await signedInPage(m.email, m.password);
    await openProfile(page, m.username);
    await page.getByRole('button', { name: 'Se déconnecter de tous les appareils' }).click();
    await page.getByRole('button', { name: 'Tout déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expect.poll(() => page.getByText('Vous avez été déconnecté de tous les appareils').isVisible()).toBe(true);
    expect(await storedToken(page)).toBeNull();
  });
});

describe('email verification in the browser', () => {
  it('the banner reminds an unverified member; the mailed link verifies and the banner goes', async () => {
    const m = await registerMember();
    const page = await signedInPage(m.email, m.password);
    const banner = page.getByRole('region', { name: 'Confirmation de l’adresse email' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    await banner.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await expect
      .poll(() => banner.getByText('Un nouveau lien de vérification vous a été envoyé').isVisible())
      .toBe(true);
    await screenshot(page, 'verify-banner-desktop');

    const { link } = await lastLinkToken(m.email, 'verify-email');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => page.getByText('Merci, votre adresse email est vérifiée').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Retour à l’accueil' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    // Home drawn, for the signed-in member (the layout draws the banner with the header's
    // member menu): only then does the banner's absence say anything.
    await expect.poll(() => page.getByRole('button', { name: `Menu de ${m.username}` }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Explorer les bons plans' }).isVisible()).toBe(true);
    await expect.poll(() => banner.count()).toBe(0);

    // The same link a second time is refused, in French.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => page.getByText('Ce lien de vérification est invalide ou a expiré').isVisible()).toBe(true);
  });
});
