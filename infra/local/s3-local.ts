import S3rver from 's3rver';

/** Starts the S3 stand-in on loopback, storing objects under `directory`. */
export async function startS3Local(directory: string, port: number, buckets: string[]) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await server.run();
  return { endpoint: `http://127.0.0.1:${port}`, stop: () => server.close() };
}
