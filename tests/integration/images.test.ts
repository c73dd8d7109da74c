import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ADMIN } from '../support/global-setup';
import { call, registerMember } from '../support/http';
import { SAMPLES, backdateImage, uploadImage, withImageTotalsToMyself } from '../support/images';
import { inOneWindow } from '../support/windows';

let adminToken: string;
beforeAll(async () => {
  adminToken = (await call('POST', '/api/auth/login', { body: ADMIN })).body.data.token;
});

const status = (url: string) => fetch(`${inject('baseUrl')}${url}`).then((r) => r.status);

describe('image upload', () => {
  it.each(['jpg', 'png', 'webp'] as const)(
    'accepts %s by its magic bytes and keeps the original private',
    async (ext) => {
      const m = await registerMember();
      // A misleading name and declared type: only the bytes count.
      const res = await uploadImage(m.token, SAMPLES[ext], { filename: 'capture.gif', type: 'text/plain' });
      expect(res.status).toBe(201);
      expect(res.body.data.url).toMatch(new RegExp(`^/images/[\\w-]{16,}\\.${ext}$`));
      expect(res.body.data.url).toBe(`/images/${res.body.data.key}`);

      // Only its variants are served (image-variants.test.ts), never the original.
      expect(await status(res.body.data.url)).toBe(404);
    },
  );

  it('refuses a text file renamed to .jpg', async () => {
    const m = await registerMember();
    const res = await uploadImage(m.token, Buffer.from('Ceci est un fichier texte, pas une image.'), {
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Format d’image non pris en charge\u00A0: envoyez une image JPEG, PNG ou WebP');
  });

  it('refuses an image over 4 MB with a 413, and accepts one of exactly 4 MB', async () => {
    const m = await registerMember();
    const limit = 4 * 1024 * 1024;
    const big = Buffer.concat([SAMPLES.png, Buffer.alloc(limit + 1 - SAMPLES.png.length)]);
    const res = await uploadImage(m.token, big);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Image trop volumineuse\u00A0: 4 Mo au maximum');
    const edge = await uploadImage(m.token, big.subarray(0, limit));
    expect(edge.status).toBe(201);
  });

  it('needs a signed-in member and the `file` field', async () => {
    expect((await uploadImage(undefined, SAMPLES.png)).status).toBe(401);
    const m = await registerMember();
    const wrongField = await uploadImage(m.token, SAMPLES.png, { field: 'image' });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe('Aucun fichier reçu\u00A0: envoyez l’image dans le champ «\u202Ffile\u202F»');
  });

  it('limits a member to 30 uploads per hour', async () => {
    await inOneWindow(3600, async () => {
      const m = await registerMember();
      for (let i = 0; i < 30; i++) expect((await uploadImage(m.token, SAMPLES.jpg)).status).toBe(201);
      const res = await uploadImage(m.token, SAMPLES.jpg);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe('Trop d’images envoyées, veuillez réessayer dans une heure');
    });
  });

  it('answers 404 for an image that does not exist', async () => {
    expect((await fetch(`${inject('baseUrl')}/images/AAAAAAAAAAAAAAAAAAAAAAAA.png`)).status).toBe(404);
  });
});

const report = () => call('GET', '/api/admin/images', { token: adminToken });
const cleanup = (dryRun: boolean) => call('POST', '/api/admin/images/cleanup', { token: adminToken, body: { dryRun } });

describe('admin image clean-up', () => {
  it('is for admins only', async () => {
    const m = await registerMember();
    expect((await call('GET', '/api/admin/images', { token: m.token })).status).toBe(403);
    expect((await call('POST', '/api/admin/images/cleanup', { token: m.token, body: { dryRun: true } })).status).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/images')).status).toBe(401);
  });

  it('spares fresh uploads, lists old orphans, and deletes them only for real', async () => {
    const m = await registerMember();
    const fresh = (await uploadImage(m.token, SAMPLES.png)).body.data;
    const old = (await uploadImage(m.token, SAMPLES.jpg)).body.data;
    await backdateImage(old.key, 25);

    // The totals are the whole stack's: no other test file's upload may move them meanwhile.
    await withImageTotalsToMyself(async () => {
      const before = await report();
      expect(before.status).toBe(200);
      const keys = before.body.data.orphans.map((o: { key: string }) => o.key);
      expect(keys).toContain(old.key);
      expect(keys).not.toContain(fresh.key);
      expect(before.body.data.orphans.find((o: { key: string }) => o.key === old.key)).toMatchObject({
        url: old.url,
        size: SAMPLES.jpg.length,
      });
      expect(before.body.data.totalCount).toBeGreaterThanOrEqual(2);

      const dry = await cleanup(true);
      expect(dry.status).toBe(200);
      expect(dry.body.data.dryRun).toBe(true);
      expect(dry.body.data.deleted.map((o: { key: string }) => o.key)).toContain(old.key);
      expect((await report()).body.data.orphans.map((o: { key: string }) => o.key)).toContain(old.key);

      const real = await cleanup(false);
      expect(real.body.data.deleted.map((o: { key: string }) => o.key)).toContain(old.key);
      expect(real.body.data.bytesFreed).toBeGreaterThanOrEqual(SAMPLES.jpg.length);

      const after = await report();
      expect(after.body.data.orphans.map((o: { key: string }) => o.key)).not.toContain(old.key);
      expect(after.body.data.totalCount).toBe(before.body.data.totalCount - real.body.data.count);
      expect(after.body.data.totalBytes).toBe(before.body.data.totalBytes - real.body.data.bytesFreed);
    });
  });

  it('validates the body', async () => {
    const res = await call('POST', '/api/admin/images/cleanup', { token: adminToken, body: { dryRun: 'oui' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Précisez s’il s’agit d’une simulation (dryRun\u00A0: true ou false)');
  });
});

describe('clean-up racing a deal write', () => {
  it('never deletes an image attached after the orphan list was read', async () => {
    // The data modules run in this process on the same DynamoDB Local as the server.
    Object.assign(process.env, { DDB_ENDPOINT: inject('ddbEndpoint'), TABLE_NAME: 'DzDeals' });
    const images = await import('@functions/data/images/images');
    const { db } = await import('@functions/lib/clients');
    const m = await registerMember();
    const taken = (await uploadImage(m.token, SAMPLES.webp)).body.data;
    const orphan = (await uploadImage(m.token, SAMPLES.png)).body.data;
    await backdateImage(taken.key, 30);
    await backdateImage(orphan.key, 30);

    const cutoff = new Date(Date.now() - 24 * 3600 * 1000);
    const stale = (await images.listOrphans(cutoff, 1000)).filter((i) => [taken.key, orphan.key].includes(i.file));
    expect(stale).toHaveLength(2);

    // A deal takes one image between the clean-up's read and its delete.
    await db.send(new TransactWriteCommand({ TransactItems: [images.attachImageOp(taken.key, 'deal-race', m.id)] }));

    const deleted = await images.deleteOrphanRecords(stale, cutoff);
    expect(deleted.map((i) => i.file)).toEqual([orphan.key]);
    expect(await images.getImage(taken.key)).toMatchObject({ dealId: 'deal-race' });
  });
});
