import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../functions/routes';
import { ADMIN } from '../support/global-setup';
import { call } from '../support/http';

// Routes whose use case a later issue delivers; they answer 501 until then.
const STILL_501: string[] = [];

const FUNCTIONS = join(import.meta.dirname, '../../functions');

describe('route manifest', () => {
  it('lists each method and path once, with a handler module that exports `handler`', async () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) {
      const mod = (await import(join(FUNCTIONS, `${route.handler}.ts`))) as { handler?: unknown };
      expect(typeof mod.handler, route.handler).toBe('function');
    }
  });

  it('knows exactly which routes still answer 501', async () => {
    const pending: string[] = [];
    for (const route of ROUTES) {
      const source = await readFile(join(FUNCTIONS, `${route.handler}.ts`), 'utf8');
      if (source.includes('notYetAvailable()')) pending.push(`${route.method} ${route.path}`);
    }
    expect(pending.sort()).toEqual([...STILL_501].sort());
  });

  it('answers 501 with a French message on those routes', async () => {
    const admin = await call('POST', '/api/auth/login', { body: ADMIN });
    for (const key of STILL_501) {
      const [method, path] = key.split(' ');
      const res = await call(method, path.replace(/\{\w+\}/g, 'abc'), { token: admin.body.data.token });
      expect(res.status, key).toBe(501);
      expect(res.body.message).toBe("Cette fonctionnalité n'est pas encore disponible");
    }
  });
});
