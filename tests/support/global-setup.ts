import type { TestProject } from 'vitest/node';
import { startFakeOAuthProviders } from './fake-oauth';
import { spawnLocalStack } from './local-stack';

export const ADMIN = { email: 'admin@test.dzdeals.local', password: 'Admin-Test-Password-1' };

/** One local stack (DynamoDB Local, S3 stand-in, outbox, server) for the whole run. */
export default async function setup(project: TestProject) {
  const { stop } = await provideStack(project);
  return stop;
}

/** Starts the stack (`args` to infra/local/start.ts, `env` on top) and hands its addresses to the tests. */
export async function provideStack(project: TestProject, args: string[] = [], env: Record<string, string> = {}) {
  const oauth = await startFakeOAuthProviders();
  const stack = await spawnLocalStack(
    // Password hashes at N=2^14 rather than 2^17 (functions/lib/password.ts): the suite signs up
    // and in hundreds of members, each hash half a second of CPU at the deployed cost.
    { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, PASSWORD_SCRYPT_LOG_N: '14', ...oauth.env, ...env },
    args,
  );
  project.provide('baseUrl', stack.url);
  project.provide('outboxDir', stack.outbox);
  project.provide('dataDir', stack.dataDir);
  project.provide('ddbEndpoint', stack.ddbEndpoint);
  project.provide('s3Endpoint', stack.s3Endpoint);
  project.provide('googleKey', { pem: oauth.googlePrivateKeyPem, kid: oauth.googleKid });
  return {
    stack,
    stop: async () => {
      await stack.stop();
      await oauth.stop();
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    dataDir: string;
    ddbEndpoint: string;
    /** The S3 stand-in (bucket `dzdeals-images`), for tests that place objects as older code did. */
    s3Endpoint: string;
    googleKey: { pem: string; kid: string };
  }
}
