import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, pathInLanguage } from '@shared/i18n/languages';
import { page } from '../support/pages';
import { INITIAL_JS_CEILING_BYTES, initialScriptSizes } from '../support/web-bundle';

describe('web bundle', () => {
  // Each language's Home as the stack serves it (/, /ar), its catalogue counted: one ceiling for all.
  it.each(LANGUAGE_CODES)(
    `loads at most ${INITIAL_JS_CEILING_BYTES / 1000} KB of gzipped JavaScript before the first screen of Home in %s`,
    async (lang) => {
      const home = await page(pathInLanguage('/', lang));
      expect(home.status).toBe(200);
      const { chunks, gzipTotal } = await initialScriptSizes(undefined, home.html, lang);
      expect(chunks.length).toBeGreaterThan(0);
      console.log(
        `initial JS (${lang}): ${(gzipTotal / 1000).toFixed(1)} kB gzip`,
        Object.fromEntries(chunks.map((c) => [c.file, c.gzip])),
      );
      expect(gzipTotal).toBeLessThanOrEqual(INITIAL_JS_CEILING_BYTES);
    },
  );
});
