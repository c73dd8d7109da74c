import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as destinations from 'aws-cdk-lib/aws-lambda-destinations';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  JOBS,
  JOB_NAMES,
  TTL_PRINCIPAL,
  type JobDef,
  type JobName,
  type KeyCondition,
  type StreamFilter,
} from '@functions/job-manifest';
import { jobCapabilities, jobEnvironment } from '../function-env';
import { HandlerFunction, type FunctionResources } from './lambda';
import { constructId } from './api';

/** EventBridge rule ids as first deployed (a new id would replace the rule); a new job's is `<Job>Schedule`. */
const RULE_IDS: Partial<Record<JobName, string>> = {
  cleanupImages: 'Schedule',
  expireDeals: 'ExpirySchedule',
  alertDigest: 'DigestSchedule',
};

const keyRule = (condition: KeyCondition) =>
  'equals' in condition ? [condition.equals] : lambda.FilterRule.beginsWith(condition.prefix);

/** Lambda's event filter for a manifest stream filter (functions/job-manifest.ts): the one the local matcher mirrors. */
export function filterCriteria(filter: StreamFilter) {
  const keys = Object.fromEntries(
    (['PK', 'SK'] as const).flatMap((key) => {
      const condition = filter.keys[key];
      return condition ? [[key, { S: keyRule(condition) }]] : [];
    }),
  );
  return lambda.FilterCriteria.filter({
    eventName: [...filter.events],
    ...(filter.byTtl ? { userIdentity: { principalId: [TTL_PRINCIPAL] } } : {}),
    dynamodb: { Keys: keys },
  });
}

/**
 * The asynchronous work, one Lambda per entry of the jobs manifest (functions/job-manifest.ts): the
 * scheduled ones (image clean-up, deal expiry, alert digest) each with its EventBridge rule, and
 * the table's change stream feeding the events Lambda (alerts, notifications, pages invalidated at
 * CloudFront), and new originals in the images bucket feeding the variants Lambda. Whatever fails past its retries lands in one dead-letter queue.
 */
export class Jobs extends Construct {
  readonly functions = {} as Record<JobName, HandlerFunction>;
  readonly rules: Partial<Record<JobName, events.Rule>> = {};
  readonly deadLetters: sqs.Queue;

  constructor(
    scope: Construct,
    id: string,
    props: {
      resources: FunctionResources;
      /** The deploy settings a schedule may name (infra/aws/config.ts). */
      cleanupSchedule: string;
      siteUrl: string;
      /** The distribution caching the pages the events Lambda invalidates. */
      pageCache: cloudfront.IDistribution;
    },
  ) {
    super(scope, id);
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    for (const name of JOB_NAMES) this.functions[name] = this.job(name, JOBS[name], props);
  }

  private job(name: JobName, job: JobDef, props: ConstructorParameters<typeof Jobs>[2]) {
    const id = constructId(name);
    const invalidates = job.grants.includes('pages:invalidate');
    const fn = new HandlerFunction(this, id, {
      handler: job.handler,
      description: job.description,
      capabilities: jobCapabilities(job),
      resources: props.resources,
      env: jobEnvironment(job, { siteUrl: props.siteUrl, pageCacheId: props.pageCache.distributionId }),
      timeout: Duration.seconds(job.timeoutSeconds),
      ...('nativePackages' in job && job.nativePackages?.length ? { architecture: 'x86_64' as const } : {}),
    });
    if (invalidates) props.pageCache.grantCreateInvalidation(fn.role);
    const { trigger } = job;
    if (trigger.kind === 'schedule') {
      const expression =
        typeof trigger.expression === 'string' ? trigger.expression : props[trigger.expression.setting];
      this.rules[name] = new events.Rule(this, RULE_IDS[name] ?? `${id}Schedule`, {
        description: `Runs ${trigger.runs}`,
        schedule: events.Schedule.expression(expression),
        targets: [
          new targets.LambdaFunction(fn.function, {
            retryAttempts: trigger.retries,
            deadLetterQueue: this.deadLetters,
          }),
        ],
      });
    } else if (trigger.kind === 'images-created') {
      // Asynchronous runs: Lambda's own retries, then the run's event in the dead-letter queue.
      fn.function.configureAsyncInvoke({
        retryAttempts: trigger.retries,
        maxEventAge: Duration.hours(6),
        onFailure: new destinations.SqsDestination(this.deadLetters),
      });
      props.resources.imagesBucket.addEventNotification(
        s3.EventType.OBJECT_CREATED,
        new s3n.LambdaDestination(fn.function),
        { prefix: trigger.prefix },
      );
    } else {
      fn.function.addEventSource(
        new sources.DynamoEventSource(props.resources.table, {
          startingPosition: lambda.StartingPosition.LATEST,
          batchSize: 25,
          maxBatchingWindow: Duration.seconds(1),
          bisectBatchOnError: true,
          reportBatchItemFailures: true,
          retryAttempts: trigger.retries,
          maxRecordAge: Duration.hours(6),
          onFailure: new sources.SqsDlq(this.deadLetters),
          // Only what the handler acts on.
          filters: Object.values(trigger.filters).map(filterCriteria),
        }),
      );
    }
    return fn;
  }
}
