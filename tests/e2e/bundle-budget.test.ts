import { describe, expect, it } from 'vitest';
import { INITIAL_JS_CEILING_BYTES, initialScriptSizes } from '../support/web-bundle';

describe('web bundle', () => {
  it('loads at most 125 KB of gzipped JavaScript before the first screen of Home', async () => {
    const { chunks, gzipTotal } = await initialScriptSizes();
    expect(chunks.length).toBeGreaterThan(0);
    console.log(
      `initial JS: ${(gzipTotal / 1000).toFixed(1)} kB gzip`,
      Object.fromEntries(chunks.map((c) => [c.file, c.gzip])),
    );
    expect(gzipTotal).toBeLessThanOrEqual(INITIAL_JS_CEILING_BYTES);
  });
});
