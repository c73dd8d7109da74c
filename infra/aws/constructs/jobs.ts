import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sources from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { CLEANUP_JOB_HANDLER, DIGEST_JOB_HANDLER, EXPIRY_JOB_HANDLER, TABLE_EVENTS_HANDLER } from '../bundle';
import { HandlerFunction, type FunctionResources } from './lambda';

/** Expired deals leave the active lists within this delay of their expiry date. */
export const EXPIRY_SCHEDULE = 'rate(5 minutes)';
/** Grouped alert mails go out within this delay of being due. */
export const DIGEST_SCHEDULE = 'rate(5 minutes)';
/** Tries of a failing stream record before it goes to the dead-letter queue. */
export const TABLE_EVENTS_RETRIES = 3;

/**
 * The asynchronous work: the scheduled jobs (image clean-up, deal expiry, alert digest), each an
 * EventBridge rule and its Lambda, and the table's change stream feeding the events Lambda (alerts,
 * notifications, deal pages invalidated at CloudFront). Whatever fails past its retries lands in one dead-letter queue.
 */
export class Jobs extends Construct {
  readonly cleanup: HandlerFunction;
  readonly rule: events.Rule;
  readonly expiry: HandlerFunction;
  readonly expiryRule: events.Rule;
  readonly digest: HandlerFunction;
  readonly digestRule: events.Rule;
  readonly tableEvents: HandlerFunction;
  readonly deadLetters: sqs.Queue;

  constructor(
    scope: Construct,
    id: string,
    props: {
      resources: FunctionResources;
      schedule: string;
      siteUrl: string;
      /** The distribution caching the deal pages the events Lambda invalidates. */
      pageCache: cloudfront.IDistribution;
    },
  ) {
    super(scope, id);
    const { resources } = props;
    this.deadLetters = new sqs.Queue(this, 'DeadLetters', {
      retentionPeriod: Duration.days(14),
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    const scheduled = (fn: HandlerFunction, retryAttempts: number) =>
      new targets.LambdaFunction(fn.function, { retryAttempts, deadLetterQueue: this.deadLetters });

    this.cleanup = new HandlerFunction(this, 'CleanupImages', {
      handler: CLEANUP_JOB_HANDLER,
      description: 'Daily clean-up of orphaned images',
      // Records in the table, objects in the bucket: list both, delete orphans of both.
      capabilities: ['table:write', 'images:list', 'images:delete'],
      resources,
      timeout: Duration.minutes(5),
    });
    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Runs the image clean-up',
      schedule: events.Schedule.expression(props.schedule),
      targets: [scheduled(this.cleanup, 2)],
    });
    this.expiry = new HandlerFunction(this, 'ExpireDeals', {
      handler: EXPIRY_JOB_HANDLER,
      description: 'Expires the deals whose expiry date has passed',
      capabilities: ['table:write'],
      resources,
      timeout: Duration.minutes(2),
    });
    this.expiryRule = new events.Rule(this, 'ExpirySchedule', {
      description: 'Runs the deal expiry',
      schedule: events.Schedule.expression(EXPIRY_SCHEDULE),
      targets: [scheduled(this.expiry, 1)],
    });

    // Alert mails link to the site and sign their unsubscribe links with the JWT secret.
    const mailing = { capabilities: ['table:write', 'mail:send', 'jwt:sign'] as const, resources };
    this.digest = new HandlerFunction(this, 'AlertDigest', {
      ...mailing,
      handler: DIGEST_JOB_HANDLER,
      description: 'Sends the grouped alert mails that are due',
      env: { SITE_URL: props.siteUrl },
      timeout: Duration.minutes(2),
    });
    this.digestRule = new events.Rule(this, 'DigestSchedule', {
      description: 'Runs the alert digest',
      schedule: events.Schedule.expression(DIGEST_SCHEDULE),
      targets: [scheduled(this.digest, 1)],
    });

    this.tableEvents = new HandlerFunction(this, 'TableEvents', {
      ...mailing,
      handler: TABLE_EVENTS_HANDLER,
      description: 'Alerts and notifications from the table stream',
      env: { SITE_URL: props.siteUrl, PAGE_CACHE_DISTRIBUTION_ID: props.pageCache.distributionId },
      timeout: Duration.minutes(1),
    });
    // A deal edited, hidden or deleted leaves CloudFront's cache (functions/lib/page-cache.ts): the
    // stream sees every such change, whichever route or job made it, so this Lambda alone may.
    props.pageCache.grantCreateInvalidation(this.tableEvents.role);
    const prefix = (value: string) => lambda.FilterRule.beginsWith(value);
    this.tableEvents.function.addEventSource(
      new sources.DynamoEventSource(resources.table, {
        startingPosition: lambda.StartingPosition.LATEST,
        batchSize: 25,
        maxBatchingWindow: Duration.seconds(1),
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: TABLE_EVENTS_RETRIES,
        maxRecordAge: Duration.hours(6),
        onFailure: new sources.SqsDlq(this.deadLetters),
        // Only what the handler acts on: new and changed deals (hot notices, Hot points, pages), new
        // comments, changed or removed member name cards (pages), TTL-removed notifications.
        filters: [
          lambda.FilterCriteria.filter({
            eventName: ['INSERT', 'MODIFY'],
            dynamodb: { Keys: { PK: { S: prefix('DEAL#') }, SK: { S: ['DEAL'] } } },
          }),
          lambda.FilterCriteria.filter({
            eventName: ['INSERT'],
            dynamodb: { Keys: { SK: { S: prefix('COMMENT#') } } },
          }),
          lambda.FilterCriteria.filter({
            eventName: ['MODIFY', 'REMOVE'],
            dynamodb: { Keys: { PK: { S: prefix('MEMBERNAME#') } } },
          }),
          lambda.FilterCriteria.filter({
            eventName: ['REMOVE'],
            userIdentity: { principalId: ['dynamodb.amazonaws.com'] },
            dynamodb: { Keys: { PK: { S: prefix('NOTIFS#') } } },
          }),
        ],
      }),
    );
  }
}
