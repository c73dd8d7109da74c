import { useState } from 'react';
import { preload } from 'react-dom';
import type { DealImage, ImageVariant } from '@shared/api-types';
import { CategoryArt } from './category-art';
import './deals.css';

interface Props {
  /** The picture's variants (Deal.image); null without a picture or before they are made. */
  image: DealImage | null;
  /** Empty when the title beside the picture already says what it shows. */
  alt: string;
  /** The box it is laid out in (CSS keeps the ratio): no layout shift whichever file comes. */
  width: number;
  height: number;
  /** How wide it is shown, for the browser's choice among the variants (the `sizes` attribute). */
  sizes: string;
  /**
   * The narrowest variant offered: a small thumbnail may take one wider than its slot, so every
   * screen and density fetches (and caches) the same file.
   */
  minWidth?: number;
  /** In the first screen: fetched at once. Others wait until they near the screen. */
  eager?: boolean;
  /** The page's main picture (its LCP): fetched before the rest (`fetchpriority="high"`). */
  priority?: boolean;
  className?: string;
  /** Without a picture (or when it fails), the deal's category's illustration stands in. */
  category?: string;
  /** That illustration as a short band rather than the picture's box (the deal page keeps its actions in view). */
  compactPlaceholder?: boolean;
}

/** `url 320w, url 640w...` of one format. */
const srcSet = (variants: ImageVariant[], format: 'webp' | 'jpeg') =>
  variants.map((v) => `${v[format]} ${v.width}w`).join(', ');

/** The variants offered: those at least `minWidth` wide, or the widest when none is. */
export function offeredVariants(image: DealImage, minWidth = 0) {
  const wide = image.variants.filter((v) => v.width >= minWidth);
  return wide.length ? wide : image.variants.slice(-1);
}

/**
 * A deal's picture at a fixed size (no layout shift): its variants in WebP and JPEG with `srcset`
 * and `sizes`, so the browser fetches the narrowest that fills the slot; when there is none (or it
 * fails), the category's illustration, or a neutral panel when the category is not given. Pure:
 * the same markup on the server and in the browser.
 */
export function DealPicture({
  image,
  alt,
  width,
  height,
  sizes,
  minWidth,
  eager = false,
  priority = false,
  className = 'deal-picture',
  category,
  compactPlaceholder = false,
}: Props) {
  const [failed, setFailed] = useState<DealImage | null>(null);
  const shown = image && image.variants.length && failed !== image ? image : null;
  if (!shown && category !== undefined) {
    const compact = compactPlaceholder ? ' deal-picture-compact' : '';
    return <CategoryArt category={category} className={`${className} deal-picture-fallback${compact}`} label={alt} />;
  }
  if (!shown) {
    return (
      <div
        className={`${className} deal-picture-fallback`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0l-7.5-7.5A2 2 0 0 1 2.5 11.7V4.5a2 2 0 0 1 2-2h7.2a2 2 0 0 1 1.4.6l7.5 7.5a2 2 0 0 1 0 2.8ZM7.5 9a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z"
          />
        </svg>
      </div>
    );
  }
  const variants = offeredVariants(shown, minWidth);
  // For a browser without srcset support: the first JPEG at least as wide as the box.
  const fallback = variants.find((v) => v.width >= width) ?? variants[variants.length - 1];
  // The LCP picture: the server-rendered page's head asks for it before the browser reaches the <img>.
  if (priority) {
    preload(fallback.webp, {
      as: 'image',
      type: 'image/webp',
      imageSrcSet: srcSet(variants, 'webp'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture className="deal-picture-frame">
      <source type="image/webp" srcSet={srcSet(variants, 'webp')} sizes={sizes} />
      <img
        className={className}
        srcSet={srcSet(variants, 'jpeg')}
        sizes={sizes}
        src={fallback.jpeg}
        alt={alt}
        width={width}
        height={height}
        loading={eager || priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchPriority={priority ? 'high' : undefined}
        onError={() => setFailed(shown)}
      />
    </picture>
  );
}
