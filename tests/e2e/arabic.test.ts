import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { pathInLanguage } from '@shared/i18n/languages';
import { postDeal } from '../support/deals';
import { call, eventually, registerMember } from '../support/http';
import { realPhoto, uploadImage } from '../support/images';
import { axeViolations, horizontalOverflow, latinInterfaceText } from './support/arabic';
import { ARTIFACTS, closeAll, launchBrowser, newContext, watchErrors } from './support/browser';

// The Arabic site in the browser (issue 29): Home, a search, a deal page, sign-in, sign-up, the
// deal form and the profile under /ar, on a phone and a desktop. On each screen: <html lang="ar"
// dir="rtl">, no interface text left in French, no sideways scrolling, nothing for axe-core, and
// its screenshot in tests/artifacts/arabic/ (ARABIC_SHOTS=<dir> copies them there too). The
// language switch (header, phone menu, footer) goes to the same page in French and back.

const base = inject('baseUrl');
const SHOTS = join(ARTIFACTS, 'arabic');

// An Arabic reader's browser: French pages may suggest Arabic, but nothing redirects on its own.
// (newContext's French locale gives way to the device's.)
const DEVICES = {
  phone: {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    // The layout is the same at any pixel density; 1 keeps the full-page screenshots quick.
    deviceScaleFactor: 1,
    locale: 'ar-DZ',
  },
  desktop: { viewport: { width: 1280, height: 800 }, locale: 'ar-DZ' },
};

/** A word of Arabic letters no other test uses (no alef, lam, teh marbuta or alef maksura: nothing to normalise). */
function arabicWord() {
  const letters = 'بتثجحخدذرزسشصضطظعغفقكمنهوي';
  return [...crypto.getRandomValues(new Uint8Array(7))].map((b) => letters[b % letters.length]).join('');
}

const word = arabicWord();
let browser: Browser;
let arabicDeal: Deal;
let member: Awaited<ReturnType<typeof registerMember>>;

/** What each screen showed, by viewport: written to tests/artifacts/arabic/report.json. */
const reports: Record<string, unknown> = {};

beforeAll(async () => {
  browser = await launchBrowser();
  await rm(SHOTS, { recursive: true, force: true });
  await mkdir(SHOTS, { recursive: true });
  const tag = crypto.randomUUID().slice(0, 8);
  const author = await registerMember({ username: `karim_${tag}` });
  member = await registerMember({ username: `amine_${tag}` });
  // An Arabic deal with a photo, a Latin merchant and promo code, and a French comment: member text
  // in either script, which the page shows in its own direction.
  const photo = (await uploadImage(author.token, await realPhoto(1200, 900))).body.data;
  arabicDeal = await postDeal(author.token, {
    title: `هاتف ذكي ${word} بذاكرة 128 جيغا`,
    description: 'هاتف جديد بضمان سنة كاملة، التوصيل متوفر إلى كل الولايات. الكمية محدودة.',
    price: 32500,
    originalPrice: 39000,
    merchant: 'Condor Store',
    promoCode: 'RAMADAN25',
    city: 'Oran',
    category: 'Technologie',
    imageUrl: photo.url,
  });
  // A French deal beside it on Home: a French title on an Arabic page.
  await postDeal(author.token, { title: `Climatiseur Condor 12000 BTU ${tag}`, city: 'Alger', category: 'Maison' });
  const comment = await call('POST', `/api/deals/${arabicDeal.id}/comments`, {
    token: member.token,
    body: { content: 'Très bon prix, je confirme : livré en deux jours.' },
  });
  expect(comment.status, JSON.stringify(comment.body)).toBe(201);
  await eventually(async () => {
    expect((await call<Deal>('GET', `/api/deals/${arabicDeal.id}`)).body.data.image).not.toBeNull();
  }, 60_000);
});

afterAll(async () => {
  await writeFile(join(SHOTS, 'report.json'), `${JSON.stringify(reports, null, 2)}\n`);
  if (process.env.ARABIC_SHOTS) await cp(SHOTS, process.env.ARABIC_SHOTS, { recursive: true });
  await closeAll(browser);
});

