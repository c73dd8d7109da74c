import { isAbsolute, resolve } from 'node:path';
import { parseFaults } from './faults';

/** Where `npm run start:bundled` bundles to: its own directory, beside `cdk synth`'s (node_modules/.cache). */
export const BUNDLED_DIR = resolve(import.meta.dirname, '../../node_modules/.cache/dzdeals-bundled');

/** In the data dir of a bundled stack: the handlers whose bundle answered (tests/support/bundled-setup.ts reads it). */
export const BUNDLED_SERVED_FILE = 'bundled-served.json';

export const DEFAULT_ADMIN = { email: 'admin@dzdeals.local', password: 'DzDeals-Admin-2026' };

/** Settings of the local stack, from the environment (docs/operations.md#run-locally). */
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
    /** The table's change stream fed to the events handler (alerts, notifications); TABLE_EVENTS=0 for bulk loads. */
    tableEvents: env.TABLE_EVENTS !== '0',
    /**
     * What the console shows per request: a short line per API request (default), the
     * handlers' JSON line as in AWS (`LOG_REQUESTS=1`), or nothing (`LOG_REQUESTS=0`).
     */
    requestLog: env.LOG_REQUESTS === '1' ? 'json' : env.LOG_REQUESTS === '0' ? 'none' : 'short',
    /** Faults on purpose (`FAULTS=ddb-throttle:0.05,...`, docs/operations.md#faults): all 0 unless set; throws on a bad setting. */
    faults: parseFaults(env.FAULTS),
  };
}
