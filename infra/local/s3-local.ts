import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';

/**
 * Starts the S3 stand-in on loopback (it emits S3's ObjectCreated events, as a notification would), storing objects under `directory`, on a port the OS picks
 * as it binds (never one found free earlier and claimed later: several stacks start at once).
 */
export async function startS3Local(directory: string, buckets: string[]) {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => server.close(),
    /** S3's event notifications, as the stand-in emits them after each write (infra/local/image-events.ts). */
    onEvent: (listener: (event: S3Event) => void) => server.on('event', listener),
  };
}