/** The app rendered (or hydrated) its screen, with nothing left loading and its fonts in. */
async function settled(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  await page.waitForFunction(
    () => !!document.querySelector('h1') && !document.querySelector('.page-loader, [aria-busy="true"], .skeleton'),
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

const langAndDir = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** The same page in French, as the switch's address reads: path and query. */
function frenchOf(url: string) {
  const u = new URL(url);
  return pathInLanguage(`${u.pathname}${u.search}`, 'fr');
}

/** An address without its origin and with its query decoded, to compare two of them. */
function comparable(href: string) {
  const u = new URL(href, base);
  return `${decodeURIComponent(u.pathname)}?${[...u.searchParams].map(([k, v]) => `${k}=${v}`).join('&')}`;
}

describe.each(Object.entries(DEVICES))('the Arabic site on a %s', (device, options) => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    // newContext's device parameter is a viewport (and touch) description; the locale rides along.
    context = await newContext(browser, base, options as Parameters<typeof newContext>[2]);
    page = await context.newPage();
    // A missing element fails its screen in seconds, not at the test's time limit.
    page.setDefaultTimeout(15_000);
    errors = watchErrors(page);
  });
  afterAll(() => closeAll(context));

  /**
   * Opens `path`, waits for `ready`, and checks the screen: each check a soft expectation, so
   * one screen lists all it fails (tests/artifacts/arabic/report.json keeps them all).
   */
  async function checkScreen(name: string, path: string, ready: (page: Page) => Promise<unknown>) {
    const errorsBefore = errors.length;
    await page.goto(path);
    await settled(page);
    await ready(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(SHOTS, `${name}-${device}.png`), fullPage: true, animations: 'disabled' });

    const report = {
      url: page.url(),
      html: await langAndDir(page),
      switchLinks: await switchLinkProblems(),
      french: await latinInterfaceText(page),
      overflow: await horizontalOverflow(page),
      axe: await axeViolations(page),
      errors: errors.slice(errorsBefore),
    };
    reports[`${device} ${name}`] = report;
    expect.soft(report.html, `${name}: <html lang dir>`).toEqual({ lang: 'ar', dir: 'rtl' });
    expect.soft(report.switchLinks, `${name}: the language switch`).toEqual([]);
    // One line each: where, then the text.
    expect
      .soft(
        report.french.map((f) => `${f.where}: ${f.text}`),
        `${name}: interface text in French`,
      )
      .toEqual([]);
    expect.soft(report.overflow, `${name}: sideways scrolling`).toBeNull();
    expect.soft(report.axe, `${name}: axe-core`).toEqual([]);
    expect.soft(report.errors, `${name}: errors`).toEqual([]);
  }

  /** The switch's links (header or phone menu, and footer): "Français", to this page in French. */
  async function switchLinkProblems() {
    const french = comparable(frenchOf(page.url()));
    const problems: string[] = [];
    for (const [place, scope] of [
      ['header', page.getByRole('banner')],
      ['footer', page.getByRole('contentinfo')],
    ] as const) {
      // Hidden ones too: the phone's header keeps its links in the closed menu.
      const links = scope.getByRole('link', { name: 'Français', exact: true, includeHidden: true });
      const hrefs = await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
      if (hrefs.length === 0) problems.push(`${place}: no link named "Français"`);
      for (const href of hrefs) {
        if (comparable(href) !== french) problems.push(`${place}: "Français" goes to ${href}, not ${french}`);
      }
    }
    return problems;
  }

  const h1 = (p: Page) => p.getByRole('heading', { level: 1 });
  const cards = (p: Page) => p.getByTestId('deal-card');

  it('Home', async () => {
    await checkScreen('home', '/ar', async (p) => {
      await expect.poll(() => cards(p).count()).toBeGreaterThan(0);
    });
  });

  it('a search in Arabic', async () => {
    await checkScreen('search', `/ar/?q=${encodeURIComponent(word)}`, async (p) => {
      await expect.poll(() => cards(p).first().textContent()).toContain(word);
    });
  });

  it('a deal page', async () => {
    await checkScreen('deal', `/ar/deals/${arabicDeal.id}`, async (p) => {
      await expect.poll(() => h1(p).textContent()).toBe(arabicDeal.title);
      await expect.poll(() => p.getByText('Très bon prix', { exact: false }).count()).toBeGreaterThan(0);
    });
  });

  /** A sign-in form once its Google and Facebook buttons have given up (their SDKs are out of reach here). */
  const signInForm = async (p: Page) => {
    await p.locator('form input[type="password"]').first().waitFor();
    await p.locator('.oauth').waitFor({ state: 'detached' });
  };

  it('sign-in', async () => {
    await checkScreen('login', '/ar/login', signInForm);
  });

  it('sign-up', async () => {
    await checkScreen('register', '/ar/register', signInForm);
  });

  it('the switch goes to the same page in French and back, keeping the query', async () => {
    // Header on a desktop, the menu behind the hamburger on a phone; the footer on both.
    // The Arabic Home is `/ar` (as every link to it reads), not `/ar/`.
    const search = `/ar?q=${encodeURIComponent(word)}`;
    const places = [
      { place: device === 'phone' ? 'menu' : 'header', path: search },
      { place: 'footer', path: `/ar/deals/${arabicDeal.id}` },
    ];
    for (const { place, path } of places) {
      await page.goto(path);
      await settled(page);
      const arabicUrl = page.url();
      await (await switchLink(place, 'Français')).click();
      await page.waitForURL((url) => comparable(url.href) === comparable(frenchOf(arabicUrl)));
      await settled(page);
      // Still French once the app runs: an Arabic browser is not sent back on its own.
      expect(await langAndDir(page), `${place}: French page`).toEqual({ lang: 'fr', dir: 'ltr' });
      expect(comparable(page.url())).toBe(comparable(frenchOf(arabicUrl)));
      await (await switchLink(place, 'العربية')).click();
      await page.waitForURL((url) => comparable(url.href) === comparable(arabicUrl));
      await settled(page);
      expect(await langAndDir(page), `${place}: back in Arabic`).toEqual({ lang: 'ar', dir: 'rtl' });
    }
  });

  /** The switch's link named `name` in `place`, the menu opened first. */
  async function switchLink(place: string, name: string) {
    let link;
    if (place === 'footer') link = page.getByRole('contentinfo').getByRole('link', { name, exact: true });
    else if (place === 'menu') {
      await page.locator('button[aria-controls="mobile-menu"]').click();
      await page.locator('#mobile-menu').waitFor();
      if (name === 'Français') await page.screenshot({ path: join(SHOTS, 'menu-phone.png'), animations: 'disabled' });
      link = page.locator('#mobile-menu').getByRole('link', { name, exact: true });
    } else link = page.getByRole('banner').getByRole('link', { name, exact: true }).filter({ visible: true });
    await expect.poll(() => link.count(), { message: `${place}: a link named "${name}"` }).toBe(1);
    return link;
  }

  it('the deal form, signed in', async () => {
    await page.evaluate((token) => localStorage.setItem('dzdeals_token', token), member.token);
    await checkScreen('deal-form', '/ar/deals/create', (p) => p.locator('form select').first().waitFor());
  });

  it('the profile, signed in', async () => {
    await checkScreen('profile', '/ar/profile', async (p) => {
      await expect.poll(() => h1(p).textContent()).toContain(member.username);
    });
  });
});
