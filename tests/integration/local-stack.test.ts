import { execFileSync, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnLocalStack } from '../support/local-stack';

const javaPids = (dataDir: string) => {
  const out = spawnSync('pgrep', ['-f', '--', `^java .*-dbPath ${join(dataDir, 'dynamodb')}`], {
    encoding: 'utf8',
  }).stdout;
  return out.split('\n').filter(Boolean);
};

async function waitFor(check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return check();
}

describe('npm start process', () => {
  it.each(['SIGINT', 'SIGTERM', 'SIGKILL'] as const)(
    'leaves no java behind after %s',
    async (signal) => {
      const stack = await spawnLocalStack({ SEED_DEMO: '0' });
      try {
        expect(javaPids(stack.dataDir)).toHaveLength(1);
        const health = await fetch(`${stack.url}/api/deals/cities`);
        expect(health.status).toBe(200);
        stack.child.kill(signal);
        // A condition, not a delay: the bound only matters when java is really left behind (a JVM
        // on a busy machine can take seconds to stop).
        expect(await waitFor(() => javaPids(stack.dataDir).length === 0, 30_000)).toBe(true);
      } finally {
        await stack.stop();
      }
      // Bounds, not waits: a start (up to 300 s, tests/support/local-stack.ts) and the reaping above.
    },
    360_000,
  );

  it('explains how to install Java when it is missing', () => {
    const root = resolve(import.meta.dirname, '../..');
    let output = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', join(root, 'infra/local/start.ts')], {
        cwd: root,
        env: { ...process.env, PATH: '/nonexistent', PORT: '0', DATA_DIR: '/tmp/dzdeals-no-java' },
        stdio: 'pipe',
        encoding: 'utf8',
      });
    } catch (err) {
      const e = err as { status: number; stderr: string };
      expect(e.status).toBe(1);
      output = e.stderr;
    }
    expect(output).toContain('Java was not found');
    expect(output).toContain('apt-get install -y openjdk-17-jre-headless');
  });
});
