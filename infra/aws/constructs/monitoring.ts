import { Duration } from 'aws-cdk-lib';
import * as budgets from 'aws-cdk-lib/aws-budgets';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { Construct } from 'constructs';
import { BUSINESS_METRICS, METRICS_NAMESPACE } from '@functions/lib/metrics';
import type { HandlerFunction } from './lambda';

/** The thresholds of the alarms (docs/operations.md#alarms says what to do about each). */
export const ALARMS = {
  /** Share of API answers that are 5xx, in percent, over 5 minutes (3 periods in a row). */
  api5xxPercent: 2,
  /** p99 latency of the API, in milliseconds, over 5 minutes (3 periods in a row). */
  apiP99Ms: 2500,
  /** Errors plus throttles of one function in 5 minutes. */
  functionFailures: 1,
  /** Throttled requests, and system errors, of the table in 5 minutes. */
  tableThrottles: 1,
  tableSystemErrors: 1,
  /** Failed runs of the image clean-up in a day. */
  cleanupFailures: 1,
  /** Messages waiting in the dead-letter queue. */
  deadLetters: 1,
  /** SES reputation: bounce rate (5%) and complaint rate (0.1%), as fractions. */
  sesBounceRate: 0.05,
  sesComplaintRate: 0.001,
} as const;

const FIVE_MINUTES = Duration.minutes(5);
/** A CloudWatch Metrics Insights query over 5 minutes. */
const insights = (query: string, label: string) =>
  new cloudwatch.MathExpression({ expression: query, label, period: FIVE_MINUTES });
/** The 10 functions with the most of a Lambda metric. */
const topFunctions = (metric: string) =>
  `SELECT SUM(${metric}) FROM SCHEMA("AWS/Lambda", FunctionName) GROUP BY FunctionName ORDER BY SUM() DESC LIMIT 10`;
/** The table operations the code makes (an alarm's math holds at most 10 metrics). */
const OPERATIONS = [
  dynamodb.Operation.GET_ITEM,
  dynamodb.Operation.PUT_ITEM,
  dynamodb.Operation.UPDATE_ITEM,
  dynamodb.Operation.DELETE_ITEM,
  dynamodb.Operation.QUERY,
  dynamodb.Operation.BATCH_GET_ITEM,
  dynamodb.Operation.BATCH_WRITE_ITEM,
  dynamodb.Operation.TRANSACT_WRITE_ITEMS,
];

/**
 * What tells an operator the site is unwell: one SNS topic (encrypted, an optional e-mail
 * subscription), the alarms on it, the SES bounce and complaint events (Email construct), a
 * monthly AWS Budgets alarm, and one dashboard. The topic exists first (mail events go to it);
 * `watch` adds the alarms and the dashboard once the rest of the stack is built.
 */
