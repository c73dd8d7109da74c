import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

export const ARTIFACTS = resolve(import.meta.dirname, '../../artifacts');

export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const DESKTOP = { viewport: { width: 1280, height: 860 } };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
}

/** A fresh context (own localStorage) on the local stack, in French; CSP refusals become console errors. */
export async function newContext(browser: Browser, baseURL: string, device: typeof PHONE | typeof DESKTOP = DESKTOP) {
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', ...device });
  await context.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    ),
  );
  return context;
}

/**
 * A fresh context signed in with `token` (the app loads the member from the server). The token
 * is stored once, before the first page: a sign-out in the test stays signed out.
 */
export async function signedInContext(
  browser: Browser,
  baseURL: string,
  token: string,
  device: typeof PHONE | typeof DESKTOP = DESKTOP,
) {
  const context = await newContext(browser, baseURL, device);
  await context.addInitScript((t) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('dzdeals_token', t);
      sessionStorage.setItem('seeded', '1');
    }
  }, token);
  return context;
}

/** Third-party sign-in SDKs: unreachable here (the resolver maps every other host to nothing). */
const THIRD_PARTY = /^https:\/\/(accounts\.google\.com|connect\.facebook\.net)\//;

/**
 * Collects what the page reports as broken: console errors (CSP refusals among them), uncaught
 * exceptions and failed requests, except the sign-in SDKs this sandbox cannot reach.
 */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Chrome's own line for a failed request names no URL; `requestfailed` below does.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('requestfailed', (req) => {
    const reason = req.failure()?.errorText ?? '';
    // ERR_ABORTED: a navigation cut a request short, which is the browser doing its job.
    if (!THIRD_PARTY.test(req.url()) && reason !== 'net::ERR_ABORTED') errors.push(`${reason} ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) errors.push(`${res.status()} ${res.url()}`);
  });
  return errors;
}

/** The whole page into tests/artifacts, or only what the viewport shows (`fullPage: false`). */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage });
}

export async function closeAll(...items: (Browser | BrowserContext | undefined)[]) {
  for (const item of items) await item?.close().catch(() => undefined);
}
