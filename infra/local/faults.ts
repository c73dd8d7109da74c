import { randomUUID } from 'node:crypto';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Faults on purpose (docs/operations.md#faults): the local stack's stand-ins answer, at the rates
 * `FAULTS` sets, what AWS answers when it is unwell, so the real SDK clients and our own code
 * handle the real errors. Off unless `FAULTS` is set; never part of a Lambda bundle.
 */
export const FAULT_NAMES = [
  /** DynamoDB: ProvisionedThroughputExceededException or ThrottlingException (400, JSON). */
  'ddb-throttle',
  /** DynamoDB: the connection hangs, then drops before the request reached the table (socket hang up). */
  'ddb-timeout',
  /** DynamoDB TransactWriteItems: TransactionCanceledException with a TransactionConflict reason. */
  'ddb-tx-conflict',
  /** S3: 503 SlowDown (XML). */
  's3-error',
  /** SES (the mail outbox): the Throttling error "Maximum sending rate exceeded". */
  'ses-error',
  /** The table's stream: a batch delivered twice. */
  'stream-duplicate',
] as const;

export type FaultName = (typeof FAULT_NAMES)[number];
export type FaultRates = Readonly<Record<FaultName, number>>;

/** The soak's `--faults` rates when FAULTS is not set (docs/operations.md#faults). */
export const DEFAULT_FAULTS =
  'ddb-throttle:0.05,ddb-timeout:0.02,ddb-tx-conflict:0.05,s3-error:0.1,ses-error:0.2,stream-duplicate:0.1';

/**
 * The one reading of `FAULTS` (`name:rate,...`, rates from 0 to 1): every fault at 0 when unset;
 * an unknown name, a repeated one or a rate outside 0..1 throws, and the stack refuses to start.
 */
export function parseFaults(raw: string | undefined): FaultRates {
  const rates = Object.fromEntries(FAULT_NAMES.map((name) => [name, 0])) as Record<FaultName, number>;
  const seen = new Set<string>();
  for (const part of (raw ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const [name, value, ...rest] = part.split(':').map((p) => p.trim());
    if (!(FAULT_NAMES as readonly string[]).includes(name)) {
      throw new Error(`FAULTS: unknown fault "${name}" (known: ${FAULT_NAMES.join(', ')})`);
    }
    const rate = value === undefined || value === '' ? NaN : Number(value);
    if (rest.length || !Number.isFinite(rate) || rate < 0 || rate > 1) {
      throw new Error(`FAULTS: the rate of ${name} must be a number from 0 to 1, not "${part.slice(name.length + 1)}"`);
    }
    if (seen.has(name)) throw new Error(`FAULTS: ${name} is given twice`);
    seen.add(name);
    rates[name as FaultName] = rate;
  }
  return rates;
}

export const anyFault = (rates: FaultRates) => FAULT_NAMES.some((name) => rates[name] > 0);

/** What the proxies injected, by fault (printed by the stack when it stops). */
export type FaultCounts = Record<string, number>;

const hit = (rate: number) => rate > 0 && Math.random() < rate;

/** Reads a request's body whole (DynamoDB's are small JSON; an S3 put is a picture at most). */
const bodyOf = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

function answer(res: ServerResponse, status: number, type: string, body: string, headers: Record<string, string>) {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers });
  res.end(body);
}

/** DynamoDB's JSON error, as its endpoint answers it. */
function ddbError(res: ServerResponse, type: string, message: string, extra: Record<string, unknown> = {}) {
  const body = JSON.stringify({ __type: type, message, ...extra });
  answer(res, 400, 'application/x-amz-json-1.0', body, { 'x-amzn-requestid': randomUUID() });
}

type Fault = (req: IncomingMessage, res: ServerResponse, body: Buffer) => string | undefined;

