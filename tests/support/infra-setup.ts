import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { bundleHandlers } from '../../infra/aws/bundle';
import { fakeWebDist } from '../infra/synth';

/** The Lambda bundles, made once for every infra test file (each synth stages them as assets). */
export default async function setup(project: TestProject) {
  const { outDir } = await bundleHandlers({
    outDir: mkdtempSync(join(tmpdir(), 'dzdeals-bundles-')),
    webDir: fakeWebDist(),
  });
  project.provide('lambdaBundles', outDir);
  return () => rmSync(outDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    lambdaBundles: string;
  }
}
