import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

const list = { last: false, deals: [{}], total: 25, loadingMore: false, loadMore: vi.fn() } as unknown as Parameters<
  typeof LoadMore
>[0]['list'];

describe('LoadMore', () => {
  it('is served disabled, and enabled once hydrated without a mismatch (a tap before would be lost)', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoadMore list={list} />);
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button).toBeDisabled();
    const errors: unknown[] = [];
    const logged = vi.spyOn(console, 'error').mockImplementation((...args) => void errors.push(args));
    try {
      await act(async () => {
        hydrateRoot(container, <LoadMore list={list} />, { onRecoverableError: (err) => void errors.push(err) });
      });
    } finally {
      logged.mockRestore();
    }
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(button);
    expect(button).toBeEnabled();
    act(() => button.click());
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
