import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { JOBS } from '@functions/job-manifest';
import { variantFile } from '@shared/image-variants';
import { catalogue } from '@shared/i18n/catalogue';
import { MSG } from '@shared/messages';
import { postDeal } from '../support/deals';
import { ADMIN } from '../support/global-setup';
import { call, eventually, registerMember } from '../support/http';
import { mailsTo } from '../support/outbox';
import { realPhoto, uploadImage } from '../support/images';
import { BUNDLED_SERVED_FILE } from '../../infra/local/config';

// Runs against `npm run start:bundled`'s stack (tests/support/bundled-setup.ts): every answer below
// comes from a Lambda bundle in its worker process. route-manifest.test.ts calls every API route
// in the same project; this file serves the page routes with real data and runs a job's bundle.

const base = () => inject('baseUrl');
const get = (path: string) => fetch(`${base()}${path}`);

let admin: { token: string; username: string };
beforeAll(async () => {
  const login = await call('POST', '/api/auth/login', { body: ADMIN });
  expect(login.status).toBe(200);
  admin = login.body.data;
});

describe('the bundled stack', () => {
  it('serves every page and site route from its bundle, in both languages', async () => {
    const deal = await postDeal(admin.token);
    const pages = [
      '/',
      '/ar',
      `/deals/${deal.id}`,
      `/ar/deals/${deal.id}`,
      `/membres/${admin.username}`,
      `/ar/membres/${admin.username}`,
      // The deal's merchant (dealInput names one).
      `/marchands/${deal.merchantSlug}`,
      `/ar/marchands/${deal.merchantSlug}`,
    ];
    for (const path of pages) {
      const res = await get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('text/html');
      // The shell copied beside the bundle, filled by the bundled renderer.
      expect(await res.text(), path).toContain('</html>');
    }
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(await sitemap.text()).toContain(`/deals/${deal.id}`);
    const robots = await get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('Sitemap:');
  });

  it('answers the API in the house envelope, grants enforced', async () => {
    const list = await call('GET', '/api/deals');
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    const me = await call('GET', '/api/auth/me', { token: admin.token });
    expect(me.status).toBe(200);
    expect(me.body.data.username).toBe(admin.username);
    const guest = await call('GET', '/api/auth/me');
    expect(guest.status).toBe(401);
    expect(guest.body.message).toBe(MSG.authRequired);
  });

  it('loads the catalogue each answer and mail is written in, as a bundle loads them on first use', async () => {
    // A French request registering a member who reads Arabic: French answer, Arabic mail.
    const member = await registerMember({ language: 'ar' });
    const [mail] = await eventually(async () => {
      const mails = await mailsTo(member.email);
      expect(mails).toHaveLength(1);
      return mails;
    });
    expect(mail.subject).toBe(catalogue('ar').mail.verify.subject);
    const wrong = { email: member.email, password: 'pas-le-bon-mot-de-passe' };
    expect((await call('POST', '/api/auth/login', { body: wrong })).body.message).toBe(
      catalogue('fr').messages.api.badCredentials,
    );
    const arabic = await call('POST', '/api/auth/login', { body: wrong, headers: { 'accept-language': 'ar' } });
    expect(arabic.body.message).toBe(catalogue('ar').messages.api.badCredentials);
    expect(arabic.headers.get('content-language')).toBe('ar');
  });

  it('runs the table events job from its bundle after a deal is posted', async () => {
    await postDeal(admin.token);
    // The server lists every handler whose bundle answered (infra/local/bundle-workers.ts).
    const served = async () =>
      (JSON.parse(await readFile(join(inject('dataDir'), BUNDLED_SERVED_FILE), 'utf8')) as { served: string[] }).served;
    await eventually(async () => expect(await served()).toContain(JOBS.tableEvents.handler), 60_000);
  });

  it('runs the image variants job from its bundle after an upload', async () => {
    const upload = await uploadImage(admin.token, await realPhoto(400, 300), {
      filename: 'velo.jpg',
      type: 'image/jpeg',
    });
    expect(upload.status).toBe(201);
    const file = upload.body.data.key;
    await eventually(async () => {
      const res = await get(`/images/${variantFile(file, 320, 'webp')}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }, 60_000);
  });
});
