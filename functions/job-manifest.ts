/**
 * The jobs manifest: every function that serves no HTTP request, once. The build bundles each
 * handler (infra/aws/bundle.ts), CDK makes its Lambda, role and trigger (infra/aws/constructs/
 * jobs.ts), and `npm start` runs the same handler modules on their local triggers
 * (infra/local/stack.ts, infra/local/table-events.ts). The HTTP routes are in routes.ts.
 */
import { ORIGINAL_PREFIX } from '@shared/image-variants';
import { keys } from '@shared/table';
import type { Grant } from './routes';

/**
 * What a job's Lambda may touch in AWS, in the routes' vocabulary (routes.ts Grant), plus what only
 * jobs do: list the images bucket, invalidate pages at CloudFront. A job granted 'mail:send' also
 * gets the site's address (its mails link to the site).
 */
export type JobGrant = Grant | 'images:list' | 'images:variants' | 'pages:invalidate';

/** A change kind of a DynamoDB stream record. */
export type StreamEventName = 'INSERT' | 'MODIFY' | 'REMOVE';

/** A condition on a key attribute of a stream record: equal to a value, or starting with a prefix. */
export type KeyCondition = { equals: string } | { prefix: string };

/**
 * Which stream records a job is handed (Lambda event filtering in AWS, the same test locally):
 * every condition must hold. CDK's FilterCriteria and the local matcher are both derived from it.
 */
export interface StreamFilter {
  events: readonly StreamEventName[];
  /** Conditions on the item's key attributes (the record's `Keys`). */
  keys: Readonly<Partial<Record<'PK' | 'SK', KeyCondition>>>;
  /** Only DynamoDB's own deletions (TTL expiry), none that a request made. */
  byTtl?: true;
}

/** The principal of a stream record DynamoDB's TTL made (`userIdentity.principalId`). */
export const TTL_PRINCIPAL = 'dynamodb.amazonaws.com';

export type JobTrigger =
  | {
      kind: 'schedule';
      /** An EventBridge expression, or the deploy setting that holds one (infra/aws/config.ts). */
      expression: string | { setting: 'cleanupSchedule' };
      /** EventBridge's retries of a failed run, before the dead-letter queue. */
      retries: number;
      /** Under `npm start`: on a timer (every minute), or only by hand (an npm script). */
      locally: 'timer' | 'by-hand';
      /** What a run does, for the rule's description ("Runs the …"). */
      runs: string;
    }
  | {
      kind: 'table-stream';
      /** The records handed over, by name: a record passing one of them; the handler dispatches on the name. */
      filters: Readonly<Record<string, StreamFilter>>;
      /** Tries of a failing record after the first, before it is dead-lettered (AWS and locally). */
      retries: number;
    }
  | {
      kind: 'images-created';
      /**
       * The images bucket's key prefix whose new objects run the job (an S3 ObjectCreated
       * notification in AWS, the S3 stand-in's event locally): only originals, so what the job
       * writes elsewhere never runs it again.
       */
      prefix: string;
      /** Lambda's retries of a failed asynchronous run (0 to 2), before the dead-letter queue. */
      retries: number;
    };

export interface JobDef {
  /** Handler module under functions/, without extension; it exports `handler`. */
  handler: string;
  /** The Lambda's description. */
  description: string;
  trigger: JobTrigger;
  grants: readonly JobGrant[];
  /** Lambda's timeout; memory is the house default (infra/aws/constructs/lambda.ts). */
  timeoutSeconds: number;
  /**
   * Native packages kept out of the bundle and copied into the asset with their runtime
   * dependencies, as installed for linux-x64 (infra/aws/bundle.ts): such a Lambda runs on x86_64.
   */
  nativePackages?: readonly string[];
}

// Key prefixes from the builders themselves (an empty id leaves the prefix).
const DEAL = keys.deal('');
const COMMENT_SK = keys.commentPrefix('').SK;
const REPLY_SK = keys.reply('', '', '').SK.slice(0, -1);
const MEMBER_NAME_PK = keys.memberName('').PK;
const NOTIFS_PK = keys.notificationPrefix('').PK;

/**
 * What the events Lambda acts on (functions/jobs/table-events.ts), and nothing else: new and
 * changed deals (alerts, hot notices, Hot points, pages), new comments (their deal's author),
 * changed or removed member name cards (pages), notifications removed by TTL (unread counters).
 */
