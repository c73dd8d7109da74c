import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dealPagePath } from '@shared/page-head';
import { invalidatePages, signRequest } from './page-cache';

const lines: string[] = [];
beforeEach(() => {
  lines.length = 0;
  for (const level of ['log', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((line: string) => void lines.push(line));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const inAws = () => {
  vi.stubEnv('PAGE_CACHE_DISTRIBUTION_ID', 'EDFDVBD6EXAMPLE');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'ASIAEXAMPLE');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secret-example');
  vi.stubEnv('AWS_SESSION_TOKEN', 'session-example');
};

describe('signRequest', () => {
  it("gives the signature of AWS's published test vector (get-vanilla)", () => {
    const headers = signRequest(
      { method: 'GET', host: 'example.amazonaws.com', path: '/', headers: {}, body: '' },
      {
        region: 'us-east-1',
        service: 'service',
        credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
        at: new Date('2015-08-30T12:36:00Z'),
      },
    );
    expect(headers).toEqual({
      'x-amz-date': '20150830T123600Z',
      authorization:
        'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    });
  });
});

describe('invalidatePages', () => {
  it('asks CloudFront to invalidate the path, signed with the Lambda credentials', async () => {
    inAws();
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('<Invalidation/>', { status: 201 }));
    await invalidatePages([dealPagePath('AbCdEfGhIjKlMn_-')]);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('https://cloudfront.amazonaws.com/2020-05-31/distribution/EDFDVBD6EXAMPLE/invalidation');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toContain(
      '<Paths><Quantity>1</Quantity><Items><Path>/deals/AbCdEfGhIjKlMn_-</Path></Items></Paths>',
    );
    expect(String(init.body)).toMatch(/<CallerReference>[0-9a-f-]{36}<\/CallerReference>/);
    expect(init.headers['content-type']).toBe('application/xml');
    expect(init.headers['x-amz-security-token']).toBe('session-example');
    expect(init.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=ASIAEXAMPLE\/\d{8}\/us-east-1\/cloudfront\/aws4_request, SignedHeaders=content-type;host;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/,
    );
    expect(lines.join('\n')).not.toContain('secret-example');
  });

  it('logs a refusal or a network failure, and never throws', async () => {
    inAws();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        new Response('<ErrorResponse><Error><Code>AccessDenied</Code></Error></ErrorResponse>', { status: 403 }),
      )
      .mockRejectedValueOnce(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    await expect(invalidatePages(['/deals/a'])).resolves.toBeUndefined();
    await expect(invalidatePages(['/deals/b'])).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged).toEqual([
      expect.objectContaining({ level: 'warn', paths: ['/deals/a'], status: 403, code: 'AccessDenied' }),
      expect.objectContaining({ level: 'warn', paths: ['/deals/b'], error: 'TimeoutError' }),
    ]);
  });

  it('only logs the path where there is no distribution (npm start)', async () => {
    vi.stubEnv('PAGE_CACHE_DISTRIBUTION_ID', '');
    const fetch = vi.spyOn(globalThis, 'fetch');
    await invalidatePages(['/deals/AbCdEfGhIjKlMn_-']);
    expect(fetch).not.toHaveBeenCalled();
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', paths: ['/deals/AbCdEfGhIjKlMn_-'] });
  });
});
