import { describe, expect, it } from 'vitest';
import { LAMBDA_BUILD_OPTIONS } from '../../infra/aws/bundle';
import { LAMBDA_RUNTIME } from '../../infra/aws/constructs/lambda';

describe('the Node that runs the code', () => {
  // The `node` dev dependency puts Lambda's Node first on every npm script's PATH.
  it('is, in `npm test`, the major the Lambdas run and the bundles target', () => {
    const major = process.versions.node.split('.')[0];
    console.log(`node ${process.version}`);
    expect(LAMBDA_RUNTIME.name).toBe(`nodejs${major}.x`);
    expect(LAMBDA_BUILD_OPTIONS.target).toBe(`node${major}`);
  });
});
