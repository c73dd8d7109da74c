import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIELD_MSG, MSG } from '@shared/messages';
import { adminToken, postDeal, registerMembers, uniqueWord } from '../support/deals';
import { call } from '../support/http';
import { grantStanding } from '../support/trust';
import { closeAll, launchBrowser, screenshot, signedInContext, watchErrors } from './support/browser';

// Moderation in the browser: a member reports a deal from its page, an admin finds it in the
// queue, dismisses the reports with a reason, and the decision is in the journal.

const base = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => closeAll(browser));

const signedIn = (token: string) => signedInContext(browser, base, token);

describe('moderation in the browser', () => {
  it('a member reports a deal; an admin sees it in the queue, dismisses it, and the journal records it', async () => {
    const [author, reporter] = await registerMembers(2);
    const deal = await postDeal(author.token, { title: `Offre suspecte ${uniqueWord()}` });

    const memberContext = await signedIn(reporter.token);
    const page = await memberContext.newPage();
    const errors = watchErrors(page);
    await page.goto(`/deals/${deal.id}`);
    await page.getByRole('button', { name: 'Signaler ce bon plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Signaler ce bon plan' });
    // "Autre" needs details: said before anything is sent.
    await dialog.getByLabel('Autre').check();
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(FIELD_MSG.reportDetailsRequired);
    await dialog.getByLabel('Trompeur ou faux').check();
    await dialog.getByLabel(/^Précisions/).fill('Le prix en magasin est de 20 000 DA de plus.');
    await screenshot(page, 'moderation-report-dialog', { fullPage: false });
    await dialog.getByRole('button', { name: 'Envoyer le signalement' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe(MSG.reportSent);
    await dialog.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await memberContext.close();

    const adminContext = await signedIn(await adminToken());
    const admin = await adminContext.newPage();
    const adminErrors = watchErrors(admin);
    await admin.goto('/');
    await admin.getByRole('button', { name: /^Menu de / }).click();
    await admin.getByRole('link', { name: 'Modération' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/moderation');
    const row = admin.getByTestId('report-row').filter({ hasText: deal.title });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(
      '1 signalement, dont 0 de membres de confiance\u00A0: Trompeur ou faux (1)',
    );
    // Who reported, with their standing: a new account, whose report hides nothing on its own.
    const reporterLine = row.getByTestId('reporter');
    expect(await reporterLine.textContent()).toContain(reporter.username);
    expect(await reporterLine.textContent()).toContain('Sans statut de confiance');
    expect(await reporterLine.textContent()).toContain('réputation 0');
    expect(await row.textContent()).toContain('Le prix en magasin est de 20 000 DA de plus.');
    await screenshot(admin, 'moderation-queue');

    await row.getByRole('button', { name: 'Classer sans suite' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Classer ces signalements sans suite\u202F?' });
    await confirm.getByLabel('Motif (facultatif)').fill('Prix vérifié auprès du magasin');
    await confirm.getByRole('button', { name: 'Classer sans suite' }).click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.reportsDismissed }).count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    const journal = admin.getByRole('table', { name: 'Journal des décisions de modération' });
    const entry = journal.getByRole('row').filter({ hasText: deal.title });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Classé sans suite (1 signalement)');
    expect(await entry.textContent()).toContain('Prix vérifié auprès du magasin');

    await admin.getByRole('button', { name: 'Traités' }).click();
    await admin.waitForURL((url) => url.searchParams.get('status') === 'closed');
    const closed = admin.getByTestId('report-row').filter({ hasText: deal.title });
    await expect.poll(() => closed.count()).toBe(1);

    // The author can be suspended from there, with a reason (required), and cannot sign in any more.
    await closed.getByRole('button', { name: `Suspendre ${author.username}` }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspendre le compte de ${author.username} ?` });
    await suspend.getByRole('button', { name: 'Suspendre le compte' }).click();
    await expect.poll(() => suspend.getByRole('alert').textContent()).toBe(FIELD_MSG.banReason);
    await suspend.getByLabel('Motif (obligatoire)').fill('Annonces trompeuses répétées');
    await suspend.getByRole('button', { name: 'Suspendre le compte' }).click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.userBanned }).count()).toBe(1);
    const banned = journal.getByRole('row').filter({ hasText: 'Compte suspendu' }).filter({ hasText: author.username });
    await expect.poll(() => banned.count()).toBe(1);
    const login = await call('POST', '/api/auth/login', { body: { email: author.email, password: author.password } });
    expect(login.status).toBe(403);
    expect(adminErrors).toEqual([]);
    await adminContext.close();
  });

  it('an admin hides a reported deal: gone from Home for a guest, a notice for its author; restored, it is back', async () => {
    const [author, reporter] = await registerMembers(2);
    await grantStanding(reporter.id);
    const deal = await postDeal(author.token, { title: `Offre à masquer ${uniqueWord()}` });
    expect(
      (await call('POST', `/api/deals/${deal.id}/report`, { token: reporter.token, body: { reason: 'spam' } })).status,
    ).toBe(200);
    const guest = await browser.newContext({ baseURL: base });
    const home = await guest.newPage();
    const cardOf = () => home.getByRole('article').filter({ hasText: deal.title });
    await home.goto('/?sort=new');
    await expect.poll(() => cardOf().count()).toBe(1);

    const adminContext = await signedIn(await adminToken());
    const admin = await adminContext.newPage();
    const errors = watchErrors(admin);
    await admin.goto('/admin/moderation');
    const row = admin.getByTestId('report-row').filter({ hasText: deal.title });
    await expect.poll(() => row.count()).toBe(1);
    // A trusted member's report, said so.
    expect(await row.textContent()).toContain('1 signalement, dont 1 d’un membre de confiance');
    expect(await row.getByTestId('reporter').textContent()).toContain('Membre de confiance');
    await row.getByRole('button', { name: 'Masquer' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Masquer ce bon plan\u202F?' });
    await confirm.getByLabel('Motif (facultatif)').fill('Publicité déguisée');
    await confirm.getByRole('button', { name: 'Masquer' }).click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.contentHidden }).count()).toBe(1);
    await expect.poll(() => row.count()).toBe(0);
    const entry = admin
      .getByRole('table', { name: 'Journal des décisions de modération' })
      .getByRole('row')
      .filter({ hasText: deal.title });
    await expect.poll(() => entry.count()).toBe(1);
    expect(await entry.textContent()).toContain('Masqué (1 signalement)');

    // A guest: gone from Home, and its page is not found.
    await home.reload();
    await expect.poll(() => home.getByRole('article').count()).toBeGreaterThan(0);
    expect(await cardOf().count()).toBe(0);
    await home.goto(`/deals/${deal.id}`);
    await expect.poll(() => home.getByRole('heading', { level: 1 }).textContent()).toBe('Bon plan non trouvé');

    // Its author: the page, with the notice.
    const authorContext = await signedIn(author.token);
    const own = await authorContext.newPage();
    await own.goto(`/deals/${deal.id}`);
    await expect.poll(() => own.getByRole('heading', { level: 1 }).textContent()).toBe(deal.title);
    expect(await own.getByText('Ce bon plan est masqué par la modération.').count()).toBe(1);
    await screenshot(own, 'moderation-hidden-deal-author', { fullPage: false });
    await authorContext.close();

    // An admin opens it too (through the admin route), with the notice.
    await admin.goto(`/deals/${deal.id}`);
    await expect.poll(() => admin.getByRole('heading', { level: 1 }).textContent()).toBe(deal.title);
    expect(await admin.getByText('Ce bon plan est masqué par la modération.').count()).toBe(1);

    // Restored from the decided queue: back on Home.
    await admin.goto('/admin/moderation');
    await admin.getByRole('button', { name: 'Traités' }).click();
    const decided = admin.getByTestId('report-row').filter({ hasText: deal.title });
    await expect.poll(() => decided.count()).toBe(1);
    expect(await decided.textContent()).toContain('Masqué');
    await decided.getByRole('button', { name: 'Rétablir' }).click();
    await admin
      .getByRole('dialog', { name: 'Rétablir ce bon plan\u202F?' })
      .getByRole('button', { name: 'Rétablir' })
      .click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.contentRestored }).count()).toBe(1);
    await home.goto('/?sort=new');
    await expect.poll(() => cardOf().count()).toBe(1);
    // The hidden deal's document was 404 to the admin as to anyone (pages never read a role); the app then read it.
    expect(errors.filter((e) => !e.endsWith(`/deals/${deal.id}`))).toEqual([]);
    await adminContext.close();
    await guest.close();
  });

  it('an admin finds a member by the start of their username, suspends and restores them', async () => {
    const [member] = await registerMembers(1);
    const adminContext = await signedIn(await adminToken());
    const admin = await adminContext.newPage();
    const errors = watchErrors(admin);
    await admin.goto('/admin/moderation');
    await admin.getByRole('navigation', { name: 'Administration' }).getByRole('link', { name: 'Membres' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin/users');
    await admin.getByLabel('Pseudo ou adresse e-mail (début)').fill(member.username.slice(0, -2).toUpperCase());
    await admin.getByRole('button', { name: 'Rechercher' }).click();
    const row = admin.getByTestId('member-row').filter({ hasText: member.email });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('Actif');

    await row.getByRole('button', { name: 'Suspendre' }).click();
    const suspend = admin.getByRole('dialog', { name: `Suspendre le compte de ${member.username} ?` });
    await suspend.getByLabel('Motif (obligatoire)').fill('Insultes répétées');
    await suspend.getByRole('button', { name: 'Suspendre le compte' }).click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.userBanned }).count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('Insultes répétées');
    await screenshot(admin, 'moderation-members');
    expect(
      (await call('POST', '/api/auth/login', { body: { email: member.email, password: member.password } })).status,
    ).toBe(403);

    await row.getByRole('button', { name: 'Rétablir' }).click();
    await admin
      .getByRole('dialog', { name: `Rétablir le compte de ${member.username} ?` })
      .getByRole('button', { name: 'Rétablir le compte' })
      .click();
    await expect.poll(() => admin.getByRole('status').filter({ hasText: MSG.userUnbanned }).count()).toBe(1);
    await expect.poll(() => row.textContent()).toContain('Actif');
    expect(
      (await call('POST', '/api/auth/login', { body: { email: member.email, password: member.password } })).status,
    ).toBe(200);
    expect(errors).toEqual([]);
    await adminContext.close();
  });
});