export const TABLE_EVENT_FILTERS = {
  deal: { events: ['INSERT', 'MODIFY'], keys: { PK: { prefix: DEAL.PK }, SK: { equals: DEAL.SK } } },
  comment: { events: ['INSERT'], keys: { SK: { prefix: COMMENT_SK } } },
  reply: { events: ['INSERT'], keys: { SK: { prefix: REPLY_SK } } },
  memberName: { events: ['MODIFY', 'REMOVE'], keys: { PK: { prefix: MEMBER_NAME_PK } } },
  expiredNotification: { events: ['REMOVE'], byTtl: true, keys: { PK: { prefix: NOTIFS_PK } } },
} as const satisfies Record<string, StreamFilter>;

/** The table events the events Lambda acts on, by filter name. */
export type TableEvent = keyof typeof TABLE_EVENT_FILTERS;

/**
 * Every job once. Their names are CDK's construct ids (PascalCased): renaming one replaces its
 * Lambda. The rule ids are kept as first deployed in infra/aws/constructs/jobs.ts.
 */
export const JOBS = {
  cleanupImages: {
    handler: 'jobs/cleanup-images-job',
    description: 'Daily clean-up of orphaned images',
    trigger: {
      kind: 'schedule',
      expression: { setting: 'cleanupSchedule' },
      retries: 2,
      locally: 'by-hand',
      runs: 'the image clean-up',
    },
    // Records in the table, objects in the bucket: list both, delete orphans of both.
    grants: ['table:write', 'images:list', 'images:delete'],
    timeoutSeconds: 300,
  },
  expireDeals: {
    handler: 'jobs/expire-deals-job',
    description: 'Expires the deals whose expiry date has passed',
    trigger: {
      kind: 'schedule',
      expression: 'rate(5 minutes)',
      retries: 1,
      locally: 'timer',
      runs: 'the deal expiry',
    },
    grants: ['table:write'],
    timeoutSeconds: 120,
  },
  alertDigest: {
    handler: 'jobs/alert-digest-job',
    description: 'Sends the grouped alert mails that are due',
    trigger: {
      kind: 'schedule',
      expression: 'rate(5 minutes)',
      retries: 1,
      locally: 'timer',
      runs: 'the alert digest',
    },
    // Alert mails link to the site and sign their unsubscribe links with the JWT secret.
    grants: ['table:write', 'mail:send', 'jwt:sign'],
    timeoutSeconds: 120,
  },
  tableEvents: {
    handler: 'jobs/table-events',
    description: 'Alerts and notifications from the table stream',
    trigger: { kind: 'table-stream', filters: TABLE_EVENT_FILTERS, retries: 3 },
    // A deal edited, hidden or deleted leaves CloudFront's cache (functions/lib/page-cache.ts): the
    // stream sees every such change, whichever route or job made it, so this Lambda alone may.
    grants: ['table:write', 'mail:send', 'jwt:sign', 'pages:invalidate'],
    timeoutSeconds: 60,
  },
  imageVariants: {
    handler: 'jobs/image-variants-job',
    description: 'Makes the resized variants of each uploaded image',
    trigger: { kind: 'images-created', prefix: ORIGINAL_PREFIX, retries: 2 },
    // Reads originals, writes variants; the facts on the image record and its deal.
    grants: ['table:write', 'images:variants'],
    timeoutSeconds: 60,
    nativePackages: ['sharp'],
  },
} as const satisfies Record<string, JobDef>;

export type JobName = keyof typeof JOBS;

/** The jobs' names in manifest order, typed. */
export const JOB_NAMES = Object.keys(JOBS) as JobName[];

/** What a stream filter is tested against: the record's change kind, key values and principal. */
export interface StreamRecordFacts {
  eventName?: string;
  keys: Partial<Record<'PK' | 'SK', string>>;
  principalId?: string;
}

const keyHolds = (condition: KeyCondition | undefined, value: string | undefined) =>
  !condition ||
  (value !== undefined && ('equals' in condition ? value === condition.equals : value.startsWith(condition.prefix)));

/** Whether a record passes one filter (Lambda event filtering's semantics for this subset). */
export function passesFilter(filter: StreamFilter, record: StreamRecordFacts) {
  return (
    filter.events.includes(record.eventName as StreamEventName) &&
    (!filter.byTtl || record.principalId === TTL_PRINCIPAL) &&
    keyHolds(filter.keys.PK, record.keys.PK) &&
    keyHolds(filter.keys.SK, record.keys.SK)
  );
}

/** The name of the first filter a record passes, or undefined when none lets it through. */
export function matchingFilter<F extends Readonly<Record<string, StreamFilter>>>(
  filters: F,
  record: StreamRecordFacts,
): (keyof F & string) | undefined {
  return (Object.keys(filters) as (keyof F & string)[]).find((name) => passesFilter(filters[name], record));
}
