import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { HttpError } from './errors';
import type { APIGatewayProxyEventV2 as Event } from 'aws-lambda';
import { readImageUpload } from './image-upload';

const BOUNDARY = 'b0undary';
const event = (body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) =>
  ({
    headers: { 'content-type': contentType },
    body: body.toString('base64'),
    isBase64Encoded: true,
  }) as unknown as Event;
const part = (name = 'file') =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1]);

/** The error readImageUpload rejects with; vitest fails the run on any uncaught error besides. */
const refusal = (e: Event) =>
  readImageUpload(e).then(
    () => null,
    (err: unknown) => err,
  );

describe('readImageUpload', () => {
  it('rejects a body cut off inside the file with a 400, never an uncaught stream error', async () => {
    const err = await refusal(event(Buffer.concat([part(), JPEG_START])));
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ status: 400, message: MSG.imageIncomplete });
    // Also when the cut-off part is one the reader skips.
    const other = await refusal(event(Buffer.concat([part('other'), JPEG_START])));
    expect(other).toMatchObject({ status: 400 });
  });

  it('refuses a JPEG whose structure is broken instead of storing it unstripped', async () => {
    const body = Buffer.concat([part(), JPEG_START, Buffer.from('garbage'), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    expect(await refusal(event(body))).toMatchObject({ status: 400, message: MSG.imageInvalid });
  });

  it('refuses multipart without a boundary, and a form without a file', async () => {
    expect(await refusal(event(part(), 'multipart/form-data'))).toMatchObject({
      status: 400,
      message: MSG.imageMissing,
    });
    const noFile = Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="x"\r\n\r\ny\r\n--${BOUNDARY}--\r\n`,
    );
    expect(await refusal(event(noFile))).toMatchObject({ status: 400, message: MSG.imageMissing });
  });
});
