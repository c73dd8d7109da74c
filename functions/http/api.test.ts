import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { handler as listCategories } from '../deals/list-categories';
import { clientAddress } from './api';

const event = (headers: Record<string, string> = {}) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/deals/categories',
    rawPath: '/api/deals/categories',
    headers,
    requestContext: { requestId: 'r-1', http: { sourceIp: '198.51.100.7' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

afterEach(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
});

describe('behind CloudFront (ORIGIN_VERIFY_SECRET set)', () => {
  it('answers only requests that carry the origin secret', async () => {
    process.env.ORIGIN_VERIFY_SECRET = 'secret-de-test-0123456789';
    const direct = await listCategories(event());
    expect(direct.statusCode).toBe(403);
    expect(JSON.parse(direct.body!).message).toBe("Accès direct à l'API refusé");
    expect((await listCategories(event({ 'x-origin-verify': 'secret-de-test-012345678X' }))).statusCode).toBe(403);
    expect((await listCategories(event({ 'x-origin-verify': 'secret-de-test-0123456789' }))).statusCode).toBe(200);
  });

  it('counts the viewer address CloudFront forwards, never X-Forwarded-For', () => {
    process.env.ORIGIN_VERIFY_SECRET = 'x';
    expect(
      clientAddress(event({ 'cloudfront-viewer-address': '203.0.113.9:51234', 'x-forwarded-for': '1.1.1.1' })),
    ).toBe('203.0.113.9');
    // One IPv6 client holds a /64: every address in it counts as one.
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8:0:12:8a2e:370:7334:1:443' }))).toBe(
      '2001:db8:0:12::/64',
    );
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:0db8::12:ffff:1:443' }))).toBe('2001:db8:0:0::/64');
    expect(clientAddress(event({ 'cloudfront-viewer-address': '2001:db8:0:12::1:443' }))).toBe('2001:db8:0:12::/64');
  });
});

describe('locally', () => {
  it('needs no origin secret and counts the socket address', async () => {
    expect((await listCategories(event())).statusCode).toBe(200);
    expect(clientAddress(event({ 'x-forwarded-for': '1.1.1.1', 'cloudfront-viewer-address': '1.1.1.1:1' }))).toBe(
      '198.51.100.7',
    );
    const mapped = { ...event(), requestContext: { http: { sourceIp: '::ffff:127.0.0.1' } } };
    expect(clientAddress(mapped as APIGatewayProxyEventV2)).toBe('127.0.0.1');
  });
});
