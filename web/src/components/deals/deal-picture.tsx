import { useState } from 'react';
import { CategoryArt } from './category-art';
import './deals.css';

interface Props {
  src: string | null;
  /** Empty when the title beside the picture already says what it shows. */
  alt: string;
  width: number;
  height: number;
  /** The deal page's main picture loads at once; list pictures wait until they near the screen. */
  eager?: boolean;
  className?: string;
  /** Without a picture (or when it fails), the deal's category's illustration stands in. */
  category?: string;
}

/**
 * A deal's picture at a fixed size (no layout shift); when there is none or it fails, the
 * category's illustration, or a neutral panel when the category is not given.
 */
export function DealPicture({ src, alt, width, height, eager = false, className = 'deal-picture', category }: Props) {
  const [failed, setFailed] = useState<string | null>(null);
  if ((!src || failed === src) && category !== undefined) {
    return <CategoryArt category={category} className={`${className} deal-picture-fallback`} label={alt} />;
  }
  if (!src || failed === src) {
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
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={eager ? 'high' : undefined}
      onError={() => setFailed(src)}
    />
  );
}
