import { crc32, deflateSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { variantFile } from '@shared/image-variants';
import { adminToken, postDeal, uniqueWord } from '../support/deals';
import { call, eventually, registerMember } from '../support/http';
import { backdateImage, uploadImage } from '../support/images';
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

const base = inject('baseUrl');
/** The narrowest phone the site is made for. */
const PHONE_360 = { ...PHONE, viewport: { width: 360, height: 740 } };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const signedIn = (token: string, device: typeof DESKTOP | typeof PHONE = DESKTOP) =>
  signedInContext(browser, base, token, device);

/** A real PNG (a colour gradient) the browser can decode, bigger than the upload keeps. */
function gradientPng(width: number, height: number) {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = Math.round((x / width) * 255);
      raw[row + 2 + x * 3] = Math.round((y / height) * 200);
      raw[row + 3 + x * 3] = 120;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const list = (page: Page) => page.getByRole('region', { name: /^(Bons plans|Résultats pour)/ });
const cardTitles = (page: Page) => list(page).locator('.deal-card-title').allTextContents();
const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const dealIdOf = (page: Page) => new URL(page.url()).pathname.split('/')[2];

describe('deals in the browser', () => {
  it('post with a picture → first on Home → found by search and filters → vote → comment → edit → delete', async () => {
    const author = await registerMember();
    const voter = await registerMember();
    const word = uniqueWord('climatiseur');
    const title = `Climatiseur ${word} 12000 BTU`;

    // The author posts a deal with every field and a picture.
    const authorContext = await signedIn(author.token);
    const page = await authorContext.newPage();
    const errors = watchErrors(page);
    await page.goto('/deals/create');
    await expect.poll(() => h1(page).textContent()).toBe('Partager un bon plan');
    await page.getByRole('button', { name: 'Publier le bon plan' }).click();
    await expect.poll(() => page.getByText('Le titre doit contenir entre 5 et 140 caractères').isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('Titre').evaluate((el) => el === document.activeElement)).toBe(true);

    await page.getByLabel('Titre').fill(title);
    await page
      .getByLabel('Description')
      .fill('Installation offerte, garantie deux ans, livraison dans toute la wilaya.');
    await page.getByLabel('Prix', { exact: true }).fill('45 000');
    await page.getByLabel('Prix initial').fill('60 000');
    await expect.poll(() => page.locator('.price-preview').textContent()).toContain('−25\u202F%');
    await page.getByLabel('Ville', { exact: true }).fill('Oran');
    await page.getByLabel('Catégorie', { exact: true }).selectOption('Technologie');
    await page.getByLabel('Marchand').fill('Condor Store');
    await page.getByLabel('Lien de l’offre').fill('https://exemple.dz/climatiseur');
    await page.getByRole('textbox', { name: 'Code promo' }).fill('DZ25');
    await page.getByLabel('Date d’expiration').fill(inDays(10));
    await page.locator('input[type="file"]').setInputFiles({
      name: 'climatiseur.png',
      mimeType: 'image/png',
      buffer: gradientPng(2000, 1500),
    });
    await expect.poll(() => page.getByText('Photo envoyée.').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByAltText('Aperçu de la photo du bon plan').getAttribute('src')).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'deals-form-filled-desktop');
    await page.getByRole('button', { name: 'Publier le bon plan' }).click();

    await page.waitForURL((url) => /^\/deals\/[\w-]+$/.test(url.pathname) && url.pathname !== '/deals/create');
    const id = dealIdOf(page);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    const stored = (await call<Deal>('GET', `/api/deals/${id}`)).body.data;
    expect(stored).toMatchObject({
      price: 45000,
      originalPrice: 60000,
      discountPercent: 25,
      city: 'Oran',
      promoCode: 'DZ25',
    });
    // The picture was made lighter before the upload (a JPEG of at most 1600 px); its variants
    // follow in seconds, and the page shows the one its slot needs (560 px wide here: 640).
    expect(stored.imageUrl).toMatch(/^\/images\/[\w-]+\.jpg$/);
    const image = await eventually(async () => {
      const { data } = (await call<Deal>('GET', `/api/deals/${id}`)).body;
      expect(data.image).not.toBeNull();
      return data.image!;
    }, 60_000);
    expect(image).toMatchObject({ width: 1600, height: 1200 });
    await page.reload();
    const picture = page.locator('.deal-media img');
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc.replace(/^.*\//, '')))
      .toMatch(/-640\.webp$/);
    const offer = page.getByRole('link', { name: /Voir l’offre/ });
    expect(await offer.getAttribute('href')).toBe('https://exemple.dz/climatiseur');
    expect(await offer.getAttribute('target')).toBe('_blank');
    expect(await offer.getAttribute('rel')).toBe('noopener nofollow');
    expect(await page.locator('.promo code').textContent()).toBe('DZ25');
    expect(await page.title()).toBe(`${title} | DzDeals`);
    expect(await page.locator('head meta[property="og:image"]').getAttribute('content')).toBe(
      `${base}${image.variants.at(-1)!.jpeg}`,
    );
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({
      '@type': 'Product',
      name: title,
      offers: { '@type': 'Offer', price: 45000, priceCurrency: 'DZD' },
    });
    // Authors cannot vote on their own deals.
    expect(await page.getByRole('button', { name: 'Voter pour\u00A0: bon plan' }).isDisabled()).toBe(true);
    await screenshot(page, 'deals-page-desktop');

    // First on Home.
    await page.getByRole('navigation', { name: 'Fil d’Ariane' }).getByRole('link', { name: 'Accueil' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(title);

    // Found by the header search…
    const search = page.getByRole('searchbox', { name: 'Rechercher un bon plan' });
    await search.fill(word);
    await search.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === word);
    await expect.poll(() => cardTitles(page)).toEqual([title]);
    expect(await list(page).getByText('1 bon plan', { exact: true }).isVisible()).toBe(true);

    // …and by the filters of the list.
    await list(page).getByRole('button', { name: 'Effacer la recherche et les filtres' }).click();
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => search.inputValue()).toBe('');
    await list(page).getByLabel('Ville', { exact: true }).fill('Oran');
    await page.waitForURL((url) => url.searchParams.get('city') === 'Oran');
    await list(page).getByLabel('Catégorie', { exact: true }).selectOption('Technologie');
    await page.waitForURL((url) => url.searchParams.get('category') === 'Technologie');
    await expect.poll(async () => (await cardTitles(page))[0]).toBe(title);
    expect(new URL(page.url()).search).toBe('?city=Oran&category=Technologie');
    const filtered = await call<{ totalElements: number }>('GET', '/api/deals?city=Oran&category=Technologie');
    // The deal also heads the city-only list: wait for the list of both filters, not the one before.
    await expect
      .poll(() => list(page).locator('.deals-total').textContent())
      .toContain(String(filtered.body.data.totalElements));

    // Another member votes: the temperature moves and the vote stays highlighted after a reload.
    const voterContext = await signedIn(voter.token);
    const other = await voterContext.newPage();
    const otherErrors = watchErrors(other);
    await other.goto(`/deals/${id}`);
    await expect.poll(() => h1(other).textContent()).toBe(title);
    expect(await other.getByTestId('temperature').textContent()).toBe('0°');
    await other.getByRole('button', { name: 'Voter pour\u00A0: bon plan' }).click();
    await expect.poll(() => other.getByTestId('temperature').textContent()).toBe('10°');
    expect(await other.getByRole('button', { name: 'Retirer mon vote positif' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await other.reload();
    await expect.poll(() => other.getByTestId('temperature').textContent()).toBe('10°');
    expect(await other.getByRole('button', { name: 'Retirer mon vote positif' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // …and comments.
    await other
      .getByLabel('Votre commentaire')
      .fill(`Je confirme, vu en magasin à Oran ce matin. Merci @${author.username}\u202F!`);
    await other.getByRole('button', { name: 'Publier le commentaire' }).click();
    await expect
      .poll(() =>
        other.locator('.comment-text', { hasText: 'Je confirme, vu en magasin à Oran ce matin.' }).isVisible(),
      )
      .toBe(true);
    await expect.poll(() => other.getByRole('heading', { name: 'Commentaires (1)' }).isVisible()).toBe(true);
    expect(otherErrors).toEqual([]);

    // The author sees it…
    await page.goto(`/deals/${id}`);
    await expect
      .poll(() => page.locator('.comment-text', { hasText: 'Je confirme, vu en magasin à Oran ce matin.' }).isVisible())
      .toBe(true);
    // …with its mention of them, a link to their page…
    expect(await page.getByRole('link', { name: `@${author.username}` }).getAttribute('href')).toBe(
      `/membres/${author.username.toLowerCase()}`,
    );
    // …likes it: the count stays after a reload.
    const like = page.getByRole('button', { name: new RegExp(`^J’aime\\s*le commentaire de ${voter.username}`) });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    expect(await like.textContent()).toContain('· 1');
    // …answers it: the reply is threaded under it, saying whom it answers.
    await page.getByRole('button', { name: new RegExp(`^Répondre\\s*au commentaire de ${voter.username}`) }).click();
    await page.getByLabel(`Votre réponse à ${voter.username}`).fill('Merci pour la confirmation\u202F!');
    await page.getByRole('button', { name: 'Publier la réponse' }).click();
    const thread = page.getByRole('list', { name: `Réponses au commentaire de ${voter.username}` });
    await expect.poll(() => thread.getByRole('article').count()).toBe(1);
    expect(await thread.getByRole('article').textContent()).toContain(`En réponse à ${voter.username}`);
    await page.reload();
    await expect.poll(() => thread.getByText('Merci pour la confirmation\u202F!').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Commentaires (2)' }).isVisible()).toBe(true);

    // …and edits the deal.
    await page.getByRole('link', { name: 'Modifier', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/deals/${id}/edit`);
    await expect.poll(() => page.getByLabel('Titre').inputValue()).toBe(title);
    // The price as it is written in French, sent back without its spaces on saving.
    expect(await page.getByLabel('Prix', { exact: true }).inputValue()).toBe('45 000');
    await page.getByLabel('Titre').fill(`${title} (stock limité)`);
    await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
    await page.waitForURL((url) => url.pathname === `/deals/${id}`);
    await expect.poll(() => h1(page).textContent()).toBe(`${title} (stock limité)`);
    expect(await page.getByTestId('temperature').textContent()).toBe('10°');

    // …then deletes it, after confirming.
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer ce bon plan\u202F?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => list(page).locator('.deal-card').count()).toBeGreaterThan(0);
    expect(await cardTitles(page)).not.toContain(`${title} (stock limité)`);
    expect((await call('GET', `/api/deals/${id}`)).status).toBe(404);
    expect(errors).toEqual([]);

    // Its address now says so.
    await other.goto(`/deals/${id}`);
    await expect.poll(() => h1(other).textContent()).toBe('Bon plan non trouvé');
    await closeAll(voterContext, authorContext);
  });

  it('posts a code promo through the form: listed under "Codes promo", not "Gratuit", its code copied', async () => {
    const author = await registerMember();
    const word = uniqueWord('running');
    const title = `Baskets ${word} avec le code RUN25`;
    const context = await signedIn(author.token);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/deals/create');
    await expect.poll(() => h1(page).textContent()).toBe('Partager un bon plan');

    // A code promo: its code is required, a minimum basket offered.
    const kinds = page.getByRole('group', { name: 'Type de bon plan' });
    expect(await kinds.getByRole('radio', { name: 'Bon plan' }).isChecked()).toBe(true);
    await kinds.getByRole('radio', { name: 'Code promo' }).check();
    await page.getByLabel('Titre').fill(title);
    await page.getByLabel('Description').fill('Moins 25 % sur tout le rayon running avec le code, livraison en 48 h.');
    await page.getByLabel('Prix', { exact: true }).fill('7 500');
    await page.getByLabel('Prix initial').fill('10 000');
    await page.getByLabel('Ville', { exact: true }).fill('Annaba');
    await page.getByLabel('Catégorie', { exact: true }).selectOption('Sport');
    await page.getByLabel('Panier minimum (DA)').fill('5 000');
    await page.getByRole('button', { name: 'Publier le bon plan' }).click();
    const code = page.getByRole('textbox', { name: 'Code promo' });
    await expect.poll(() => page.getByText('Saisissez le code promo').isVisible()).toBe(true);
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill('RUN25');
    await page.getByRole('button', { name: 'Publier le bon plan' }).click();

    await page.waitForURL((url) => /^\/deals\/[\w-]+$/.test(url.pathname) && url.pathname !== '/deals/create');
    const id = dealIdOf(page);
    await expect.poll(() => h1(page).textContent()).toBe(title);
    expect((await call<Deal>('GET', `/api/deals/${id}`)).body.data).toMatchObject({
      type: 'code',
      promoCode: 'RUN25',
      minBasket: 5000,
      price: 7500,
    });
    // Its page: the badge, the code and its minimum basket; the button copies the code.
    expect(await page.locator('.deal-summary .badge-code').textContent()).toBe('Code promo');
    expect(await page.locator('.promo code').textContent()).toBe('RUN25');
    expect(await page.locator('.promo-min').textContent()).toBe('Dès 5\u202F000\u00A0DA d’achat');
    await page.getByRole('button', { name: 'Copier le code' }).click();
    await expect.poll(() => page.locator('.promo-status').textContent()).toBe('Le code promo est copié.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('RUN25');
    await screenshot(page, 'deals-code-promo-page-desktop');

    // Home, searched: under "Codes promo" (the tab in the URL, the card badged), not under "Gratuit".
    await page.goto(`/?q=${word}`);
    await expect.poll(() => cardTitles(page)).toEqual([title]);
    const types = page.getByRole('navigation', { name: 'Type de bon plan' });
    await types.getByRole('link', { name: 'Codes promo' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'code' && url.searchParams.get('q') === word);
    await expect.poll(() => types.getByRole('link', { name: 'Codes promo' }).getAttribute('aria-current')).toBe('page');
    await expect.poll(() => cardTitles(page)).toEqual([title]);
    expect(await list(page).locator('.deal-card .badge-code').textContent()).toBe('Code promo');
    await types.getByRole('link', { name: 'Gratuit' }).click();
    await page.waitForURL((url) => url.searchParams.get('type') === 'free');
    await expect
      .poll(() =>
        list(page).getByRole('heading', { name: 'Aucun bon plan ne correspond à votre recherche' }).isVisible(),
      )
      .toBe(true);
    expect(await cardTitles(page)).toEqual([]);
    // The same tab as the server renders it, before any script: the code promo, its tab current.
    const guest = await browser.newContext({ baseURL: base, locale: 'fr-FR', javaScriptEnabled: false });
    const noScript = await guest.newPage();
    await noScript.goto(`/?q=${word}&type=code`);
    expect(await cardTitles(noScript)).toEqual([title]);
    expect(
      await noScript
        .getByRole('navigation', { name: 'Type de bon plan' })
        .getByRole('link', { name: 'Codes promo' })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(errors).toEqual([]);
    await closeAll(guest, context);
  });

  it('turns away a member who is neither the author nor an admin from the edit page', async () => {
    const author = await registerMember();
    const stranger = await registerMember();
    const deal = await postDeal(author.token, { title: `Bon plan de ${author.username}` });
    const context = await signedIn(stranger.token);
    const page = await context.newPage();
    await page.goto(`/deals/${deal.id}/edit`);
    await page.waitForURL((url) => url.pathname === `/deals/${deal.id}`);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toContain('Seul l’auteur du bon plan ou un administrateur peut le modifier');
    expect(await page.getByRole('link', { name: 'Modifier', exact: true }).count()).toBe(0);
    await context.close();
  });

  it('asks a guest who votes to sign in first', async () => {
    const author = await registerMember();
    const deal = await postDeal(author.token, { title: `Vote invité ${uniqueWord()}` });
    const context = await newContext(browser, base);
    const page = await context.newPage();
    await page.goto(`/deals/${deal.id}`);
    await page.getByRole('button', { name: 'Voter pour\u00A0: bon plan' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Vous devez être connecté pour voter' });
    await expect.poll(() => alert.isVisible()).toBe(true);
    await alert.getByRole('link', { name: 'Se connecter' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe(`/deals/${deal.id}`);
    await context.close();
  });

  it('lets the admin see orphaned images, simulate the clean-up, then run it after confirming', async () => {
    const member = await registerMember();
    const upload = await uploadImage(member.token, gradientPng(400, 300), {
      filename: 'orpheline.png',
      type: 'image/png',
    });
    expect(upload.status).toBe(201);
    const { key } = upload.body.data;
    // What is served of it: its variants (the original never is).
    const picture = () => fetch(`${base}/images/${variantFile(key, 160, 'webp')}`).then((res) => res.status);
    await expect.poll(picture, { timeout: 60_000 }).toBe(200);
    await backdateImage(key, 48);

    const context = await signedIn(await adminToken());
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/admin/image-cleanup');
    await expect.poll(() => h1(page).textContent()).toBe('Nettoyage des images – Administration');
    const orphanRow = page.locator('table.orphans').last().locator('tr', { hasText: key });
    await expect.poll(() => orphanRow.count()).toBe(1);

    await page.getByRole('button', { name: 'Simuler le nettoyage' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Simulation' });
    await expect.poll(() => status.isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Images qui seraient supprimées' }).getByText(key).isVisible()).toBe(
      true,
    );
    expect(await picture()).toBe(200);
    await screenshot(page, 'admin-cleanup-dry-run-desktop');

    await page.getByRole('button', { name: 'Supprimer les images orphelines' }).click();
    const dialog = page.getByRole('dialog', { name: 'Supprimer les images orphelines\u202F?' });
    await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Nettoyage terminé' }).isVisible()).toBe(true);
    expect(await page.getByRole('table', { name: 'Images supprimées' }).getByText(key).isVisible()).toBe(true);
    expect(await picture()).toBe(404);
    await expect.poll(() => page.locator('table.orphans tr', { hasText: key }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fits a 360 px phone and a desktop: Home, a deal page and the form (screenshots)', async () => {
    const author = await registerMember();
    const upload = await uploadImage(author.token, gradientPng(1200, 900), {
      filename: 'photo.png',
      type: 'image/png',
    });
    const deal = await postDeal(author.token, {
      title: 'Pack climatiseur + installation à Oran, livraison offerte',
      url: 'https://exemple.dz/pack',
      promoCode: 'ETE2026',
      city: 'Oran',
      imageUrl: upload.body.data.url,
    });
    await eventually(async () => {
      expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data.image).not.toBeNull();
    }, 60_000);
    for (const [name, device] of [
      ['phone', PHONE_360],
      ['desktop', DESKTOP],
    ] as const) {
      const context: BrowserContext = await signedIn(author.token, device);
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto('/');
      await expect.poll(() => list(page).locator('.deal-card').count()).toBeGreaterThan(0);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `deals-home-${name}`);

      await page.goto(`/deals/${deal.id}`);
      await expect.poll(() => h1(page).textContent()).toBe(deal.title);
      // The variant its slot needs: 360 px at density 2 takes the 1200 px one, 560 px at 1 the 640.
      await expect
        .poll(() => page.locator('.deal-media img').evaluate((img: HTMLImageElement) => img.complete && img.currentSrc))
        .toMatch(name === 'phone' ? /-1200\.webp$/ : /-640\.webp$/);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `deals-page-${name}`);

      await page.goto('/deals/create');
      await expect.poll(() => h1(page).textContent()).toBe('Partager un bon plan');
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `deals-form-${name}`);

      await page.goto('/profile');
      await expect.poll(() => page.getByRole('heading', { name: 'Mes bons plans' }).isVisible()).toBe(true);
      await expect.poll(() => page.locator('.my-deals .deal-card').count()).toBe(1);
      expect(await noSideScroll(page)).toBe(true);
      await screenshot(page, `deals-profile-${name}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
