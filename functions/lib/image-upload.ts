import busboy from 'busboy';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { HttpError, badRequest } from './errors';
import type { APIGatewayProxyEventV2 as Event } from 'aws-lambda';
import { MalformedImageError, cleanImage, type ImageSize } from './image-metadata';

const KINDS = [
  {
    ext: 'jpg',
    type: 'image/jpeg',
    test: (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  },
  {
    ext: 'png',
    type: 'image/png',
    test: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    ext: 'webp',
    type: 'image/webp',
    test: (b: Buffer) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

/** The image kind its first bytes reveal; the file name and declared type are not trusted. */
export const sniffImage = (data: Buffer) => KINDS.find((k) => k.test(data)) ?? null;

/**
 * Why a declared size is refused, or null: an empty side, or more to decode than a phone should
 * (each side and the area are bounded, so a 9000 x 10 strip is refused as well as a square).
 */
export function imageSizeRefusal({ width, height }: ImageSize): string | null {
  if (width === 0 || height === 0) return MSG.imageNoPixels;
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS)
    return MSG.imageTooManyPixels;
  return null;
}

/**
 * Reads the `file` field of a multipart/form-data body (API Gateway hands it over in base64),
 * enforcing the size limit while parsing, checks the magic bytes, the size the headers declare, and strips the metadata.
 * A malformed body always ends in a 4xx: every stream gets an error listener, since an
 * unhandled 'error' event would throw outside this promise and take the process down.
 */
export async function readImageUpload(event: Event) {
  const contentType = event.headers?.['content-type'] ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) throw badRequest(MSG.imageMissing);
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  const data = await new Promise<Buffer | null>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType },
        limits: { files: 1, fileSize: IMAGE_MAX_BYTES + 1 },
      });
    } catch {
      return reject(badRequest(MSG.imageMissing));
    }
    let file: Buffer | null = null;
    let tooBig = false;
    const cutOff = () => reject(badRequest(MSG.imageIncomplete));
    parser.on('file', (name, stream) => {
      stream.on('error', cutOff);
      if (name !== 'file') return stream.resume();
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (tooBig = true));
      stream.on('end', () => (file = Buffer.concat(chunks)));
    });
    parser.on('error', cutOff);
    parser.on('close', () => (tooBig ? reject(new HttpError(413, MSG.imageTooLarge)) : resolve(file)));
    try {
      parser.end(body);
    } catch {
      cutOff();
    }
  });
  if (!data?.length) throw badRequest(MSG.imageMissing);
  if (data.length > IMAGE_MAX_BYTES) throw new HttpError(413, MSG.imageTooLarge);
  const kind = sniffImage(data);
  if (!kind) throw badRequest(MSG.imageType);
  let image: ReturnType<typeof cleanImage>;
  try {
    image = cleanImage(data, kind.ext);
  } catch (err) {
    // A container that cannot be walked cannot be cleaned: refused, never stored as sent.
    if (err instanceof MalformedImageError) throw badRequest(MSG.imageInvalid);
    throw err;
  }
  const refusal = imageSizeRefusal(image);
  if (refusal) throw badRequest(refusal);
  return { data: image.data, ext: kind.ext, contentType: kind.type, width: image.width, height: image.height };
}
