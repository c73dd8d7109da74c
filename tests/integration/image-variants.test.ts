import { GetCommand } from '@aws-sdk/lib-dynamodb';
import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { Deal } from '@shared/api-types';
import { VARIANT_FORMATS, variantFile } from '@shared/image-variants';
import { keys } from '@shared/table';
import { postDeal } from '../support/deals';
import { ADMIN } from '../support/global-setup';
import { call, eventually, registerMember } from '../support/http';
import { backdateImage, realPhoto, uploadImage, withImageTotalsToMyself } from '../support/images';

const base = () => inject('baseUrl');

const photo = realPhoto;

const fetchImage = async (name: string) => {
  const res = await fetch(`${base()}/images/${name}`);
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
};

/** Every variant of `file` at `widths` is served, in WebP and JPEG, at its width. */
async function variantsServed(file: string, widths: number[]) {
  for (const width of widths)
    for (const format of VARIANT_FORMATS) {
      const got = await fetchImage(variantFile(file, width, format));
      expect(got.status, `${width} ${format}`).toBe(200);
      expect(got.type).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
      const meta = await sharp(got.body).metadata();
      expect(meta.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
      expect(meta.width).toBe(width);
    }
}

const getDeal = (id: string) => call<Deal>('GET', `/api/deals/${id}`).then((res) => res.body.data);

let adminToken: string;
beforeAll(async () => {
  adminToken = (await call('POST', '/api/auth/login', { body: ADMIN })).body.data.token;
});

/** The data modules in this process, on the stack's DynamoDB Local and S3 stand-in. */
async function stackModules() {
  Object.assign(process.env, {
    DDB_ENDPOINT: inject('ddbEndpoint'),
    S3_ENDPOINT: inject('s3Endpoint'),
    TABLE_NAME: 'DzDeals',
    IMAGES_BUCKET: 'dzdeals-images',
  });
  const [images, store, clients, migrations, make] = await Promise.all([
    import('@functions/data/images/images'),
    import('@functions/lib/images-store'),
    import('@functions/lib/clients'),
    import('@functions/data/table/migrations'),
    import('@functions/images/make-variants'),
  ]);
  return { images, store, db: clients.db, migrations, make };
}

describe('image variants', () => {
  it('are made after an upload, in WebP and JPEG, never wider than the original, which is not served', async () => {
    const m = await registerMember();
    const upload = await uploadImage(m.token, await photo(1000, 750), { filename: 'velo.jpg', type: 'image/jpeg' });
    expect(upload.status).toBe(201);
    const file: string = upload.body.data.key;
    await eventually(() => variantsServed(file, [160, 320, 640, 1000]), 60_000);
    const served = await fetch(`${base()}/images/${variantFile(file, 320, 'webp')}`);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    // Nothing upscaled, and the original stays private.
    expect((await fetchImage(variantFile(file, 1280, 'webp'))).status).toBe(404);
    expect((await fetchImage(file)).status).toBe(404);
  });

  it('reach a deal posted right after the upload, and one posted once they exist', async () => {
    const [m, n] = [await registerMember(), await registerMember()];
    const early = (await uploadImage(m.token, await photo(1600, 1200))).body.data;
    const soon = await postDeal(m.token, { imageUrl: early.url });
    const late = (await uploadImage(n.token, await photo(400, 300, 'png'))).body.data;
    await eventually(() => variantsServed(late.key, [160, 320, 400]), 60_000);
    const after = await postDeal(n.token, { imageUrl: late.url });

    const first = await eventually(async () => {
      const deal = await getDeal(soon.id);
      expect(deal.image).not.toBeNull();
      return deal;
    }, 60_000);
    expect(first.imageUrl).toBe(early.url);
    expect(first.image).toMatchObject({ width: 1600, height: 1200 });
    expect(first.image!.variants.map((v) => v.width)).toEqual([160, 320, 640, 1280]);
    expect(first.image!.variants[1]).toEqual({
      width: 320,
      height: 240,
      webp: `/images/${variantFile(early.key, 320, 'webp')}`,
      jpeg: `/images/${variantFile(early.key, 320, 'jpg')}`,
    });
    const second = await eventually(async () => {
      const deal = await getDeal(after.id);
      expect(deal.image).not.toBeNull();
      return deal;
    }, 30_000);
    expect(second.image!.variants.map((v) => v.width)).toEqual([160, 320, 400]);
    // Lists carry them too.
    const list = await call<{ content: Deal[] }>('GET', '/api/deals?size=50');
    expect(list.body.data.content.find((d) => d.id === after.id)?.image).toEqual(second.image);
  });

  it('are removed with their orphan by the clean-up, which counts the image once', async () => {
    const m = await registerMember();
    const old = (await uploadImage(m.token, await photo(700, 500))).body.data;
    await eventually(() => variantsServed(old.key, [160, 320, 640, 700]), 60_000);
    await backdateImage(old.key, 25);
    await withImageTotalsToMyself(async () => {
      const before = (await call('GET', '/api/admin/images', { token: adminToken })).body.data;
      const real = await call('POST', '/api/admin/images/cleanup', { token: adminToken, body: { dryRun: false } });
      expect(real.status).toBe(200);
      const deleted = real.body.data.deleted.filter((o: { key: string }) => o.key === old.key);
      expect(deleted).toHaveLength(1);
      const after = (await call('GET', '/api/admin/images', { token: adminToken })).body.data;
      expect(after.totalCount).toBe(before.totalCount - real.body.data.count);
    });
    for (const width of [160, 320, 640, 700])
      for (const format of VARIANT_FORMATS)
        expect((await fetchImage(variantFile(old.key, width, format))).status).toBe(404);
  });

  it('are made for images stored before variants existed by the migration, once', async () => {
    const { images, store, db, migrations, make } = await stackModules();
    const m = await registerMember();
    // As the upload route stored them then: served under images/, recorded without facts.
    const file = `Legacy${Date.now().toString(36)}abcdefghijk.jpg`;
    const bytes = await photo(900, 600);
    await store.putVariant(file, bytes, 'image/jpeg');
    await images.recordUpload(
      { file, owner: m.id, size: bytes.length, contentType: 'image/jpeg', createdAt: new Date().toISOString() },
      null,
    );
    const deal = await postDeal(m.token, { imageUrl: `/images/${file}` });
    expect(deal.image).toBeNull();
    expect((await fetchImage(file)).status).toBe(200);

    const makeVariants = (f: string) => make.variantsFor(f, { waitForRecord: false });
    expect(await migrations.makeMissingVariants(makeVariants)).toBeGreaterThanOrEqual(1);
    await variantsServed(file, [160, 320, 640, 900]);
    // The original moved out of what is served.
    expect((await fetchImage(file)).status).toBe(404);
    expect((await store.getOriginal(file))?.equals(bytes)).toBe(true);
    const record = await db.send(new GetCommand({ TableName: 'DzDeals', Key: keys.image(file) }));
    expect(record.Item?.picture).toEqual({ file, width: 900, height: 600, widths: [160, 320, 640, 900] });
    expect((await getDeal(deal.id)).image).toMatchObject({ width: 900, height: 600 });

    // Again: nothing left to do for it (its record has its facts).
    const done: string[] = [];
    await migrations.makeMissingVariants(async (f) => (done.push(f), false));
    expect(done).not.toContain(file);
  });
});
