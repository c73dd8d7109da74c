import { defineConfig } from 'vitest/config';

// The catalogues, loaded before a test reads a message (the web project loads French in its own setup).
const languages = ['tests/support/languages.ts'];

const stack = {
  globalSetup: ['tests/support/global-setup.ts'],
  setupFiles: languages,
  testTimeout: 60_000,
  hookTimeout: 90_000,
};

export default defineConfig({
  // The projects below extend this: @shared/…, @web/… and @functions/… from tsconfig.base.json.
  resolve: { tsconfigPaths: true },
  test: {
    // A stray `.only` would silently skip the rest of the suite; a file or filter that matches no
    // test is a mistake too (no passWithNoTests).
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['functions/**/*.test.ts', 'shared/**/*.test.ts', 'infra/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          setupFiles: languages,
        },
      },
      {
        extends: true,
        test: { name: 'integration', environment: 'node', include: ['tests/integration/**/*.test.ts'], ...stack },
      },
      {
        extends: true,
        test: {
          // The Lambda bundles served (`npm run start:bundled`): every route's bundle answers its
          // route at least once (the setup fails the run otherwise), a job's bundle runs.
          name: 'bundled',
          environment: 'node',
          include: ['tests/bundled/**/*.test.ts', 'tests/integration/route-manifest.test.ts'],
          ...stack,
          globalSetup: ['tests/support/bundled-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'infra',
          environment: 'node',
          include: ['tests/infra/**/*.test.ts'],
          globalSetup: ['tests/support/infra-setup.ts'],
          testTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test/setup.ts'],
          // A screen test walks several screens; on a loaded 2-core machine that outgrows 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          ...stack,
          fileParallelism: false,
          // A page waits on a real server and browser: give polls room on a busy 2-core machine.
          expect: { poll: { timeout: 10_000, interval: 100 } },
        },
      },
    ],
  },
});
