import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PWA_FILES } from '@shared/page-shells';
import UpdatePrompt, { UPDATE_CHECK_MS } from './update-prompt';

// workbox-window's Workbox, as far as the prompt uses it: the test plays the service worker.
const sw = vi.hoisted(() => {
  type Listener = () => void;
  const state = {
    instances: [] as FakeWorkbox[],
    registration: { update: () => Promise.resolve() } as { update: () => Promise<unknown> },
  };
  class FakeWorkbox {
    listeners = new Map<string, Listener[]>();
    register = vi.fn(() => Promise.resolve(state.registration));
    messageSkipWaiting = vi.fn(() => this.emit('controlling'));
    constructor(
      readonly url: string,
      readonly options: { scope: string },
    ) {
      state.instances.push(this);
    }
    addEventListener(type: string, listener: Listener) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
    removeEventListener(type: string, listener: Listener) {
      this.listeners.set(
        type,
        (this.listeners.get(type) ?? []).filter((l) => l !== listener),
      );
    }
    emit(type: string) {
      for (const listener of this.listeners.get(type) ?? []) listener();
    }
  }
  return Object.assign(state, { FakeWorkbox });
});
vi.mock('workbox-window', () => ({ Workbox: sw.FakeWorkbox }));

const reload = vi.fn();
beforeEach(() => {
  sw.instances.length = 0;
  sw.registration = { update: vi.fn(() => Promise.resolve()) };
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});

const worker = () => sw.instances[0];

describe('UpdatePrompt', () => {
  it("registers the site's worker and stays silent until a new version waits", async () => {
    render(<UpdatePrompt />);
    expect(worker().url).toBe(`/${PWA_FILES.worker}`);
    expect(worker().options).toEqual({ scope: '/' });
    expect(worker().register).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('update-prompt')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers "Recharger", which lets the waiting version take over and reloads with it', async () => {
    render(<UpdatePrompt />);
    act(() => worker().emit('waiting'));
    expect(screen.getByTestId('update-prompt')).toHaveTextContent('Nouvelle version disponible');
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Recharger' }));
    expect(worker().messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes away when put off, the new version left for the next visit', async () => {
    render(<UpdatePrompt />);
    act(() => worker().emit('waiting'));
    await userEvent.click(screen.getByRole('button', { name: 'Plus tard' }));
    expect(screen.getByTestId('update-prompt')).toBeEmptyDOMElement();
    expect(worker().messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('asks for a new version every hour while the tab stays open', async () => {
    vi.useFakeTimers();
    const { unmount } = render(<UpdatePrompt />);
    await act(() => Promise.resolve()); // the registration settles
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(sw.registration.update).toHaveBeenCalledTimes(1);
    unmount();
    vi.advanceTimersByTime(UPDATE_CHECK_MS);
    expect(sw.registration.update).toHaveBeenCalledTimes(1);
  });
});
