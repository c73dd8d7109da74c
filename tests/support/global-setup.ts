import type { TestProject } from 'vitest/node';
import { spawnLocalStack } from './local-stack';

export const ADMIN = { email: 'admin@test.dzdeals.local', password: 'Admin-Test-Password-1' };

/** One local stack (DynamoDB Local, S3 stand-in, outbox, server) for the whole run. */
export default async function setup(project: TestProject) {
  const stack = await spawnLocalStack({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  project.provide('baseUrl', stack.url);
  project.provide('outboxDir', stack.outbox);
  return stack.stop;
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
  }
}
