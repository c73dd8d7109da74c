const cache = new Map<string, Promise<string>>();

/**
 * A secret from the environment: the value itself in `valueVar` (local runs), or the
 * Secrets Manager id in `arnVar` (AWS), read once per cold start and retried after a failure.
 * The Secrets Manager client is imported with the first read: it is a chunk of its own, which
 * a cold start does not load (docs/architecture.md#lambda-cold-starts).
 */
export function readSecret(valueVar: string, arnVar: string): Promise<string> {
  const direct = process.env[valueVar];
  if (direct) return Promise.resolve(direct);
  let pending = cache.get(arnVar);
  if (!pending) {
    pending = (async () => {
      const id = process.env[arnVar];
      if (!id) throw new Error(`Neither ${valueVar} nor ${arnVar} is set`);
      const { getSecretValue } = await import('./secrets-manager');
      const value = await getSecretValue(id);
      if (!value) throw new Error(`Secret ${arnVar} is empty`);
      return value;
    })();
    pending.catch(() => cache.delete(arnVar));
    cache.set(arnVar, pending);
  }
  return pending;
}

/** The HS256 key of our session tokens (and of the alert mails' unsubscribe links). */
export const jwtSecret = () => readSecret('JWT_SECRET', 'JWT_SECRET_ARN');
