import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadLanguage } from '@shared/i18n/catalogue';

// Screens are tested in French unless a test sets the language (shared/i18n/catalogue.ts).
await loadLanguage('fr');

// findBy and waitFor give up after 1 s by default: too short on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
