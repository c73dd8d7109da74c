import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { FollowToggle } from './follow-toggle';

describe("a member's one-click action on a served page", () => {
  it('is disabled until the page is hydrated, without a mismatch, then acts (a tap before would be lost)', async () => {
    const onToggle = vi.fn(async () => undefined);
    const element = (
      <MemoryRouter>
        <FollowToggle
          followed={false}
          onToggle={onToggle}
          labels={{ follow: 'Suivre', following: 'Suivi', hint: 'Être prévenu' }}
          failure="Échec"
        />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element);
    document.body.append(container);
    const button = container.querySelector('button')!;
    expect(button).toBeDisabled();
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
    expect(container.querySelector('button')).toBe(button);
    expect(button).toBeEnabled();
    await act(async () => button.click());
    expect(onToggle).toHaveBeenCalledWith(true);
    container.remove();
  });
});
