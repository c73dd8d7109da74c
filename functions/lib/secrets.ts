import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

const cache = new Map<string, Promise<string>>();
let client: SecretsManagerClient | undefined;

/**
 * A secret from the environment: the value itself in `valueVar` (local runs), or the
 * Secrets Manager id in `arnVar` (AWS), read once per cold start and retried after a failure.
 */
export function readSecret(valueVar: string, arnVar: string): Promise<string> {
  const direct = process.env[valueVar];
  if (direct) return Promise.resolve(direct);
  let pending = cache.get(arnVar);
  if (!pending) {
    pending = (async () => {
      const id = process.env[arnVar];
      if (!id) throw new Error(`Neither ${valueVar} nor ${arnVar} is set`);
      client ??= new SecretsManagerClient({});
      const out = await client.send(new GetSecretValueCommand({ SecretId: id }));
      if (!out.SecretString) throw new Error(`Secret ${arnVar} is empty`);
      return out.SecretString;
    })();
    pending.catch(() => cache.delete(arnVar));
    cache.set(arnVar, pending);
  }
  return pending;
}
