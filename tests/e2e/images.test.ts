import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { postDeal, uniqueWord } from '../support/deals';
import { call, eventually, registerMember } from '../support/http';
import { realPhoto, uploadImage } from '../support/images';
import { closeAll, launchBrowser, newContext, watchErrors } from './support/browser';

// Pictures made for the screen (docs/architecture.md#images), on a 390 x 844 phone at density 1.
const base = inject('baseUrl');
const PHONE_390 = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

describe('deal pictures on a phone', () => {
  it('fetch the 320 px variant for the first card, and never the original', async () => {
    const member = await registerMember();
    const word = uniqueWord('photo');
    const upload = (await uploadImage(member.token, await realPhoto(1200, 900))).body.data;
    const deal = await postDeal(member.token, { title: `Vélo ${word}`, imageUrl: upload.url });
    await eventually(async () => {
      expect((await call<Deal>('GET', `/api/deals/${deal.id}`)).body.data.image).not.toBeNull();
    }, 60_000);

    const context = await newContext(browser, base, PHONE_390);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const images: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'image' && new URL(req.url()).pathname.startsWith('/images/'))
        images.push(new URL(req.url()).pathname);
    });
    // The search puts this deal first.
    await page.goto(`/?q=${word}`);
    const first = page.getByTestId('deal-card').first().locator('img');
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const stem = upload.key.replace(/\.\w+$/, '');
    expect(await first.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
      `/images/${stem}-320.webp`,
    );
    expect(images.filter((path) => path.startsWith(`/images/${stem}`))).toEqual([`/images/${stem}-320.webp`]);
    expect(images).not.toContain(upload.url);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keep the vote buttons in the first screen of a deal without a photo', async () => {
    const member = await registerMember();
    const deal = await postDeal(member.token, { title: `Sans photo ${uniqueWord('np')}` });
    const context = await newContext(browser, base, PHONE_390);
    const page = await context.newPage();
    await page.goto(`/deals/${deal.id}`);
    const vote = page.getByRole('button', { name: 'Voter pour\u00A0: bon plan' });
    await expect.poll(() => vote.isVisible()).toBe(true);
    const box = (await vote.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const placeholder = page.locator('.deal-media .deal-picture-compact');
    expect((await placeholder.boundingBox())!.height).toBeLessThanOrEqual(100);
    await context.close();
  });
});
