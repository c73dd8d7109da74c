import { randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FAKE_GOOGLE_CLIENT_ID } from '../support/fake-oauth';
import { registerMember } from '../support/http';
import { lastResetToken } from '../support/outbox';
import { closeAll, launchBrowser, newContext, screenshot, watchErrors } from './support/browser';

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const header = (page: Page) => page.locator('.header-actions');
const stored = (page: Page) =>
  page.evaluate(() => ({
    token: localStorage.getItem('dzdeals_token'),
    user: JSON.parse(localStorage.getItem('dzdeals_user') ?? 'null') as Record<string, string> | null,
  }));

describe('account in the browser', () => {
  it('sign-up → signed-in header → logout → sign-in again', async () => {
    const tag = randomUUID().slice(0, 8);
    const me = { username: `sara_${tag}`, email: `sara.${tag}@exemple.dz`, password: 'un-mot-de-passe-solide' };
    const context = await newContext(browser, base);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await page.goto('/');
    await header(page).getByRole('link', { name: 'Inscription' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => page.getByText('Ce champ est obligatoire').count()).toBeGreaterThan(0);
    await page.getByLabel('Nom d’utilisateur').fill(me.username);
    await page.getByLabel('Adresse email').fill(me.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(me.password);
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('pas-le-meme');
    await page.getByLabel('Ville', { exact: true }).fill('Constantine');
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect.poll(() => page.getByText('Les mots de passe ne correspondent pas').isVisible()).toBe(true);
    await screenshot(page, 'account-register-errors-desktop');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    const menuButton = header(page).getByRole('button', { name: `Menu de ${me.username}` });
    await expect.poll(() => menuButton.isVisible()).toBe(true);
    expect(await menuButton.locator('.avatar').textContent()).toBe('S');
    expect(await page.locator('.header-quick').getByRole('link', { name: 'Créer un bon plan' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Connexion' }).count()).toBe(0);
    expect(await stored(page)).toMatchObject({ user: { username: me.username, city: 'Constantine', role: 'USER' } });
    await menuButton.click();
    expect(await header(page).getByRole('link', { name: 'Mon profil' }).isVisible()).toBe(true);
    expect(await header(page).getByRole('link', { name: 'Nettoyage des images' }).count()).toBe(0);
    await screenshot(page, 'account-signed-in-menu-desktop');

    // Logging out from a protected page lands on Home, not on that page's redirect to Login.
    await header(page).getByRole('link', { name: 'Mon profil' }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await header(page)
      .getByRole('button', { name: `Menu de ${me.username}` })
      .click();
    await header(page).getByRole('button', { name: 'Déconnexion' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => header(page).getByRole('link', { name: 'Connexion' }).isVisible()).toBe(true);
    expect(await stored(page)).toEqual({ token: null, user: null });

    await header(page).getByRole('link', { name: 'Connexion' }).click();
    await page.getByLabel('Adresse email').fill(me.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Email ou mot de passe incorrect');
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByLabel('Mot de passe', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    // The minimal user of the sign-in gives way to the full profile a moment later.
    await expect.poll(async () => (await stored(page)).user?.city).toBe('Constantine');
    expect((await stored(page)).user?.createdAt).toMatch(/^\d{4}-/);
    // The one 401 is the refused password; the client stayed on the login page for it.
    expect(errors.filter((e) => !e.startsWith('401 '))).toEqual([]);
    await context.close();
  });

  it('resets a forgotten password from the emailed link', async () => {
    const member = await registerMember();
    const context = await newContext(browser, base);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Mot de passe oublié\u202F?' }).click();
    // The login form stays on screen until the next page has loaded: wait for it before typing.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Mot de passe oublié');
    await page.getByLabel('Adresse email').fill(member.email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toContain('Si un compte est associé à cet email, vous recevrez un lien');

    const { link } = await lastResetToken(member.email);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page
      .getByLabel('Nouveau mot de passe', { exact: true })
      .and(page.locator('input'))
      .fill('tout-nouveau-secret');
    await page.getByLabel('Confirmer le mot de passe', { exact: true }).fill('tout-nouveau-secret');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain('réinitialisé');
    await screenshot(page, 'account-reset-done-desktop');

    // The link serves once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Lien invalide');
    await page.goto('/login');
    await page.getByLabel('Adresse email').fill(member.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill('tout-nouveau-secret');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });

  it('signs in with Facebook through its SDK (stood in for: no internet here)', async () => {
    const context = await newContext(browser, base);
    // Facebook's Graph API is the loopback stand-in of the test stack, which knows this token.
    await context.route('https://connect.facebook.net/**', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.FB = { init() {}, login(cb) { cb({ authResponse: { accessToken: 'fb-valid-token' } }); } };`,
      }),
    );
    const page = await context.newPage();
    await page.goto('/login?redirect=%2Fprofile');
    const button = page.getByRole('button', { name: 'Continuer avec Facebook' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await expect.poll(() => page.getByText('yacine.fb@exemple.dz').isVisible()).toBe(true);
    await context.close();
  });

  it('signs in with Google through Identity Services (stood in for: no internet here)', async () => {
    const { pem, kid } = inject('googleKey');
    const email = `g.${randomUUID().slice(0, 8)}@exemple.dz`;
    const credential = jwt.sign({ sub: randomUUID(), email, email_verified: true, name: 'Lina Google' }, pem, {
      algorithm: 'RS256',
      keyid: kid,
      audience: FAKE_GOOGLE_CLIENT_ID,
      issuer: 'https://accounts.google.com',
      expiresIn: 300,
    });
    const context = await newContext(browser, base);
    await context.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `window.google = { accounts: { id: {
          initialize(o) { window.__gis = o; },
          renderButton(el) {
            const b = document.createElement('button');
            b.type = 'button';
            b.textContent = 'Continuer avec Google';
            b.onclick = () => window.__gis.callback({ credential: ${JSON.stringify(credential)} });
            el.appendChild(b);
          },
        } } };`,
      }),
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continuer avec Google' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await expect.poll(() => page.getByText(email).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('hides a sign-in provider whose SDK cannot be reached, without alarming the visitor', async () => {
    const context = await newContext(browser, base);
    const page = await context.newPage();
    // Each provider says in the console when its SDK could not be reached: only then is the
    // absence of its button the page's decision rather than a page not drawn yet.
    const unavailable: string[] = [];
    page.on('console', (msg) => {
      const said = /^(Google|Facebook) sign-in unavailable/.exec(msg.text());
      if (msg.type() === 'warning' && said) unavailable.push(said[1]);
    });
    await page.goto('/login');
    await expect.poll(() => page.getByRole('button', { name: 'Se connecter' }).isVisible()).toBe(true);
    await expect.poll(() => [...unavailable].sort()).toEqual(['Facebook', 'Google']);
    await expect.poll(() => page.locator('.oauth').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await screenshot(page, 'account-login-desktop');
    await context.close();
  });
});
