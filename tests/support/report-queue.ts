import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A holder that has not let go in this long has died with the lock: it is taken over. */
const STALE_MS = 180_000;

/**
 * Runs `scenario` while no other test file holds the moderation queue. The queue's totals and
 * its order (last reported first) are the whole stack's: a test that asserts how they move
 * (moderation-reports.test.ts) and one that reports at the same time in another worker
 * (trust-gate.test.ts) take turns through this lock, a directory made atomically in the stack's
 * data dir, which every worker of the run shares.
 */
export async function holdingReportQueue<T>(scenario: () => Promise<T>): Promise<T> {
  const dir = join(inject('dataDir'), 'locks');
  const lock = join(dir, 'report-queue');
  await mkdir(dir, { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  try {
    return await scenario();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
