import { isAbsolute, resolve } from 'node:path';

export const DEFAULT_ADMIN = { email: 'admin@dzdeals.local', password: 'DzDeals-Admin-2026' };

/** Settings of the local stack, from the environment (documented in the README). */
export function localConfig(env = process.env) {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = env.DATA_DIR
    ? isAbsolute(env.DATA_DIR)
      ? env.DATA_DIR
      : resolve(process.cwd(), env.DATA_DIR)
    : resolve(root, '.data');
  return {
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    dataDir,
    webDir: resolve(root, 'web/dist'),
    admin: { email: env.ADMIN_EMAIL ?? DEFAULT_ADMIN.email, password: env.ADMIN_PASSWORD ?? DEFAULT_ADMIN.password },
    seedDemo: env.SEED_DEMO !== '0',
  };
}