/** DynamoDB's faults, in order of precedence; each answers the fault it injected, or nothing. */
const ddbFault =
  (rates: FaultRates): Fault =>
  (req, res, body) => {
    if (hit(rates['ddb-timeout'])) {
      // As a connection lost on the way: the table never saw the request, the SDK sees ECONNRESET.
      setTimeout(() => req.socket.destroy(), 50 + Math.random() * 200);
      return 'ddb-timeout';
    }
    if (hit(rates['ddb-throttle'])) {
      if (Math.random() < 0.5) {
        ddbError(
          res,
          'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException',
          'The level of configured provisioned throughput for the table was exceeded. Consider increasing your provisioning level with the UpdateTable API.',
        );
      } else {
        ddbError(
          res,
          'com.amazon.coral.availability#ThrottlingException',
          'Rate of requests exceeds the allowed throughput.',
        );
      }
      return 'ddb-throttle';
    }
    const operation = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    if (operation === 'TransactWriteItems' && hit(rates['ddb-tx-conflict'])) {
      const items = (JSON.parse(body.toString() || '{}') as { TransactItems?: unknown[] }).TransactItems ?? [];
      const conflicted = Math.floor(Math.random() * Math.max(1, items.length));
      const reasons = items.map((_, i) =>
        i === conflicted
          ? { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' }
          : { Code: 'None' },
      );
      ddbError(
        res,
        'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
        { CancellationReasons: reasons },
      );
      return 'ddb-tx-conflict';
    }
    return undefined;
  };

/** S3's SlowDown, as a bucket under too many requests answers it. */
const s3Fault =
  (rates: FaultRates): Fault =>
  (req, res) => {
    if (!hit(rates['s3-error'])) return undefined;
    const id = randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase();
    const body =
      req.method === 'HEAD'
        ? ''
        : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message><RequestId>${id}</RequestId><HostId>${id}</HostId></Error>`;
    answer(res, 503, 'application/xml', body, { 'x-amz-request-id': id });
    return 's3-error';
  };

/**
 * A proxy in front of a stand-in (DynamoDB Local, the S3 stand-in) on a port of its own: passes
 * every request through, except those `fault` answers itself once `arm()` was called (seeding
 * and migrations run before, unharmed).
 */
async function faultProxy(target: string, fault: Fault, counts: FaultCounts) {
  const upstream = new URL(target);
  let armed = false;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await bodyOf(req);
      const injected = armed ? fault(req, res, body) : undefined;
      if (injected) return void (counts[injected] = (counts[injected] ?? 0) + 1);
      const forward = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (reply) => {
          res.writeHead(reply.statusCode ?? 502, reply.headers);
          reply.pipe(res);
        },
      );
      forward.on('error', () => req.socket.destroy());
      forward.end(body);
    })().catch(() => req.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    arm: () => void (armed = true),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/**
 * Starts the proxies the rates need (none when every rate of a stand-in is 0, so its endpoint is
 * the stand-in's own) and sets the mail outbox's rate. Handlers reach DynamoDB and S3 through
 * the endpoints answered; the stack's own reads (tests, reconciliation, the stream) do not.
 */
export async function startFaults(rates: FaultRates, stand: { ddb: string; s3: string }) {
  const counts: FaultCounts = {};
  const ddbOn = rates['ddb-throttle'] > 0 || rates['ddb-timeout'] > 0 || rates['ddb-tx-conflict'] > 0;
  const ddb = ddbOn ? await faultProxy(stand.ddb, ddbFault(rates), counts) : undefined;
  const s3 = rates['s3-error'] > 0 ? await faultProxy(stand.s3, s3Fault(rates), counts) : undefined;
  return {
    ddbEndpoint: ddb?.endpoint ?? stand.ddb,
    s3Endpoint: s3?.endpoint ?? stand.s3,
    counts,
    arm: () => {
      ddb?.arm();
      s3?.arm();
      // Read by the outbox mailer (functions/lib/mail.ts), the stand-in of SES.
      if (rates['ses-error'] > 0) process.env.MAIL_OUTBOX_FAULT_RATE = String(rates['ses-error']);
    },
    stop: async () => {
      await ddb?.stop();
      await s3?.stop();
    },
  };
}
