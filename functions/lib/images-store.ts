import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { localClientConfig } from './aws-config';

/** Objects live under this prefix so CloudFront's `/images/*` maps straight onto the bucket. */
export const IMAGE_PREFIX = 'images/';
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const endpoint = process.env.S3_ENDPOINT;
// s3rver needs path-style URLs and its own fixed credentials, and stores streamed bodies
// corrupted unless checksums are only sent when required (docs/operations.md#toolchain-notes).
const s3 = new S3Client({
  ...localClientConfig(endpoint),
  ...(endpoint
    ? {
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }
    : {}),
});

const bucket = () => {
  const name = process.env.IMAGES_BUCKET;
  if (!name) throw new Error('IMAGES_BUCKET is not set');
  return name;
};

/** Stores an image under its random file name, with a long immutable cache. */
export async function putImageObject(file: string, body: Uint8Array, contentType: string) {
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: IMAGE_PREFIX + file,
      Body: body,
      ContentType: contentType,
      CacheControl: IMAGE_CACHE_CONTROL,
    }),
  );
}

/** Reads an image (the local server serves /images/* with it; CloudFront does it in AWS). */
export async function getImageObject(file: string) {
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: IMAGE_PREFIX + file }));
    return {
      body: Buffer.from(await out.Body!.transformToByteArray()),
      contentType: out.ContentType ?? 'application/octet-stream',
    };
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
}

/** Deletes up to 1,000 images in one call. */
export async function deleteImageObjects(files: string[]) {
  if (!files.length) return;
  await s3.send(
    new DeleteObjectsCommand({
      Bucket: bucket(),
      Delete: { Objects: files.map((f) => ({ Key: IMAGE_PREFIX + f })), Quiet: true },
    }),
  );
}

/** Every stored image, page by page (for the scheduled job only, never on a request path). */
export async function* listImageObjects() {
  let token: string | undefined;
  do {
    const out = await s3.send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: IMAGE_PREFIX, ContinuationToken: token }),
    );
    for (const o of out.Contents ?? []) {
      if (o.Key)
        yield {
          file: o.Key.slice(IMAGE_PREFIX.length),
          size: o.Size ?? 0,
          lastModified: o.LastModified ?? new Date(0),
        };
    }
    token = out.IsTruncated ? out.NextContinuationToken : undefined;
  } while (token);
}
