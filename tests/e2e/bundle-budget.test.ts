import { describe, expect, it } from 'vitest';
import { initialScriptSizes } from '../support/web-bundle';

/** Initial JavaScript <= 125 KB gzip (React, the router and SWR weigh about 108 KB of it). */
const BUDGET_BYTES = 125_000;

describe('web bundle', () => {
  it('loads at most 125 KB of gzipped JavaScript before the first screen of Home', async () => {
    const { chunks, gzipTotal } = await initialScriptSizes();
    expect(chunks.length).toBeGreaterThan(0);
    console.log(
      `initial JS: ${(gzipTotal / 1000).toFixed(1)} kB gzip`,
      Object.fromEntries(chunks.map((c) => [c.file, c.gzip])),
    );
    expect(gzipTotal).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
