import type sharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { IMAGE_MAX_PIXELS } from '@shared/limits';
import { type VariantFormat, VARIANT_FORMATS, variantFile, variantWidths } from '@shared/image-variants';

/**
 * Makes a picture's variants with sharp (libvips): upright (its EXIF orientation applied), sRGB,
 * no metadata, at each width of shared/image-variants.ts in WebP and JPEG. Only the variants job
 * and the migration import this module: sharp is native code that stays out of every other bundle
 * (docs/architecture.md#images).
 */

/**
 * sharp, loaded on first use: its native library is not part of the module's load (the Lambda
 * module-load budget, docs/architecture.md#budgets); one libvips thread, as a job handles one
 * picture at a time anyway.
 */
let loaded: Promise<typeof sharpModule> | undefined;
const loadSharp = () =>
  (loaded ??= import('sharp').then((module) => {
    const sharp = module.default as typeof sharpModule;
    sharp.concurrency(1);
    return sharp;
  }));

const ENCODE: Record<VariantFormat, { contentType: string; apply: (s: Sharp) => Sharp }> = {
  webp: { contentType: 'image/webp', apply: (s) => s.webp({ quality: 78, effort: 4 }) },
  jpg: { contentType: 'image/jpeg', apply: (s) => s.jpeg({ quality: 80, mozjpeg: true, progressive: true }) },
};

export interface Variant {
  name: string;
  width: number;
  format: VariantFormat;
  contentType: string;
  body: Buffer;
}

/**
 * The variants of the original `file`: its upright size and one buffer per width and format.
 * An animated original gives its first frame. Throws on bytes sharp cannot decode.
 */
export async function makeVariants(file: string, original: Buffer) {
  // Bounded as the upload route bounds it (shared/limits.ts): a decoder never allocates more.
  const sharp = await loadSharp();
  const source = sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' });
  const meta = await source.metadata();
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw new Error(`no size for ${file}`);
  const widths = variantWidths(width);
  const upright = source.clone().autoOrient().toColourspace('srgb');
  const variants: Variant[] = [];
  for (const w of widths) {
    // JPEG has no transparency: a white background rather than black.
    const resized = upright.clone().resize({ width: w, withoutEnlargement: true });
    for (const format of VARIANT_FORMATS) {
      const shaped = format === 'jpg' ? resized.clone().flatten({ background: '#ffffff' }) : resized.clone();
      const body = await ENCODE[format].apply(shaped).toBuffer();
      variants.push({
        name: variantFile(file, w, format),
        width: w,
        format,
        contentType: ENCODE[format].contentType,
        body,
      });
    }
  }
  return { width, height, widths, variants };
}
