import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FAULTS, parseFaults, startFaults } from './faults';

describe('FAULTS', () => {
  it('is off unless set, and reads every rate of the soak’s defaults', () => {
    expect(Object.values(parseFaults(undefined)).every((rate) => rate === 0)).toBe(true);
    expect(parseFaults('')['ddb-throttle']).toBe(0);
    expect(parseFaults(DEFAULT_FAULTS)).toEqual({
      'ddb-throttle': 0.05,
      'ddb-timeout': 0.02,
      'ddb-tx-conflict': 0.05,
      's3-error': 0.1,
      'ses-error': 0.2,
      'stream-duplicate': 0.1,
    });
    expect(parseFaults(' s3-error:1 , ses-error:0 ')['s3-error']).toBe(1);
  });

  it('refuses an unknown fault, a rate outside 0..1 and a fault given twice, saying which', () => {
    expect(() => parseFaults('ddb-slow:0.1')).toThrow(/unknown fault "ddb-slow" \(known: ddb-throttle/);
    expect(() => parseFaults('s3-error:1.5')).toThrow('FAULTS: the rate of s3-error must be a number from 0 to 1');
    expect(() => parseFaults('s3-error:-0.1')).toThrow(/rate of s3-error/);
    expect(() => parseFaults('s3-error')).toThrow(/rate of s3-error/);
    expect(() => parseFaults('s3-error:abc')).toThrow(/rate of s3-error/);
    expect(() => parseFaults('s3-error:0.1,s3-error:0.2')).toThrow('FAULTS: s3-error is given twice');
  });
});

/**
 * A route's handler behind a DynamoDB that always throttles or always drops the connection (the
 * proxy never reaches a table): the real SDK retries, then the wrapper answers a 503 with
 * Retry-After in the request's language, never a 500.
 */
describe.each([
  ['ddb-throttle', 'ProvisionedThroughputExceededException or ThrottlingException'],
  ['ddb-timeout', 'a socket hang-up'],
])('a DynamoDB that answers only %s (%s)', (fault) => {
  let stop: () => Promise<void>;
  let before: string | undefined;
  beforeAll(async () => {
    const faults = await startFaults(parseFaults(`${fault}:1`), {
      ddb: 'http://127.0.0.1:9',
      s3: 'http://127.0.0.1:9',
    });
    faults.arm();
    stop = faults.stop;
    before = process.env.DDB_ENDPOINT;
    process.env.DDB_ENDPOINT = faults.ddbEndpoint;
    // A fresh client per proxy: the data modules build theirs from DDB_ENDPOINT when imported.
    vi.resetModules();
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.DDB_ENDPOINT;
    else process.env.DDB_ENDPOINT = before;
    await stop();
  });

  const event = (language: string) =>
    ({
      version: '2.0',
      routeKey: 'GET /api/deals/{id}',
      rawPath: '/api/deals/faultsDeal000001',
      pathParameters: { id: 'faultsDeal000001' },
      headers: { 'accept-language': language },
      requestContext: { requestId: `r-${fault}-${language}`, http: { sourceIp: '198.51.100.7', method: 'GET' } },
      isBase64Encoded: false,
    }) as unknown as APIGatewayProxyEventV2;

  it('answers 503 with Retry-After, in French and in Arabic', async () => {
    const { handler } = await import('@functions/deals/get-deal');
    const fr = await handler(event('fr'));
    expect(fr.statusCode).toBe(503);
    expect(fr.headers?.['retry-after']).toBe('2');
    expect(JSON.parse(fr.body!)).toEqual({
      success: false,
      data: null,
      message: 'Le service est momentanément surchargé, veuillez réessayer dans quelques secondes',
    });
    const ar = await handler(event('ar'));
    expect(ar.statusCode).toBe(503);
    expect(ar.headers?.['retry-after']).toBe('2');
    expect(JSON.parse(ar.body!).message).toBe('الخدمة مزدحمة مؤقتًا، يرجى إعادة المحاولة بعد بضع ثوانٍ');
  }, 30_000);
});
