import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { CLEANUP_JOB_HANDLER, EXPIRY_JOB_HANDLER } from '../bundle';
import { HandlerFunction, type FunctionResources } from './lambda';

/** Expired deals leave the active lists within this delay of their expiry date. */
export const EXPIRY_SCHEDULE = 'rate(5 minutes)';

/** The scheduled jobs: the image clean-up and the deal expiry, each an EventBridge rule and its Lambda. */
export class Jobs extends Construct {
  readonly cleanup: HandlerFunction;
  readonly rule: events.Rule;
  readonly expiry: HandlerFunction;
  readonly expiryRule: events.Rule;

  constructor(scope: Construct, id: string, props: { resources: FunctionResources; schedule: string }) {
    super(scope, id);
    this.cleanup = new HandlerFunction(this, 'CleanupImages', {
      handler: CLEANUP_JOB_HANDLER,
      description: 'Daily clean-up of orphaned images',
      // Records in the table, objects in the bucket: list both, delete orphans of both.
      capabilities: ['table:write', 'images:list', 'images:delete'],
      resources: props.resources,
      timeout: Duration.minutes(5),
    });
    this.rule = new events.Rule(this, 'Schedule', {
      description: 'Runs the image clean-up',
      schedule: events.Schedule.expression(props.schedule),
      targets: [new targets.LambdaFunction(this.cleanup.function, { retryAttempts: 2 })],
    });
    this.expiry = new HandlerFunction(this, 'ExpireDeals', {
      handler: EXPIRY_JOB_HANDLER,
      description: 'Expires the deals whose expiry date has passed',
      capabilities: ['table:write'],
      resources: props.resources,
      timeout: Duration.minutes(2),
    });
    this.expiryRule = new events.Rule(this, 'ExpirySchedule', {
      description: 'Runs the deal expiry',
      schedule: events.Schedule.expression(EXPIRY_SCHEDULE),
      targets: [new targets.LambdaFunction(this.expiry.function, { retryAttempts: 1 })],
    });
  }
}
