import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { RouteAnswers } from '@shared/route-answers';
import { ROUTES, routeKey, type RouteKey } from '../routes';
import { api, ok, type Ctx, type RouteHandler } from './api';

const event = (key: string | undefined) =>
  ({
    version: '2.0',
    routeKey: key,
    rawPath: '/api/deals/categories',
    headers: {},
    requestContext: { requestId: 'r-bind', http: { sourceIp: '198.51.100.7' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

afterEach(() => vi.restoreAllMocks());

describe('handlers bound to their route key', () => {
  it('types path params from the path and the caller from the access level (checked by tsc)', () => {
    type UpdateDeal = Ctx<'PUT /api/deals/{id}'>;
    expectTypeOf<UpdateDeal['params']>().toEqualTypeOf<{ readonly id: string }>();
    expectTypeOf<UpdateDeal['userId']>().toEqualTypeOf<string>();
    expectTypeOf<Ctx<'GET /api/admin/images'>['userId']>().toEqualTypeOf<string>();
    expectTypeOf<Ctx<'GET /api/deals/{id}'>['userId']>().toEqualTypeOf<string | null>();
    expectTypeOf<Ctx<'GET /api/deals/categories'>>().not.toHaveProperty('params');
    expectTypeOf<Ctx<'GET /api/deals/categories'>>().not.toHaveProperty('userId');
    expectTypeOf<Ctx<'GET /api/deals/{id}/comments'>>().not.toHaveProperty('loadUser');

    api('PUT /api/deals/{id}', {}, async ({ params, userId }) => {
      // @ts-expect-error the path /api/deals/{id} has no {slug}
      void params.slug;
      // @ts-expect-error path params are read-only
      params.id = 'x';
      // A member route: the caller's id is a plain string, no check needed.
      void (userId.length + params.id.length);
      throw new Error('never run');
    });
    api('GET /api/deals/categories', {}, async (ctx) => {
      // @ts-expect-error a path without placeholders gives no params
      void ctx.params;
      // @ts-expect-error a public route knows no caller
      void ctx.userId;
      return ok(['Informatique']);
    });
    api('GET /api/deals/{id}', {}, async ({ userId }) => {
      // @ts-expect-error an optional route's caller may be anonymous
      const id: string = userId;
      return { raw: { statusCode: 204, body: id } };
    });
    // The answer is the one shared/route-answers.ts declares for the route, and it declares one
    // for every route of the manifest and no other.
    expectTypeOf<keyof RouteAnswers>().toEqualTypeOf<RouteKey>();
    // @ts-expect-error PUT /api/deals/{id} answers a Deal, not a number
    api('PUT /api/deals/{id}', {}, async () => ok(1));
    // @ts-expect-error a route that answers no data answers null
    api('POST /api/auth/logout-all', {}, async () => ok({ done: true }));
    // @ts-expect-error the answer's data is not optional
    api('POST /api/auth/logout-all', {}, async () => ({ message: 'ok' }));
    api('POST /api/auth/logout-all', {}, async () => ok(null, 'ok'));
    api('GET /api/auth/validate-reset-token', {}, async () => ok({ valid: true }));
    // A key outside the manifest does not compile, and fails at load if forced.
    // @ts-expect-error not a route of the manifest
    expect(() => api('PUT /api/deals/{slug}', {}, async () => ok(null))).toThrow('No route PUT /api/deals/{slug}');
  });

  it('refuses an event for another route with a 500, without running the handler, and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = vi.fn(async () => ok(['ran']));
    const handler = api('GET /api/deals/categories', {}, body);
    expect(handler.routeKey).toBe('GET /api/deals/categories');

    for (const key of ['GET /api/deals/cities', 'GET /api/deals/{id}', '$default', undefined]) {
      const res = await handler(event(key));
      expect(res.statusCode, String(key)).toBe(500);
      expect(JSON.parse(res.body!)).toEqual({ success: false, data: null, message: expect.any(String) });
    }
    expect(body).not.toHaveBeenCalled();
    const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
    expect(logged[0]).toMatchObject({
      level: 'error',
      msg: 'request failed',
      requestId: 'r-bind',
      route: 'GET /api/deals/categories',
      eventRoute: 'GET /api/deals/cities',
      status: 500,
      error: { message: 'Event for route GET /api/deals/cities reached the handler of GET /api/deals/categories' },
    });
    expect(logged).toHaveLength(4);

    expect((await handler(event('GET /api/deals/categories'))).statusCode).toBe(200);
    expect(body).toHaveBeenCalledTimes(1);
  });

  it('binds every manifest handler module to its own route key', async () => {
    for (const route of ROUTES) {
      const mod = (await import(join(import.meta.dirname, '..', `${route.handler}.ts`))) as { handler: RouteHandler };
      expect(mod.handler.routeKey, route.handler).toBe(routeKey(route));
    }
  }, 60_000);
});
