import { connect } from 'node:net';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { readOrientation } from '@functions/lib/image-metadata';
import { call, registerMember, someAddress } from '../support/http';
import { JPEG_FRAME, SAMPLES, pngChunk, rawRequest, sizedImage, uploadImage } from '../support/images';
import { inOneWindow } from '../support/windows';

const HOUR = 3600;

const BOUNDARY = 'dzdeals-test-boundary';
const partHead = (extra = '') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"${extra}\r\n` +
  'Content-Type: image/jpeg\r\n\r\n';

/** A JPEG start (SOI, JFIF) and some scan data: what a dropped connection leaves of a photo. */
const JPEG_START = SAMPLES.jpg.subarray(0, 600);

let member: Awaited<ReturnType<typeof registerMember>>;
beforeAll(async () => {
  member = await registerMember();
});

/**
 * Sends bytes as they are over a fresh socket and resolves with all the server sent before
 * closing; `hangUp` closes our side right after sending, as a dropped connection does.
 */
function rawSocket(bytes: Buffer, hangUp = false) {
  const { hostname, port } = new URL(inject('baseUrl'));
  return new Promise<string>((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: someAddress() });
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
    socket.on('error', reject);
    if (hangUp) socket.end(bytes);
    else socket.write(bytes);
  });
}

const postMultipart = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  rawRequest(
    'POST',
    '/api/images',
    { 'content-type': contentType, authorization: `Bearer ${member.token}` },
    body,
    someAddress(),
  ).then((res) => ({ ...res, json: JSON.parse(res.body.toString('utf8')) }));

/** The server still answers, and DynamoDB Local (behind it) too. */
async function expectAlive() {
  const deals = await call('GET', '/api/deals');
  expect(deals.status).toBe(200);
  expect(deals.body.success).toBe(true);
}

