import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '@shared/table';
import { someAddress, type Reply } from './http';

const jpegSegment = (marker: number, payload: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);

/** A PNG chunk with its CRC. */
export const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
};

/** A RIFF chunk (WebP), padded to an even length. */
export const riffChunk = (fourcc: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, Buffer.alloc(data.length % 2)]);
};

export const webpFile = (...chunks: Buffer[]) => {
  const body = Buffer.concat(chunks);
  const head = Buffer.from('RIFF\0\0\0\0WEBP', 'latin1');
  head.writeUInt32LE(body.length + 4, 4);
  return Buffer.concat([head, body]);
};

/** Random scan data, with no 0xFF byte that could read as a marker. */
const scanBytes = (n: number) => Buffer.from(randomBytes(n).map((b) => (b === 0xff ? 0xfe : b)));

/** The JPEG segments of a baseline frame (16x16 by default), up to the scan header (not decodable). */
export const jpegFrame = (width = 16, height = 16, sof = 0xc0) =>
  Buffer.concat([
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])), // DQT
    jpegSegment(sof, Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0])), // one component
    jpegSegment(0xc4, Buffer.concat([Buffer.from([0]), Buffer.alloc(16)])), // DHT
    jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])), // SOS
  ]);
export const JPEG_FRAME = jpegFrame();

/** A PNG IHDR body: width, height, 8-bit RGB. */
export const pngHeader = (width: number, height: number) => {
  const out = Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 8, 2, 0, 0, 0]);
  out.writeUInt32BE(width, 0);
  out.writeUInt32BE(height, 4);
  return out;
};

/** The start of a lossy WebP key frame (VP8 chunk body) of the given size, then random bits. */
export const vp8Frame = (width: number, height: number, bytes = 2000) => {
  const head = Buffer.from([0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a, 0, 0, 0, 0]);
  head.writeUInt16LE(width, 6);
  head.writeUInt16LE(height, 8);
  return Buffer.concat([head, randomBytes(bytes)]);
};

/** A VP8X chunk body: no flags, the canvas width and height (stored minus one, 24 bits). */
export const vp8xHeader = (width: number, height: number) => {
  const out = Buffer.alloc(10);
  out.writeUIntLE(width - 1, 4, 3);
  out.writeUIntLE(height - 1, 7, 3);
  return out;
};

/**
 * Files that declare the given size in their header, over a few KB of random data: what a
 * decompression bomb looks like to the server (it never decodes the pixels).
 */
export const sizedImage = {
  jpg: (width: number, height: number) =>
    Buffer.concat([Buffer.from([0xff, 0xd8]), jpegFrame(width, height), scanBytes(2000), Buffer.from([0xff, 0xd9])]),
  png: (width: number, height: number, ...extra: Buffer[]) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', pngHeader(width, height)),
      ...extra,
      pngChunk('IDAT', randomBytes(2000)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  webp: (width: number, height: number) => webpFile(riffChunk('VP8 ', vp8Frame(width, height))),
  /** An extended WebP whose canvas is the given size, over a small 16x16 picture. */
  webpCanvas: (width: number, height: number) =>
    webpFile(riffChunk('VP8X', vp8xHeader(width, height)), riffChunk('VP8 ', vp8Frame(16, 16))),
};

/**
 * Structurally valid files of each accepted format, without metadata: the server walks their
 * segments and chunks (refusing broken ones) and serves them back byte for byte.
 */
export const SAMPLES = {
  jpg: Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from([...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0])),
    JPEG_FRAME,
    scanBytes(2000),
    Buffer.from([0xff, 0xd9]),
  ]),
  png: sizedImage.png(16, 16),
  webp: sizedImage.webp(16, 16),
};

/**
 * A picture an image library can decode (SAMPLES are only well-formed containers): a flat colour,
 * `width` x `height`, as sharp encodes it. Its upload gets variants (functions/jobs/image-variants-job.ts).
 */
export async function realPhoto(width: number, height: number, format: 'jpeg' | 'png' = 'jpeg') {
  const { default: sharp } = await import('sharp');
  const canvas = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });
  return (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer();
}

