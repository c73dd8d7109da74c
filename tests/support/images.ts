import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { inject } from 'vitest';
import { keys } from '../../shared/table';
import type { Reply } from './http';

/** Bytes that start like each accepted format (only the magic bytes matter to the server). */
export const SAMPLES = {
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), randomBytes(2000)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(2000)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0x24, 0x08, 0, 0]),
    Buffer.from('WEBPVP8 '),
    randomBytes(2000),
  ]),
};

/** Posts a file as multipart form data, as the web app does. */
export async function uploadImage(
  token: string | undefined,
  bytes: Uint8Array,
  opts: { filename?: string; type?: string; field?: string } = {},
): Promise<Reply<{ url: string; key: string }>> {
  const form = new FormData();
  form.append(
    opts.field ?? 'file',
    new Blob([new Uint8Array(bytes)], { type: opts.type ?? 'application/octet-stream' }),
    opts.filename ?? 'photo.bin',
  );
  const res = await fetch(`${inject('baseUrl')}/api/images`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
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
