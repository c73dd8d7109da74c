import { describe, expect, it } from 'vitest';
import { allVariantFiles, dealImage, variantStem, variantWidths } from './image-variants';

describe('image variants', () => {
  it('never upscale, and keep the original width when it is under the widest', () => {
    expect(variantWidths(3000)).toEqual([160, 320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([160, 320, 640, 1280]);
    expect(variantWidths(1000)).toEqual([160, 320, 640, 1000]);
    expect(variantWidths(320)).toEqual([160, 320]);
    expect(variantWidths(100)).toEqual([100]);
  });

  it('are named after the stem, and recognised by it', () => {
    const file = 'AbCdEfGhIjKlMnOpQrStUvWx.png';
    expect(allVariantFiles(file, [1000])).toContain('AbCdEfGhIjKlMnOpQrStUvWx-1000.webp');
    expect(allVariantFiles(file)).toHaveLength(8);
    expect(variantStem('AbCdEfGhIjKlMnOpQrStUvWx-320.jpg')).toBe('AbCdEfGhIjKlMnOpQrStUvWx');
    expect(variantStem(file)).toBeNull();
    expect(dealImage({ file, width: 1000, height: 500, widths: [320, 160] }).variants).toEqual([
      {
        width: 160,
        height: 80,
        webp: '/images/AbCdEfGhIjKlMnOpQrStUvWx-160.webp',
        jpeg: '/images/AbCdEfGhIjKlMnOpQrStUvWx-160.jpg',
      },
      {
        width: 320,
        height: 160,
        webp: '/images/AbCdEfGhIjKlMnOpQrStUvWx-320.webp',
        jpeg: '/images/AbCdEfGhIjKlMnOpQrStUvWx-320.jpg',
      },
    ]);
  });
});
