import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { CLEANUP_JOB_HANDLER } from '../bundle';
import { HandlerFunction, type FunctionResources } from './lambda';

/** The scheduled image clean-up: an EventBridge rule and its Lambda. */
export class Jobs extends Construct {
  readonly cleanup: HandlerFunction;
  readonly rule: events.Rule;

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
  }
}
