import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys, TABLE } from '@shared/table';
import { postDeal, registerMembers, uniqueWord, useStackData } from '../support/deals';
import { call } from '../support/http';
import { mailsTo } from '../support/outbox';
import { closeAll, launchBrowser, screenshot, signedInContext, watchErrors } from './support/browser';

// The bell in the browser: an alert created from a search, another member's matching deal
// reaching its owner through the table's stream as a notification and a mail; a followed deal's
// new comment reaching its follower.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await useStackData();
});
afterAll(() => closeAll(browser));

describe('alerts', () => {
  it('creates an alert from a search; a matching deal rings the bell and is mailed', async () => {
    const [owner, author] = await registerMembers(2);
    // The address proven, as the verify-email link does (sessions.test.ts follows that link).
    const { db } = await import('@functions/lib/clients');
    await db.send(
      new UpdateCommand({
        TableName: TABLE.defaultName,
        Key: keys.user(owner.id),
        UpdateExpression: 'SET emailVerified = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
    const word = uniqueWord('robot');
    const context = await signedInContext(browser, base, owner.token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/?q=${word}`);
    await page.getByRole('button', { name: 'Créer une alerte pour cette recherche' }).click();
    await expect.poll(() => page.getByText(/Alerte créée/).isVisible()).toBe(true);
    await expect(page.getByRole('button', { name: 'Notifications' }).isVisible()).resolves.toBe(true);

    const deal = await postDeal(author.token, { title: `Robot pâtissier ${word} en promotion` });
    // No reload: the bell reads the count every 10 s while the page is in view, so it rings within
    // 10 s of the notification (the stream's own delay on the local stack is added to that).
    const posted = Date.now();
    await expect
      .poll(() => page.getByRole('button', { name: 'Notifications (1 non lue)' }).isVisible(), {
        timeout: 13_000,
        interval: 250,
      })
      .toBe(true);
    expect(Date.now() - posted).toBeLessThan(13_000);
    await page.getByRole('button', { name: 'Notifications (1 non lue)' }).click();
    const item = page.getByRole('link', {
      // Accessible names come with their spaces collapsed: no-break ones read as plain spaces.
      name: new RegExp(`Nouveau bon plan pour votre alerte « ${word} »`),
    });
    await expect.poll(() => item.isVisible()).toBe(true);
    await screenshot(page, 'alerts-bell', { fullPage: false });
    await item.click();
    await expect.poll(() => page.url()).toBe(`${base}/deals/${deal.id}`);
    await expect.poll(() => page.getByRole('button', { name: 'Notifications' }).isVisible()).toBe(true);

    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Nouveau bon plan pour «\u202F${word}\u202F»\u00A0: ${deal.title}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('following a deal', () => {
  it('a member follows a deal from its page; another’s comment rings the bell', async () => {
    const [follower, author, commenter] = await registerMembers(3);
    const deal = await postDeal(author.token, { title: `Aspirateur sans fil ${uniqueWord('suivi')}` });
    const context = await signedInContext(browser, base, follower.token);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`/deals/${deal.id}`);
    await page.getByRole('button', { name: 'Suivre' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Suivi' }).getAttribute('aria-pressed')).toBe('true');

    const res = await call('POST', `/api/deals/${deal.id}/comments`, {
      token: commenter.token,
      body: { content: 'Testé et approuvé, livraison rapide' },
    });
    expect(res.status).toBe(201);
    await expect
      .poll(() => page.getByRole('button', { name: 'Notifications (1 non lue)' }).isVisible(), { timeout: 20_000 })
      .toBe(true);
    await page.getByRole('button', { name: 'Notifications (1 non lue)' }).click();
    const item = page.getByRole('link', {
      name: new RegExp(`${commenter.username} a commenté « ${deal.title} », un bon plan que vous suivez`),
    });
    await expect.poll(() => item.isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
