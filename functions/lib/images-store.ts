import { ORIGINAL_PREFIX, allVariantFiles, imageStem, variantStem } from '@shared/image-variants';

/**
 * What is served lives under this prefix, so CloudFront's `/images/*` maps straight onto the
 * bucket: the variants (`images/<stem>-<width>.<format>`), and originals uploaded before variants
 * existed until `npm run migrate` moves them (docs/architecture.md#images).
 */
export const IMAGE_PREFIX = 'images/';
/** Uploaded originals: never served (no route reaches it); their creation starts the variants job. */
export { ORIGINAL_PREFIX };
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

// The S3 client and its commands, loaded by the first call that stores or reads an object: a
// request refused before (signed out, too large, not an image) never pays for them.
const sdk = () => import('./s3-client');

const bucket = () => {
  const name = process.env.IMAGES_BUCKET;
  if (!name) throw new Error('IMAGES_BUCKET is not set');
  return name;
};

/** Stores an uploaded original under its random file name (its variants follow, made by a job). */
export async function putOriginal(file: string, body: Uint8Array, contentType: string) {
  const { s3, PutObjectCommand } = await sdk();
  await s3.send(
    new PutObjectCommand({ Bucket: bucket(), Key: ORIGINAL_PREFIX + file, Body: body, ContentType: contentType }),
  );
}

/** Stores a variant where it is served, with a long immutable cache (its name never changes content). */
export async function putVariant(name: string, body: Uint8Array, contentType: string) {
  const { s3, PutObjectCommand } = await sdk();
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: IMAGE_PREFIX + name,
      Body: body,
      ContentType: contentType,
      CacheControl: IMAGE_CACHE_CONTROL,
    }),
  );
}

const read = async (key: string) => {
  const { s3, GetObjectCommand } = await sdk();
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return null;
    throw err;
  }
};

/** An original's bytes: under originals/, or where it was served before variants existed; null when gone. */
export async function getOriginal(file: string) {
  return (await read(ORIGINAL_PREFIX + file)) ?? (await read(IMAGE_PREFIX + file));
}

/**
 * Moves an original stored before variants existed (served at `images/<file>`) under originals/,
 * where no route serves it; false when there is none there. Copied before the served copy goes.
 */
export async function moveLegacyOriginal(file: string) {
  const { s3, CopyObjectCommand } = await sdk();
  try {
    await s3.send(
      new CopyObjectCommand({
        Bucket: bucket(),
        CopySource: `${bucket()}/${IMAGE_PREFIX}${file}`,
        Key: ORIGINAL_PREFIX + file,
      }),
    );
  } catch (err) {
    if ((err as { name?: string }).name === 'NoSuchKey') return false;
    throw err;
  }
  await deleteImageKeys([IMAGE_PREFIX + file]);
  return true;
}

/** Reads an image (the local server serves /images/* with it; CloudFront does it in AWS). */
export async function getImageObject(file: string) {
  const { s3, GetObjectCommand } = await sdk();
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

/** An image to delete: its file, and the widths its variants were made at when recorded. */
export interface StoredImage {
  file: string;
  picture?: { widths: readonly number[] };
}

/** Every object key an image can have: its original (either place) and every variant. */
export const imageKeys = ({ file, picture }: StoredImage) => [
  ORIGINAL_PREFIX + file,
  IMAGE_PREFIX + file,
  ...allVariantFiles(file, picture?.widths).map((name) => IMAGE_PREFIX + name),
];

/** Deletes these keys, 1,000 per call (a key that is not there is no error). */
export async function deleteImageKeys(keys: string[]) {
  const { s3, DeleteObjectsCommand } = await sdk();
  for (let i = 0; i < keys.length; i += 1000) {
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: bucket(),
        Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}

/** Deletes images with their variants. */
export async function deleteImageObjects(images: StoredImage[]) {
  await deleteImageKeys(images.flatMap(imageKeys));
}

/** A stored object of the images bucket: an original (`file` known) or a variant (only its stem). */
export interface StoredImageObject {
  key: string;
  stem: string;
  file: string | null;
  size: number;
  lastModified: Date;
}

/**
 * Every stored object, originals then served ones, page by page (for the scheduled job only,
 * never on a request path). Keys that are neither an original nor a variant are skipped.
 */
export async function* listImageObjects(): AsyncGenerator<StoredImageObject> {
  const { s3, ListObjectsV2Command } = await sdk();
  for (const prefix of [ORIGINAL_PREFIX, IMAGE_PREFIX]) {
    let token: string | undefined;
    do {
      const out = await s3.send(
        new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of out.Contents ?? []) {
        const name = o.Key?.slice(prefix.length) ?? '';
        const variant = prefix === IMAGE_PREFIX ? variantStem(name) : null;
        const file = variant ? null : /^[A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp)$/.test(name) ? name : null;
        if (!variant && !file) continue;
        yield {
          key: o.Key!,
          stem: variant ?? imageStem(file!),
          file,
          size: o.Size ?? 0,
          lastModified: o.LastModified ?? new Date(0),
        };
      }
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
  }
}
