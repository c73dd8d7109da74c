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
    expect(JSON.parse(direct.body!).message).toBe('Accès direct à l’API refusé');
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

describe('JSON bodies', () => {
  const login = async () => (await import('../auth/login-user')).handler;
  const post = (body: string | undefined, headers: Record<string, string>, isBase64Encoded = false) =>
    ({
      version: '2.0',
      routeKey: 'POST /api/auth/login',
      rawPath: '/api/auth/login',
      headers,
      body,
      requestContext: { requestId: 'r-2', http: { sourceIp: '198.51.100.7' } },
      isBase64Encoded,
    }) as unknown as APIGatewayProxyEventV2;
  const answer = async (e: APIGatewayProxyEventV2) => {
    const res = await (await login())(e);
    return { status: res.statusCode, body: JSON.parse(res.body!) as { success: boolean; message: string } };
  };

  it.each([
    ['no Content-Type', {}],
    ['text/plain', { 'content-type': 'text/plain' }],
    ['form data', { 'content-type': 'application/x-www-form-urlencoded' }],
    ['another charset', { 'content-type': 'application/json; charset=latin1' }],
    ['a JSON look-alike', { 'content-type': 'application/jsonp' }],
  ])('answers 415 in French to a body sent with %s', async (_, headers) => {
    const res = await answer(post('{"email":"a@b.dz","password":"x"}', headers));
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      success: false,
      data: null,
      message: 'Le corps de la requête doit être envoyé en JSON (Content-Type\u00A0: application/json)',
    });
  });

  it('refuses bytes that are not UTF-8 rather than reading U+FFFD', async () => {
    const bytes = Buffer.concat([Buffer.from('{"email":"a'), Buffer.from([0xff, 0xfe]), Buffer.from('@b.dz"}')]);
    const res = await answer(post(bytes.toString('base64'), { 'content-type': 'application/json' }, true));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Le corps de la requête doit être encodé en UTF-8');
    // An overlong encoding and a lone surrogate's bytes are not UTF-8 either.
    for (const bad of [
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
    ]) {
      const body = Buffer.concat([Buffer.from('{"email":"'), Buffer.from(bad), Buffer.from('"}')]);
      expect((await answer(post(body.toString('base64'), { 'content-type': 'application/json' }, true))).status).toBe(
        400,
      );
    }
  });

  it('takes application/json with or without charset=utf-8, and a body-less request needs no type', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset="UTF-8"']) {
      const res = await answer(post('[]', { 'content-type': type }));
      expect(res.status, type).toBe(400);
      expect(res.body.message).toBe('Le corps de la requête doit être un objet JSON');
    }
    const empty = await answer(post(undefined, {}));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Le corps de la requête doit être un objet JSON');
  });
});

describe('the site origin', () => {
  afterEach(() => {
    delete process.env.SITE_URL;
  });

  it('is SITE_URL, whatever the request headers say', async () => {
    const { siteOrigin } = await import('./api');
    process.env.SITE_URL = 'https://dzdeals.example/';
    const forged = event({ host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' });
    expect(siteOrigin(forged)).toBe('https://dzdeals.example');
  });
});