describe('malformed uploads', () => {
  it('answers a multipart body cut off in the file with a 400, over a raw socket, and keeps serving', async () => {
    const body = Buffer.concat([Buffer.from(partHead()), JPEG_START]);
    const head =
      `POST /api/images HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
      `Authorization: Bearer ${member.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = await rawSocket(Buffer.concat([Buffer.from(head), body]));
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const json = JSON.parse(Buffer.from(answer.slice(answer.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8'));
    expect(json).toEqual({
      success: false,
      data: null,
      message: 'Envoi de l’image incomplet ou mal formé, veuillez réessayer',
    });
    await expectAlive();
    // And a good upload right after goes through.
    expect((await uploadImage(member.token, SAMPLES.png)).status).toBe(201);
  });

  it('survives a client that hangs up halfway through the body', async () => {
    const head =
      `POST /api/images HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${member.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n`;
    await rawSocket(Buffer.concat([Buffer.from(head), Buffer.from(partHead()), JPEG_START]), true);
    await expectAlive();
  });

  it.each([
    [
      'no boundary',
      () => postMultipart(Buffer.concat([Buffer.from(partHead()), SAMPLES.jpg]), 'multipart/form-data'),
      'Aucun fichier reçu\u00A0: envoyez l’image dans le champ «\u202Ffile\u202F»',
    ],
    [
      'a boundary but no file part',
      () =>
        postMultipart(
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBonjour\r\n--${BOUNDARY}--\r\n`,
          ),
        ),
      'Aucun fichier reçu\u00A0: envoyez l’image dans le champ «\u202Ffile\u202F»',
    ],
    [
      'part headers cut off',
      () => postMultipart(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-da`)),
      'Envoi de l’image incomplet ou mal formé, veuillez réessayer',
    ],
    [
      'a file part whose header is huge',
      () =>
        postMultipart(
          Buffer.concat([
            Buffer.from(partHead(`; x="${'a'.repeat(200_000)}"`)),
            SAMPLES.jpg,
            Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
          ]),
        ),
      null,
    ],
    [
      'a complete part holding a cut-off JPEG',
      () => postMultipart(Buffer.concat([Buffer.from(partHead()), JPEG_START, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)])),
      'Image illisible ou incomplète\u00A0: envoyez un fichier JPEG, PNG ou WebP valide',
    ],
  ])('answers %s with a French 4xx and keeps serving', async (_, send, message) => {
    const res = await send();
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.json.success).toBe(false);
    if (message) expect(res.json.message).toBe(message);
    else expect(res.json.message).toMatch(/[éèà]|image|fichier/i);
    await expectAlive();
  });
});

// ---- Metadata --------------------------------------------------------------------------------

const GPS_LATITUDE = (() => {
  const out = Buffer.alloc(24);
  [36, 1, 45, 1, 123456, 10000].forEach((v, i) => out.writeUInt32LE(v, i * 4));
  return out;
})();

/** EXIF (little-endian) with Make, Orientation=6 and a GPS IFD holding a latitude. */
function exifWithGps() {
  const tiff = Buffer.alloc(8 + 2 + 3 * 12 + 4 + 6 + 2 + 12 + 4 + 24);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(3, 8);
  const entry = (at: number, tag: number, type: number, count: number, value: number, short = false) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    if (short) tiff.writeUInt16LE(value, at + 8);
    else tiff.writeUInt32LE(value, at + 8);
  };
  const make = 50;
  const gps = 56;
  const latitude = gps + 2 + 12 + 4;
  entry(10, 0x010f, 2, 6, make);
  entry(22, 0x0112, 3, 1, 6, true);
  entry(34, 0x8825, 4, 1, gps);
  tiff.write('Canon\0', make, 'latin1');
  tiff.writeUInt16LE(1, gps);
  entry(gps + 2, 0x0002, 5, 3, latitude);
  GPS_LATITUDE.copy(tiff, latitude);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** An upload's original as the S3 stand-in holds it (it is never served). */
async function storedOriginal(key: string) {
  Object.assign(process.env, {
    S3_ENDPOINT: inject('s3Endpoint'),
    IMAGES_BUCKET: 'dzdeals-images',
  });
  const { getOriginal } = await import('@functions/lib/images-store');
  const original = await getOriginal(key);
  if (!original) throw new Error(`no original for ${key}`);
  return original;
}

describe('image metadata', () => {
  it('stores a JPEG without its GPS position, camera or comment, keeping its Orientation', async () => {
    const comment = Buffer.from([0xff, 0xfe, 0x00, 0x0c, ...Buffer.from('chez moi !')]);
    const scan = SAMPLES.jpg.subarray(2 + 18 + JPEG_FRAME.length);
    const photo = Buffer.concat([Buffer.from([0xff, 0xd8]), exifWithGps(), comment, JPEG_FRAME, scan]);
    expect(photo.includes(GPS_LATITUDE)).toBe(true);

    const res = await uploadImage(member.token, photo);
    expect(res.status).toBe(201);
    // The original as stored (never served: its variants are re-encoded from it, without metadata).
    const served = await storedOriginal(res.body.data.key);
    expect(served.subarray(-scan.length).equals(scan)).toBe(true);
    // The segments before the scan (its random bytes may hold any pair, 0x25 0x88 in 1 run of 30).
    const head = served.subarray(0, served.length - scan.length);
    expect(head.includes(GPS_LATITUDE)).toBe(false);
    expect(head.includes(Buffer.from([0x25, 0x88]))).toBe(false); // the GPS IFD pointer tag
    expect(head.includes('Canon')).toBe(false);
    expect(head.includes('chez moi')).toBe(false);
    const exif = head.indexOf('Exif\0\0');
    expect(exif).toBeGreaterThan(0);
    expect(readOrientation(head.subarray(exif + 6))).toBe(6);
  });
});

// ---- Declared size ---------------------------------------------------------------------------

describe('decompression bombs', () => {
  const tooBig = 'Image trop grande\u00A0: 8\u202F000 pixels au plus par côté et 40 mégapixels au total';
  const empty = 'Image illisible\u00A0: sa largeur ou sa hauteur est nulle';
  it.each([
    ['a PNG declaring 20000x20000', () => sizedImage.png(20000, 20000), tooBig],
    ['a PNG 2^31-1 pixels wide', () => sizedImage.png(2 ** 31 - 1, 16), tooBig],
    ['a PNG of 0x0', () => sizedImage.png(0, 0), empty],
    ['a JPEG declaring 65500x65500', () => sizedImage.jpg(65500, 65500), tooBig],
    ['a WebP whose VP8X canvas is 16777216x16777216', () => sizedImage.webpCanvas(2 ** 24, 2 ** 24), tooBig],
    ['a 9000x10 strip', () => sizedImage.png(9000, 10), tooBig],
    ['a 7000x7000 picture (49 megapixels)', () => sizedImage.jpg(7000, 7000), tooBig],
  ])('refuses %s with a French 400, storing nothing', async (_, file, message) => {
    const res = await uploadImage(member.token, file());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, data: null, message });
  });

  it('accepts 8000x5000 (40 megapixels, each side within 8000) in each format', async () => {
    for (const file of [sizedImage.png(8000, 5000), sizedImage.jpg(5000, 8000), sizedImage.webp(8000, 5000)]) {
      const res = await uploadImage(member.token, file);
      expect(res.status).toBe(201);
      expect((await storedOriginal(res.body.data.key)).equals(file)).toBe(true);
    }
  });

  it('refuses a PNG carrying an unknown critical chunk instead of keeping it byte for byte', async () => {
    const res = await uploadImage(member.token, sizedImage.png(16, 16, pngChunk('ZZZZ', Buffer.from('opaque'))));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Image illisible ou incomplète\u00A0: envoyez un fichier JPEG, PNG ou WebP valide');
  });
});

// ---- Limits ----------------------------------------------------------------------------------

describe('upload limits', () => {
  // Each scenario runs in one hourly window (tests/support/windows.ts), with its own members and address.
  it('limits one client address to 60 uploads per hour, whoever is signed in', async () => {
    await inOneWindow(HOUR, async () => {
      const from = someAddress();
      const [a, b, c] = await Promise.all([registerMember(), registerMember(), registerMember()]);
      for (const m of [a, b])
        for (let i = 0; i < 30; i++) expect((await uploadImage(m.token, SAMPLES.webp, { from })).status).toBe(201);
      const refused = await uploadImage(c.token, SAMPLES.webp, { from });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('Trop d’images envoyées, veuillez réessayer dans une heure');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // The same member from another address is not held back by this one.
      expect((await uploadImage(c.token, SAMPLES.webp)).status).toBe(201);
    });
  });

  it('counts a refused upload too, since the slot is taken before the body is read', async () => {
    await inOneWindow(HOUR, async () => {
      const m = await registerMember();
      for (let i = 0; i < 30; i++) expect((await uploadImage(m.token, Buffer.from('pas une image'))).status).toBe(400);
      expect((await uploadImage(m.token, SAMPLES.png)).status).toBe(429);
    });
  });
});
