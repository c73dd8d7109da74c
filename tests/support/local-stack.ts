import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * Runs `infra/local/start.ts` (what `npm start` runs, minus the web build; `--bundled` as
 * `npm run start:bundled`) as a child process
 * on a free port with a throw-away data dir, and resolves once it prints its URL.
 */
export async function spawnLocalStack(env: Record<string, string> = {}, args: string[] = []) {
  const dataDir = await mkdtemp(join(tmpdir(), 'dzdeals-test-'));
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'infra/local/start.ts'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'error',
        LOG_REQUESTS: '0',
        EXPOSE_DDB_CALLS: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolveUrl, reject) => {
    // A bound for a stack that will never be ready, not a wait: a busy machine (several runs at
    // once on two cores) can take minutes.
    const timer = setTimeout(() => {
      // Not left running (with its java) once the run gives up on it.
      child.kill('SIGTERM');
      reject(new Error(`local stack did not start in 300 s:\n${output}`));
    }, 300_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/\S+)/.exec(output);
      if (match && /DynamoDB:\s+http/.test(output)) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local stack exited with ${code}:\n${output}`));
    });
  });
  // Keep reading so a full pipe never blocks the server (its last lines kept: what it says as it stops); errors stay visible.
  let tail = '';
  child.stdout!.on('data', (c: Buffer) => (tail = (tail + c.toString()).slice(-20_000)));
  child.stderr!.on('data', (c: Buffer) => process.stderr.write(c));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const ddbEndpoint = /DynamoDB:\s+(http:\/\/\S+)/.exec(output)?.[1] ?? '';
  const s3Endpoint = /S3:\s+(http:\/\/\S+)/.exec(output)?.[1] ?? '';
  /** What the stack printed since it was ready (the last 20 kB): e.g. the faults it injected, once stopped. */
  const printed = () => tail;
  return { url, ddbEndpoint, s3Endpoint, dataDir, outbox: join(dataDir, 'outbox'), child, stop, printed };
}