/** Posts a file as multipart form data, as the web app does. */
export async function uploadImage(
  token: string | undefined,
  bytes: Uint8Array,
  /** `from`: the client's loopback address; a fresh one by default, so the per-address limit
   * only counts what a test means it to. */
  opts: { filename?: string; type?: string; field?: string; from?: string } = {},
): Promise<Reply<{ url: string; key: string }>> {
  const form = new FormData();
  form.append(
    opts.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/octet-stream' }),
    opts.filename ?? 'photo.bin',
  );
  // Serialised by fetch's own encoder, sent over node:http to pick the source address.
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')! };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await rawRequest('POST', '/api/images', headers, body, opts.from ?? someAddress());
  return { status: res.status, headers: res.headers, body: JSON.parse(res.body.toString('utf8')) };
}

// ---- The image totals -------------------------------------------------------------------------
// The admin report's totals (count and bytes of every stored image) are one item for the whole
// stack, which every upload of every test file moves. A test that checks how the clean-up moves
// them takes the totals for itself (`withImageTotalsToMyself`); uploads made through the helpers
// below wait for it to finish, and it waits for uploads under way. Files in the stack's data dir
// make this hold across the parallel test processes.

const lockDir = () => join(inject('dataDir'), 'test-image-totals');
const EXCLUSIVE = 'exclusive';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let uploadsUnderWay = 0;

/** Runs one upload once no test holds the totals, and keeps them from being taken meanwhile. */
async function asUpload<T>(send: () => Promise<T>): Promise<T> {
  const dir = lockDir();
  await mkdir(dir, { recursive: true });
  const mine = join(dir, `upload-${process.pid}-${++uploadsUnderWay}-${randomBytes(4).toString('hex')}`);
  for (;;) {
    while (existsSync(join(dir, EXCLUSIVE))) await sleep(20);
    await writeFile(mine, '');
    // Taken between the check and the marker: step back until it is given back.
    if (!existsSync(join(dir, EXCLUSIVE))) break;
    await rm(mine, { force: true });
  }
  try {
    return await send();
  } finally {
    await rm(mine, { force: true });
  }
}

/** Runs `work` while no upload made through these helpers can move the image totals. */
export async function withImageTotalsToMyself<T>(work: () => Promise<T>): Promise<T> {
  const dir = lockDir();
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, EXCLUSIVE), String(process.pid), { flag: 'wx' });
  try {
    while ((await readdir(dir)).some((f) => f.startsWith('upload-'))) await sleep(20);
    return await work();
  } finally {
    await rm(join(dir, EXCLUSIVE), { force: true });
  }
}

/** One HTTP request with exact bytes, from a chosen loopback address; the raw answer. */
export function rawRequest(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  from = '127.0.0.1',
) {
  const send = () => rawSend(method, path, headers, body, from);
  return method === 'POST' && path === '/api/images' ? asUpload(send) : send();
}

function rawSend(
  method: string,
  path: string,
  headers: Record<string, string>,
  body: Buffer | undefined,
  from: string,
) {
  return new Promise<{ status: number; headers: Headers; body: Buffer }>((resolve, reject) => {
    const req = request(`${inject('baseUrl')}${path}`, { method, headers, localAddress: from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) out.set(name, Array.isArray(value) ? value.join(', ') : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

const doc = () =>
  DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: inject('ddbEndpoint'),
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    }),
  );

/** Makes an upload look `hours` older, as if time had passed (the grace period is 24 h). */
export async function backdateImage(file: string, hours: number) {
  const client = doc();
  const { Item } = await client.send(new GetCommand({ TableName: 'DzDeals', Key: keys.image(file) }));
  if (!Item) throw new Error(`no record for ${file}`);
  const createdAt = new Date(Date.parse(Item.createdAt) - hours * 3600 * 1000).toISOString();
  const sort = keys.unattachedImage(file, createdAt).GSI4SK;
  await client.send(
    new UpdateCommand({
      TableName: 'DzDeals',
      Key: keys.image(file),
      UpdateExpression: Item.GSI4PK
        ? 'SET createdAt = :c, orphanSort = :s, GSI4SK = :s'
        : 'SET createdAt = :c, orphanSort = :s',
      ExpressionAttributeValues: { ':c': createdAt, ':s': sort },
    }),
  );
  client.destroy();
}
