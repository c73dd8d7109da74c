import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { handler as getDeal } from '../deals/get-deal';
import { handler as listComments } from '../comments/list-comments';
import { ROUTES } from '../routes';

const event = (routeKey: string, id: string) =>
  ({
    version: '2.0',
    routeKey,
    rawPath: '/api/deals/x',
    headers: {},
    pathParameters: { id },
    requestContext: { requestId: 'r-1', http: { sourceIp: '198.51.100.7' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

afterEach(() => {
  delete process.env.EXPOSE_DDB_CALLS;
});

describe('path ids', () => {
  it('the manifest declares the shape of every path parameter', () => {
    for (const route of ROUTES) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(Object.keys(route.params ?? {}).sort(), `${route.method} ${route.path}`).toEqual(names);
    }
  });

  it.each([
    'x'.repeat(2100),
    'x'.repeat(1024 * 1024),
    'nexistepas',
    'AAAAAAAAAAAAAAA/',
    '../AAAAAAAAAAAAA',
    'é'.repeat(16),
    '',
  ])('answers the route 404 before any DynamoDB call for %#', async (id) => {
    process.env.EXPOSE_DDB_CALLS = '1';
    const deal = await getDeal(event('GET /api/deals/{id}', id));
    expect(deal.statusCode).toBe(404);
    expect(JSON.parse(deal.body!)).toEqual({ success: false, data: null, message: 'Bon plan non trouvé' });
    expect(deal.headers?.['x-ddb-round-trips']).toBe('0');
    const comments = await listComments(event('GET /api/deals/{id}/comments', id));
    expect(comments.statusCode).toBe(404);
    expect(comments.headers?.['x-ddb-round-trips']).toBe('0');
  });
});