export class Monitoring extends Construct {
  readonly topic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  dashboard?: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: { alarmEmail?: string; monthlyBudgetUsd?: number }) {
    super(scope, id);
    const key = new kms.Key(this, 'TopicKey', {
      description: 'Encrypts the alarm topic',
      enableKeyRotation: true,
    });
    // The services that publish to the topic need the key too.
    for (const service of ['cloudwatch.amazonaws.com', 'budgets.amazonaws.com', 'ses.amazonaws.com'])
      key.grant(new iam.ServicePrincipal(service), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new sns.Topic(this, 'Alarms', { masterKey: key, enforceSSL: true });
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        actions: ['sns:Publish'],
        principals: [new iam.ServicePrincipal('budgets.amazonaws.com')],
        resources: [this.topic.topicArn],
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    if (props.monthlyBudgetUsd) {
      const notify = (type: 'ACTUAL' | 'FORECASTED', threshold: number) => ({
        notification: {
          notificationType: type,
          comparisonOperator: 'GREATER_THAN',
          threshold,
          thresholdType: 'PERCENTAGE',
        },
        subscribers: [{ subscriptionType: 'SNS', address: this.topic.topicArn }],
      });
      new budgets.CfnBudget(this, 'MonthlyBudget', {
        budget: {
          budgetType: 'COST',
          timeUnit: 'MONTHLY',
          budgetLimit: { amount: props.monthlyBudgetUsd, unit: 'USD' },
        },
        notificationsWithSubscribers: [notify('ACTUAL', 80), notify('FORECASTED', 100)],
      });
    }
  }

  /** The alarms and the dashboard over the API, the functions, the table and the jobs. */
  watch(watched: {
    httpApi: apigwv2.HttpApi;
    /** The scheduled and stream-fed functions, each with its own alarm. */
    jobs: HandlerFunction[];
    table: dynamodb.Table;
    deadLetters: sqs.Queue;
    cleanup: HandlerFunction;
    mail: boolean;
  }) {
    const { httpApi, table } = watched;
    const requests = httpApi.metricCount({ period: FIVE_MINUTES });
    const errors5xx = httpApi.metricServerError({ period: FIVE_MINUTES });
    const p99 = httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p99' });
    this.alarm('Api5xxRate', {
      metric: new cloudwatch.MathExpression({
        expression: 'IF(requests > 0, 100 * errors / requests, 0)',
        usingMetrics: { errors: errors5xx, requests },
        period: FIVE_MINUTES,
        label: 'API 5xx (%)',
      }),
      threshold: ALARMS.api5xxPercent,
      evaluationPeriods: 3,
      description: `More than ${ALARMS.api5xxPercent}% of API answers are 5xx, 15 minutes in a row`,
    });
    this.alarm('ApiLatencyP99', {
      metric: p99,
      threshold: ALARMS.apiP99Ms,
      evaluationPeriods: 3,
      description: `The API's p99 latency is over ${ALARMS.apiP99Ms} ms, 15 minutes in a row`,
    });
    // Route functions, together (a stack holds 500 resources: one alarm each would not fit): the
    // function with the most errors, or throttles, in 5 minutes; the dashboard names it.
    for (const [metric, what] of [
      ['Errors', 'errors'],
      ['Throttles', 'throttles'],
    ] as const) {
      this.alarm(`Function${metric}`, {
        metric: insights(`SELECT MAX(${metric}) FROM SCHEMA("AWS/Lambda", FunctionName)`, `most ${what}`),
        threshold: ALARMS.functionFailures,
        evaluationPeriods: 1,
        description: `A function had ${what} (the dashboard's "Functions with ${what}" names it)`,
      });
    }
    // The asynchronous ones each: nobody sees their failures otherwise.
    for (const fn of watched.jobs) {
      this.alarm(`${fn.node.id}Failures`, {
        metric: new cloudwatch.MathExpression({
          expression: 'errors + throttles',
          usingMetrics: {
            errors: fn.function.metricErrors({ period: FIVE_MINUTES }),
            throttles: fn.function.metricThrottles({ period: FIVE_MINUTES }),
          },
          period: FIVE_MINUTES,
        }),
        threshold: ALARMS.functionFailures,
        evaluationPeriods: 1,
        description: `Errors or throttles of ${fn.node.path}`,
      });
    }
    this.alarm('TableThrottles', {
      metric: table.metricThrottledRequestsForOperations({ operations: OPERATIONS, period: FIVE_MINUTES }),
      threshold: ALARMS.tableThrottles,
      evaluationPeriods: 1,
      description: 'DynamoDB throttled requests on the table',
    });
    this.alarm('TableSystemErrors', {
      metric: table.metricSystemErrorsForOperations({ operations: OPERATIONS, period: FIVE_MINUTES }),
      threshold: ALARMS.tableSystemErrors,
      evaluationPeriods: 1,
      description: 'DynamoDB system errors on the table',
    });
    this.alarm('CleanupFailures', {
      metric: watched.cleanup.function.metricErrors({ period: Duration.days(1) }),
      threshold: ALARMS.cleanupFailures,
      evaluationPeriods: 1,
      description: 'The daily image clean-up failed',
    });
    this.alarm('DeadLetters', {
      metric: watched.deadLetters.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      threshold: ALARMS.deadLetters,
      evaluationPeriods: 1,
      description: 'Stream records or scheduled runs failed past their retries: they wait in the dead-letter queue',
    });
    if (watched.mail) {
      const ses = (metricName: string) =>
        new cloudwatch.Metric({ namespace: 'AWS/SES', metricName, period: Duration.hours(1), statistic: 'Maximum' });
      this.alarm('SesBounceRate', {
        metric: ses('Reputation.BounceRate'),
        threshold: ALARMS.sesBounceRate,
        evaluationPeriods: 1,
        description: 'SES bounce rate over 5%: SES reviews (then pauses) accounts past 10%',
      });
      this.alarm('SesComplaintRate', {
        metric: ses('Reputation.ComplaintRate'),
        threshold: ALARMS.sesComplaintRate,
        evaluationPeriods: 1,
        description: 'SES complaint rate over 0.1%: SES reviews (then pauses) accounts past 0.5%',
      });
    }

    const business = (name: string) =>
      new cloudwatch.Metric({
        namespace: METRICS_NAMESPACE,
        metricName: name,
        period: Duration.hours(1),
        statistic: 'Sum',
      });
    const graph = (title: string, left: cloudwatch.IMetric[], width = 12) =>
      new cloudwatch.GraphWidget({ title, left, width, height: 6 });
    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      defaultInterval: Duration.days(1),
      widgets: [
        [
          graph('Traffic: API requests', [requests]),
          graph('Errors: API 4xx and 5xx', [httpApi.metricClientError({ period: FIVE_MINUTES }), errors5xx]),
        ],
        [
          graph('Latency: API p50, p90, p99 (ms)', [
            httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p50' }),
            httpApi.metricLatency({ period: FIVE_MINUTES, statistic: 'p90' }),
            p99,
          ]),
          graph('Functions with errors', [insights(topFunctions('Errors'), 'errors')]),
        ],
        [
          graph('DynamoDB: consumed read and write units', [
            table.metricConsumedReadCapacityUnits({ period: FIVE_MINUTES }),
            table.metricConsumedWriteCapacityUnits({ period: FIVE_MINUTES }),
          ]),
          graph('DynamoDB: throttled requests', [
            table.metricThrottledRequestsForOperations({ operations: OPERATIONS, period: FIVE_MINUTES }),
          ]),
        ],
        [
          graph('DynamoDB: system errors', [
            table.metricSystemErrorsForOperations({ operations: OPERATIONS, period: FIVE_MINUTES }),
          ]),
          graph('Dead letters waiting', [
            watched.deadLetters.metricApproximateNumberOfMessagesVisible({ period: FIVE_MINUTES }),
          ]),
        ],
        [
          graph('Functions with throttles', [insights(topFunctions('Throttles'), 'throttles')]),
          graph('Members: business counts (per hour)', BUSINESS_METRICS.map(business)),
        ],
        [new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 6 })],
      ],
    });
  }

  private alarm(
    id: string,
    props: { metric: cloudwatch.IMetric; threshold: number; evaluationPeriods: number; description: string },
  ) {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric: props.metric,
      threshold: props.threshold,
      evaluationPeriods: props.evaluationPeriods,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      alarmDescription: props.description,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.topic));
    alarm.addOkAction(new actions.SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }
}
