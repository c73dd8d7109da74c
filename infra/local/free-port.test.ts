import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimFreePort } from './free-port';

describe('claimFreePort', () => {
  it('hands each claimant its own port, held in a file with its pid until released', async () => {
    const claims = await Promise.all(Array.from({ length: 20 }, () => claimFreePort()));
    const files = claims.map((c) => join(tmpdir(), 'dzdeals-ports', String(c.port)));
    try {
      expect(new Set(claims.map((c) => c.port)).size).toBe(claims.length);
      for (const file of files) expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    } finally {
      for (const c of claims) c.release();
    }
    for (const file of files) expect(existsSync(file)).toBe(false);
  });
});
