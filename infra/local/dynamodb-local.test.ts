import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { localClientConfig } from '@functions/lib/aws-config';

const ports = vi.hoisted(() => ({ taken: [] as number[] }));
// The race under test: a port found free, then claimed by another process before java binds it.
vi.mock('./free-port', async (importOriginal) => {
  const real = await importOriginal<typeof import('./free-port')>();
  return {
    ...real,
    claimFreePort: async () => {
      const taken = ports.taken.shift();
      return taken ? { port: taken, release: () => undefined } : real.claimFreePort();
    },
  };
});
const { startDynamoDbLocal } = await import('./dynamodb-local');

describe('DynamoDB Local start', () => {
  let intruder: Server;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'dzdeals-ddb-port-'));
    intruder = createServer((socket) => socket.destroy());
    // Where java binds (every interface), so java finds the port taken.
    await new Promise<void>((resolve) => intruder.listen(0, '0.0.0.0', resolve));
    ports.taken.push((intruder.address() as AddressInfo).port);
  });
  afterAll(async () => {
    await new Promise((resolve) => intruder.close(resolve));
    await rm(dir, { recursive: true, force: true });
  });

  it('tries another port when its port is claimed before java binds it', async () => {
    const taken = (intruder.address() as AddressInfo).port;
    const ddb = await startDynamoDbLocal(dir);
    try {
      expect(ports.taken).toEqual([]);
      expect(new URL(ddb.endpoint).port).not.toBe(String(taken));
      const client = new DynamoDBClient(localClientConfig(ddb.endpoint));
      expect((await client.send(new ListTablesCommand({}))).TableNames).toEqual([]);
      client.destroy();
    } finally {
      await ddb.stop();
    }
  }, 60_000);
});
