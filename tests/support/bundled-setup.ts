import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { JOBS } from '@functions/job-manifest';
import { ROUTES } from '@functions/routes';
import { BUNDLED_SERVED_FILE } from '../../infra/local/config';
import { provideStack } from './global-setup';

/**
 * The `bundled` project's stack: `npm run start:bundled`'s (the Lambda bundles as `cdk synth`
 * builds them, each in its worker processes), bundled into the run's own data dir. At the end,
 * every route of the manifest must have been answered by its bundle, and a job's bundle must have
 * run: otherwise the run fails, whatever the tests said.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  const { stack, stop } = await provideStack(project, ['--bundled'], { BUNDLE_DIR: 'bundles' });
  console.log(`bundled stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return async () => {
    const file = join(stack.dataDir, BUNDLED_SERVED_FILE);
    const { served } = JSON.parse(await readFile(file, 'utf8').catch(() => '{"served":[]}')) as { served: string[] };
    await stop();
    const missing = [...new Set(ROUTES.map((route) => route.handler))].filter((handler) => !served.includes(handler));
    const jobs = Object.values(JOBS).filter((job) => served.includes(job.handler));
    const routes = ROUTES.filter((route) => served.includes(route.handler)).length;
    console.log(`bundles served ${routes} of ${ROUTES.length} routes and ${jobs.length} job(s)`);
    const problems = [
      ...(missing.length ? [`Route bundles never served their route: ${missing.join(', ')}`] : []),
      ...(jobs.length ? [] : ['No job bundle ran in the bundled stack']),
    ];
    // Vitest reports an error thrown here but still exits 0: the exit code is set instead.
    // BUNDLED_COVERAGE=0 when running one file of the project on purpose.
    if (problems.length && process.env.BUNDLED_COVERAGE !== '0') {
      console.error(problems.join('\n'));
      process.exitCode = 1;
    }
  };
}
