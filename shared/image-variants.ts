import type { DealImage } from './api-types';

/**
 * The resized copies every uploaded picture gets (docs/architecture.md#images): these widths in
 * WebP and JPEG, made by the variants job from the original, which is never served.
 */
export const VARIANT_WIDTHS = [160, 320, 640, 1280] as const;

/** Key prefix of uploaded originals in the images bucket: never served, their creation runs the variants job. */
export const ORIGINAL_PREFIX = 'originals/';

/** The formats of each width: WebP for the browsers that take it, JPEG for the others and link previews. */
export const VARIANT_FORMATS = ['webp', 'jpg'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/**
 * What the variants job recorded about a picture: the original's upright size (after its EXIF
 * orientation) and the widths made. Kept on the image record and copied onto its deal.
 */
export interface PictureFacts {
  /** The image file (`<stem>.<ext>`, as in `/images/<file>`) these facts are about. */
  file: string;
  width: number;
  height: number;
  widths: number[];
}

/**
 * The widths made for an upright picture `width` px wide: the standard ones narrower than it, and
 * its own width when it is under the largest, so nothing is ever upscaled.
 */
export function variantWidths(width: number): number[] {
  const widest = VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return [...VARIANT_WIDTHS.filter((w) => w < Math.min(width, widest)), Math.min(width, widest)];
}

/** `abc.jpg` → `abc` (the random part every variant's name starts with). */
export const imageStem = (file: string) => file.replace(/\.[a-z]+$/, '');

/** The variant's file name: `<stem>-<width>.<format>`, served at `/images/<that>`. */
export const variantFile = (file: string, width: number, format: VariantFormat) =>
  `${imageStem(file)}-${width}.${format}`;

/**
 * Every variant file a picture can have: the standard widths and those recorded for it (its own
 * width when narrower than the widest). For deletion: a name with no object is harmless.
 */
export const allVariantFiles = (file: string, widths: readonly number[] = []) =>
  [...new Set([...VARIANT_WIDTHS, ...widths])].flatMap((w) => VARIANT_FORMATS.map((f) => variantFile(file, w, f)));

/** `<stem>-<width>.<format>` → its stem, or null for anything that is not a variant's name. */
export function variantStem(name: string): string | null {
  const match = /^([A-Za-z0-9_-]{16,64})-(\d{2,4})\.(?:webp|jpg)$/.exec(name);
  return match ? match[1] : null;
}

/** The API's picture (docs/api.md#shapes) from the recorded facts, narrowest variant first. */
export function dealImage(facts: PictureFacts): DealImage {
  const ratio = facts.height / facts.width;
  return {
    width: facts.width,
    height: facts.height,
    variants: [...facts.widths]
      .sort((a, b) => a - b)
      .map((width) => ({
        width,
        height: Math.max(1, Math.round(width * ratio)),
        webp: `/images/${variantFile(facts.file, width, 'webp')}`,
        jpeg: `/images/${variantFile(facts.file, width, 'jpg')}`,
      })),
  };
}
