/**
 * Client settings for a local stand-in reached through an *_ENDPOINT variable. Dummy
 * credentials keep the SDK from probing the EC2 metadata address when no AWS profile exists.
 */
export function localClientConfig(endpoint: string | undefined) {
  if (!endpoint) return {};
  return {
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  };
}
