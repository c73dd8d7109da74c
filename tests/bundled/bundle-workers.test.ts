import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_DEFAULTS } from '../../infra/aws/function-env';
import type { AddressInfo } from 'node:net';
import { MSG } from '@shared/messages';
import { FunctionTimeout, bundledHandlers } from '../../infra/local/bundle-workers';
import { createLocalServer } from '../../infra/local/server';

// The worker pool alone, on a stand-in bundle of a real route's name: what Lambda does on a crash
// and on a timeout, without waiting for a real handler to misbehave.
const HANDLER = 'site/get-robots';
const STAND_IN = `
export const handler = async (event, context) => {
  if (event.crash) process.exit(1);
  if (event.hang) await new Promise(() => setInterval(() => undefined, 1000));
  return { statusCode: 200, body: JSON.stringify({
    pid: process.pid,
    functionName: context.functionName,
    remaining: context.getRemainingTimeInMillis(),
    table: process.env.TABLE_NAME ?? null,
    lambda: process.env.AWS_LAMBDA_FUNCTION_NAME,
  }) };
};
`;

let dir: string;
let workers: ReturnType<typeof bundledHandlers>;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dzdeals-workers-'));
  await mkdir(join(dir, HANDLER), { recursive: true });
  await writeFile(join(dir, HANDLER, 'index.mjs'), STAND_IN);
  workers = bundledHandlers({
    bundleDir: dir,
    siteUrl: () => 'http://localhost',
    ddbEndpoint: 'http://127.0.0.1:1',
    s3Endpoint: 'http://127.0.0.1:1',
    outboxDir: join(dir, 'outbox'),
    imagesBucket: 'dzdeals-images',
    servedFile: join(dir, 'served.json'),
  });
});
afterAll(async () => {
  await workers.stop();
  await rm(dir, { recursive: true, force: true });
});

const body = (result: unknown) => JSON.parse((result as { body: string }).body) as Record<string, unknown>;

describe('bundle workers', () => {
  it('call the handler with a Lambda context and only the stack’s environment, warm after the first call', async () => {
    const invoke = await workers.source(HANDLER);
    const first = body(await invoke({}));
    expect(first).toMatchObject({ functionName: 'SiteGetRobots', lambda: 'SiteGetRobots', table: null });
    expect(first.remaining).toBeGreaterThan(FUNCTION_DEFAULTS.timeoutSeconds * 1000 - 2000);
    expect(body(await invoke({})).pid).toBe(first.pid);
  });

  it('fail the invocation whose instance crashes, and serve the next from a fresh one', async () => {
    const invoke = await workers.source(HANDLER);
    const before = body(await invoke({})).pid;
    await expect(invoke({ crash: true })).rejects.toThrow(/exited/);
    expect(body(await invoke({})).pid).not.toBe(before);
  });

  it(
    'end an invocation past the function’s timeout with FunctionTimeout, and kill its instance',
    async () => {
      const invoke = await workers.source(HANDLER);
      const before = body(await invoke({})).pid;
      await expect(invoke({ hang: true })).rejects.toBeInstanceOf(FunctionTimeout);
      expect(body(await invoke({})).pid).not.toBe(before);
    },
    FUNCTION_DEFAULTS.timeoutSeconds * 1000 + 20_000,
  );
});

describe('the server on a failing bundle', () => {
  it('answers a timeout 503 and a crash 500, in the envelope, and keeps serving', async () => {
    let failure: Error = new FunctionTimeout(HANDLER, FUNCTION_DEFAULTS.timeoutSeconds);
    const server = createLocalServer({
      webDir: dir,
      handlers: async () => async () => {
        throw failure;
      },
    });
    await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/robots.txt`;
    try {
      const timedOut = await fetch(url);
      expect(timedOut.status).toBe(503);
      expect(await timedOut.json()).toEqual({ success: false, data: null, message: MSG.functionTimedOut });
      failure = new Error('instance exited');
      const crashed = await fetch(url);
      expect(crashed.status).toBe(500);
      expect(((await crashed.json()) as { message: string }).message).toBe(MSG.internal);
    } finally {
      await new Promise((resolveClose) => server.close(resolveClose));
    }
  });
});
