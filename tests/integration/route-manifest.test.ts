import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@functions/routes';
import { ADMIN } from '../support/global-setup';
import { call, registerMember } from '../support/http';

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

  it('wires every route through the local server to a handler that answers for itself', async () => {
    const admin = await call('POST', '/api/auth/login', { body: ADMIN });
    for (const route of ROUTES.filter((r) => r.path.startsWith('/api/'))) {
      // Empty input and unknown ids: each handler refuses in its own words, none is missing.
      const res = await call(route.method, route.path.replace(/\{\w+\}/g, 'inconnu'), { token: admin.body.data.token });
      const key = `${route.method} ${route.path}`;
      expect(res.status, key).not.toBe(501);
      expect(res.body.message ?? '', key).not.toBe('Ressource introuvable');
      expect(res.status, key).toBeLessThan(500);
    }
  });
});

describe('admin routes', () => {
  it('refuse members (403) and guests (401), before reading their input', async () => {
    const member = await registerMember();
    const admin = ROUTES.filter((r) => r.access === 'admin');
    expect(admin.length).toBeGreaterThanOrEqual(9);
    for (const route of admin) {
      const path = route.path.replace(/\{\w+\}/g, 'inconnu');
      const key = `${route.method} ${route.path}`;
      expect((await call(route.method, path, { token: member.token })).status, key).toBe(403);
      expect((await call(route.method, path)).status, key).toBe(401);
    }
  });
});
