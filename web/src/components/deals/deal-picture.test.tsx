import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { dealImage } from '@shared/image-variants';
import { DealPicture } from './deal-picture';

const IMAGE = dealImage({
  file: 'AbCdEfGhIjKlMnOpQrStUvWx.jpg',
  width: 2000,
  height: 1000,
  widths: [160, 320, 640, 1280],
});
const box = { width: 800, height: 600, sizes: '(min-width: 900px) 560px, 100vw' };

describe('DealPicture', () => {
  it('offers every variant in WebP and JPEG with the sizes, in a fixed box', () => {
    const { container } = render(<DealPicture image={IMAGE} alt="Un vélo" {...box} />);
    const source = container.querySelector('picture > source')!;
    const img = container.querySelector('picture > img')!;
    expect(source).toHaveAttribute('type', 'image/webp');
    expect(source).toHaveAttribute(
      'srcset',
      '/images/AbCdEfGhIjKlMnOpQrStUvWx-160.webp 160w, /images/AbCdEfGhIjKlMnOpQrStUvWx-320.webp 320w, ' +
        '/images/AbCdEfGhIjKlMnOpQrStUvWx-640.webp 640w, /images/AbCdEfGhIjKlMnOpQrStUvWx-1280.webp 1280w',
    );
    expect(source).toHaveAttribute('sizes', box.sizes);
    expect(img.getAttribute('srcset')).toContain('/images/AbCdEfGhIjKlMnOpQrStUvWx-640.jpg 640w');
    expect(img).toHaveAttribute('sizes', box.sizes);
    // Without srcset support: the first JPEG as wide as the box.
    expect(img).toHaveAttribute('src', '/images/AbCdEfGhIjKlMnOpQrStUvWx-1280.jpg');
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('alt', 'Un vélo');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the main picture first, and never offers one narrower than minWidth', () => {
    const { container } = render(<DealPicture image={IMAGE} alt="" {...box} minWidth={320} priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.getAttribute('srcset')).not.toContain('-160.');
    expect(container.querySelector('source')!.getAttribute('srcset')).not.toContain('-160.');
  });

  it('offers the widest when even it is narrower than minWidth (a small original)', () => {
    const small = dealImage({ file: 'AbCdEfGhIjKlMnOpQrStUvWx.png', width: 150, height: 100, widths: [150] });
    const { container } = render(<DealPicture image={small} alt="" {...box} minWidth={320} />);
    expect(container.querySelector('img')).toHaveAttribute('srcset', '/images/AbCdEfGhIjKlMnOpQrStUvWx-150.jpg 150w');
  });

  it('shows the compact category placeholder without variants', () => {
    const { container } = render(<DealPicture image={null} alt="" category="Sport" {...box} compactPlaceholder />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.category-art')).toHaveClass('deal-picture-compact');
  });

  it('hydrates over its server markup without a mismatch', async () => {
    const element = <DealPicture image={IMAGE} alt="Un vélo" {...box} priority />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const served = container.querySelector('img');
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, element, { onRecoverableError: (err) => void errors.push(err) });
      });
    } finally {
      logged.mockRestore();
    }
    expect(errors).toEqual([]);
    // The very element the server sent, kept (a mismatch would have replaced it).
    expect(container.querySelector('img')).toBe(served);
    container.remove();
  });
});
