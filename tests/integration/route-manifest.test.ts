import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routeKey } from '@functions/routes';
import { MSG } from '@shared/messages';
import { throwawayAdmin, useStackData } from '../support/deals';
import { call, registerMember, someAddress } from '../support/http';

const FUNCTIONS = join(import.meta.dirname, '../../functions');

describe('route manifest', () => {
  // Data modules build their clients when first imported: point them at the stack before the
  // handlers below are imported, whichever test runs first.
  beforeAll(useStackData);

  it('lists each method and path once, with a handler module that exports `handler`', async () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of ROUTES) {
      const mod = (await import(join(FUNCTIONS, `${route.handler}.ts`))) as { handler?: unknown };
      expect(typeof mod.handler, route.handler).toBe('function');
    }
  });

  it('wires every route through the local server to a handler that answers for itself', async () => {
    // An admin of this test's own: logout-all ends its sessions, never the shared admin's, which
    // files running at the same time use.
    const admin = await throwawayAdmin();
    const last = 'POST /api/auth/logout-all';
    const routes = ROUTES.filter((r) => r.path.startsWith('/api/'));
    // logout-all last, so every other route is called with a live session.
    const ordered = [...routes.filter((r) => routeKey(r) !== last), ...routes.filter((r) => routeKey(r) === last)];
    expect(ordered.map(routeKey).at(-1)).toBe(last);
    for (const route of ordered) {
      // Empty input and unknown ids: each handler refuses in its own words, none is missing.
      const res = await call(route.method, route.path.replace(/\{\w+\}/g, 'inconnu'), {
        token: admin.token,
        from: someAddress(),
      });
      const key = routeKey(route);
      expect(res.status, key).not.toBe(501);
      expect(res.body.message ?? '', key).not.toBe('Ressource introuvable');
      expect(res.status, key).toBeLessThan(500);
      // The admin's session satisfies every route's access: no answer is a session refusal.
      expect([MSG.sessionInvalid, MSG.authRequired], `${key}: ${res.status} ${res.body.message}`).not.toContain(
        res.body.message,
      );
      if (route.access !== 'public') expect(res.status, `${key}: ${res.body.message}`).not.toBe(401);
    }
    // The last call did end the session: the loop ran on a live one up to there.
    const after = await call('GET', '/api/auth/me', { token: admin.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe(MSG.sessionInvalid);
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
