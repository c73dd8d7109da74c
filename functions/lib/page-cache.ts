import { createHash, createHmac, randomUUID } from 'node:crypto';
import { log } from './log';

/**
 * Drops a server-rendered page from CloudFront's cache (CreateInvalidation), so an edited, hidden
 * or deleted deal's page, or a renamed or suspended member's, is not served as it was for the
 * minutes its Cache-Control allows. The
 * distribution comes from PAGE_CACHE_DISTRIBUTION_ID (set by the CDK stack); without it (local
 * runs) the call is only logged. A failure is logged and never thrown: the page would just age out.
 *
 * The request is signed here (Signature Version 4, node:crypto) rather than through
 * @aws-sdk/client-cloudfront, which the project does not install for this one call.
 */

const API_VERSION = '2020-05-31';
const HOST = 'cloudfront.amazonaws.com';
/** CloudFront is a global service, signed for us-east-1. */
const REGION = 'us-east-1';
const SERVICE = 'cloudfront';
const TIMEOUT_MS = 3000;

const sha256 = (data: string) => createHash('sha256').update(data, 'utf8').digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/**
 * The headers that sign a request with Signature Version 4 (`authorization`, `x-amz-date`, and
 * `x-amz-security-token` with temporary credentials), for a path without a query string.
 */
export function signRequest(
  req: { method: string; host: string; path: string; headers: Record<string, string>; body: string },
  scope: { region: string; service: string; credentials: SigningCredentials; at: Date },
): Record<string, string> {
  const amzDate = scope.at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: req.host,
    'x-amz-date': amzDate,
    ...(scope.credentials.sessionToken ? { 'x-amz-security-token': scope.credentials.sessionToken } : {}),
  };
  const names = Object.keys(headers).sort();
  const canonical = [
    req.method,
    req.path,
    '', // no query string
    ...names.map((n) => `${n}:${headers[n]}`),
    '',
    names.join(';'),
    sha256(req.body),
  ].join('\n');
  const credentialScope = `${day}/${scope.region}/${scope.service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, credentialScope, sha256(canonical)].join('\n');
  let key: Buffer = hmac(`AWS4${scope.credentials.secretAccessKey}`, day);
  for (const part of [scope.region, scope.service, 'aws4_request']) key = hmac(key, part);
  const signature = createHmac('sha256', key).update(toSign, 'utf8').digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${scope.credentials.accessKeyId}/${credentialScope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Invalidates these paths (`/deals/<id>`) at CloudFront; resolves once asked (or logged), never
 * rejects. CloudFront applies it within a minute or so, usually seconds.
 */
export async function invalidatePages(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  const distributionId = process.env.PAGE_CACHE_DISTRIBUTION_ID;
  if (!distributionId) {
    log('info', 'page cache invalidation (no distribution here)', { paths });
    return;
  }
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  if (!accessKeyId || !secretAccessKey) {
    log('warn', 'page cache invalidation skipped: no credentials', { paths });
    return;
  }
  const path = `/${API_VERSION}/distribution/${encodeURIComponent(distributionId)}/invalidation`;
  const body =
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/${API_VERSION}/">` +
    `<Paths><Quantity>${paths.length}</Quantity><Items>${paths.map((p) => `<Path>${xmlEscape(p)}</Path>`).join('')}</Items></Paths>` +
    `<CallerReference>${randomUUID()}</CallerReference>` +
    `</InvalidationBatch>`;
  const headers = signRequest(
    { method: 'POST', host: HOST, path, headers: { 'content-type': 'application/xml' }, body },
    {
      region: REGION,
      service: SERVICE,
      credentials: { accessKeyId, secretAccessKey, sessionToken: process.env.AWS_SESSION_TOKEN },
      at: new Date(),
    },
  );
  try {
    const res = await fetch(`https://${HOST}${path}`, {
      method: 'POST',
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (res.ok) {
      log('info', 'page cache invalidated', { paths });
      return;
    }
    const code = /<Code>([^<]*)<\/Code>/.exec(await res.text())?.[1] ?? null;
    log('warn', 'page cache invalidation refused', { paths, status: res.status, code });
  } catch (err) {
    log('warn', 'page cache invalidation failed', { paths, error: (err as Error).name });
  }
}
