import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { log } from '../lib/log';
import { BUSINESS_METRICS, METRICS_NAMESPACE, count, emf } from '../lib/metrics';

// The data layer as a request sees it: a warning deep in a data module, and a business count.
vi.mock('../data/comments/comments', () => ({
  listComments: async () => {
    await new Promise((resolve) => setTimeout(resolve, 1));
    log('warn', 'comments read twice after a conflict', { dealId: 'AAAAAAAAAAAAAAAA', token: 'secret-token' });
    count('Comments', 0);
    return { content: [], number: 0, size: 10, totalElements: 0, totalPages: 0, first: true, last: true };
  },
}));

const event = (requestId: string) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/deals/{id}/comments',
    rawPath: '/api/deals/AAAAAAAAAAAAAAAA/comments',
    pathParameters: { id: 'AAAAAAAAAAAAAAAA' },
    headers: {},
    requestContext: { requestId, http: { sourceIp: '198.51.100.7' } },
    isBase64Encoded: false,
  }) as unknown as APIGatewayProxyEventV2;

/** What a Lambda writes: lines on stdout (JSON log format keeps them as they are). */
function captureStdout() {
  const lines: Record<string, unknown>[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    return true;
  });
  return lines;
}

/**
 * Checks a line against the Embedded Metric Format specification: the `_aws` member, its
 * directives, every dimension and metric present at the root with a value of the right kind.
 */
function expectValidEmf(line: Record<string, unknown>) {
  const aws = line._aws as { Timestamp: unknown; CloudWatchMetrics: unknown[] };
  expect(Number.isInteger(aws.Timestamp)).toBe(true);
  expect(Array.isArray(aws.CloudWatchMetrics)).toBe(true);
  for (const directive of aws.CloudWatchMetrics as {
    Namespace: string;
    Dimensions: string[][];
    Metrics: { Name: string; Unit: string }[];
  }[]) {
    expect(directive.Namespace).toMatch(/^[\w./#:-]{1,255}$/);
    expect(directive.Dimensions.length).toBeGreaterThan(0);
    for (const set of directive.Dimensions) {
      expect(set.length).toBeLessThanOrEqual(30);
      for (const name of set) expect(typeof line[name]).toBe('string');
    }
    expect(directive.Metrics.length).toBeGreaterThan(0);
    expect(directive.Metrics.length).toBeLessThanOrEqual(100);
    for (const metric of directive.Metrics) {
      expect(metric.Name).toMatch(/^\S{1,255}$/);
      expect(['Milliseconds', 'Count']).toContain(metric.Unit);
      expect(typeof line[metric.Name]).toBe('number');
    }
  }
}

beforeEach(() => {
  process.env.AWS_LAMBDA_FUNCTION_NAME = 'test-function';
});
afterEach(() => {
  delete process.env.AWS_LAMBDA_FUNCTION_NAME;
  vi.restoreAllMocks();
});

describe('request logs', () => {
  it('gives a data-layer warning the request ids, the route and the cold start, without secrets', async () => {
    const lines = captureStdout();
    const { handler } = await import('../comments/list-comments');
    const res = await handler(event('api-request-1'), { awsRequestId: 'lambda-request-1' } as never);
    expect(res.statusCode).toBe(200);
    const warning = lines.find((l) => l.msg === 'comments read twice after a conflict')!;
    expect(warning).toMatchObject({
      level: 'warn',
      requestId: 'api-request-1',
      lambdaRequestId: 'lambda-request-1',
      route: 'GET /api/deals/{id}/comments',
      coldStart: true,
      dealId: 'AAAAAAAAAAAAAAAA',
      token: '[redacted]',
    });
    expect(JSON.stringify(lines)).not.toContain('secret-token');
    // The request's own line: the same ids, its metrics.
    const request = lines.find((l) => l.msg === 'request')!;
    expect(request).toMatchObject({ requestId: 'api-request-1', route: 'GET /api/deals/{id}/comments', status: 200 });
    expectValidEmf(request);
    expect(request).toMatchObject({ Route: 'GET /api/deals/{id}/comments', Requests: 1, Errors4xx: 0, Errors5xx: 0 });

    // Only the instance's first invocation is a cold start.
    lines.length = 0;
    await handler(event('api-request-2'), { awsRequestId: 'lambda-request-2' } as never);
    expect(lines.every((l) => l.requestId === 'api-request-2' && l.coldStart === undefined)).toBe(true);
  });

  it('counts a 404 as a client error for its route', async () => {
    const lines = captureStdout();
    const { handler } = await import('../comments/list-comments');
    const bad = { ...event('api-request-3'), pathParameters: { id: 'not-a-deal' } } as APIGatewayProxyEventV2;
    expect((await handler(bad)).statusCode).toBe(404);
    expect(lines.find((l) => l.msg === 'request')).toMatchObject({ Errors4xx: 1, Errors5xx: 0, status: 404 });
  });
});

describe('EMF', () => {
  it('writes valid EMF: per-route metrics under one dimension, business counts without', () => {
    const line = emf(
      { name: 'Route', value: 'POST /api/deals' },
      { Latency: { value: 12, unit: 'Milliseconds' }, Errors5xx: { value: 0, unit: 'Count' } },
      { DealsCreated: 1, Votes: 0 },
      1_764_000_000_000,
    );
    expectValidEmf(line);
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: METRICS_NAMESPACE,
        Dimensions: [['Route']],
        Metrics: [
          { Name: 'Latency', Unit: 'Milliseconds' },
          { Name: 'Errors5xx', Unit: 'Count' },
        ],
      },
      { Namespace: METRICS_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: 'DealsCreated', Unit: 'Count' }] },
    ]);
    expect(line).toMatchObject({ Route: 'POST /api/deals', Latency: 12, Errors5xx: 0, DealsCreated: 1 });
    expect(BUSINESS_METRICS).toContain('AlertMailsSent');
  });
});
