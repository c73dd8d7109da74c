import { act, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { setNavigator } from '@web/lib/api-client';
import { KEPT_ANSWER_HEADER, KEPT_PAGE_ATTRIBUTE, noteAnswer } from '@web/lib/offline';
import { initSession, signOut } from '@web/lib/session';
import { envelope, stubApi } from '@web/test/http';
import { renderRoutes } from '@web/test/render';
import { routes } from '../routes';

// Testing Library folds the no-break space before ":" into a space; the first test checks it is there.
const NOTICE = /^Vous êtes hors ligne : vous voyez les bons plans tels qu’ils étaient/;
const notice = () => screen.queryByText(NOTICE);

beforeEach(() => {
  setNavigator(vi.fn());
  signOut();
  initSession();
});

afterEach(() => {
  act(() => noteAnswer(false));
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('the offline notice', () => {
  it('shows while the page shows answers the service worker kept, and goes with a fresh answer', async () => {
    let kept = true;
    stubApi((call) => {
      if (call.path !== '/api/deals/categories') return envelope(404, null, MSG.routeNotFound);
      const answer = envelope(200, ['Mode']);
      if (kept) answer.headers.set(KEPT_ANSWER_HEADER, '1');
      return answer;
    });
    const view = renderRoutes(routes, '/about');
    const shown = await screen.findByText(NOTICE);
    expect(shown).toHaveAttribute('role', 'status');
    expect(shown.textContent).toMatch(/^Vous êtes hors ligne\u00A0: /);

    kept = false;
    localStorage.clear(); // the categories are read again
    view.unmount();
    renderRoutes(routes, '/legal');
    await screen.findByRole('heading', { level: 1 });
    await vi.waitFor(() => expect(notice()).toBeNull());
  });

  it('follows the browser going offline and back online', async () => {
    stubApi(() => envelope(200, ['Mode']));
    renderRoutes(routes, '/about');
    await screen.findByRole('heading', { level: 1 });
    expect(notice()).toBeNull();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(notice()).not.toBeNull();

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    act(() => void window.dispatchEvent(new Event('online')));
    expect(notice()).toBeNull();
  });

  it('shows on a screen the worker served from its cache while the phone says it is online, until a network answer', async () => {
    document.documentElement.setAttribute(KEPT_PAGE_ATTRIBUTE, '');
    try {
      vi.resetModules();
      // Read when the app loads: a fresh copy of the module, as on a kept page's first script.
      const fresh = await import('@web/lib/offline');
      const { result } = renderHook(() => fresh.useOffline());
      expect(navigator.onLine).toBe(true);
      expect(result.current).toBe(true);
      act(() => fresh.noteAnswer(false));
      expect(result.current).toBe(false);
    } finally {
      document.documentElement.removeAttribute(KEPT_PAGE_ATTRIBUTE);
    }
  });
});
