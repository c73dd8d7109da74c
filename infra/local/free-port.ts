import { mkdirSync, openSync, closeSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A port free at the time of asking, found by letting the OS pick one. Only for a child that
 * cannot pick its own (DynamoDB Local's java): another process may claim it before the child
 * binds it, so the caller retries with another when the child reports it taken.
 */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const CLAIMS = join(tmpdir(), 'dzdeals-ports');

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Claims `port` for this process in a file only one process can create; false if a live one holds it. */
function claim(port: number) {
  const file = join(CLAIMS, String(port));
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number(readFileSync(file, 'utf8').trim() || 0);
      // A claim being written (no pid yet) or held by a live process: not ours to take.
      if (!holder || alive(holder)) return false;
      // Left by a process that died without releasing it (killed): free again.
      try {
        unlinkSync(file);
      } catch {
        /* another process removed it first */
      }
    }
  }
  return false;
}

/**
 * A free port that no other stack on this machine (`npm start`, a test run's stacks, a
 * benchmark) is handed at the same time, until `release()`: stacks starting at once could
 * otherwise be handed the same port by the OS and probe each other's DynamoDB Local.
 */
export async function claimFreePort() {
  mkdirSync(CLAIMS, { recursive: true });
  for (;;) {
    const port = await freePort();
    if (claim(port)) {
      return {
        port,
        release: () => {
          try {
            unlinkSync(join(CLAIMS, String(port)));
          } catch {
            /* already gone */
          }
        },
      };
    }
  }
}
