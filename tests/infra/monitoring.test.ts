import { beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '@functions/job-manifest';
import { ROUTES } from '@functions/routes';
import { ALARMS } from '../../infra/aws/constructs/monitoring';
import { FULL_CONFIG, MINIMAL_CONFIG, inspect, synthesize } from './synth';

// Issue 18 on the synthesized template: every function traced with JSON logs, the alarms with
// their thresholds on one encrypted topic, SES events and the budget to it, the dashboard.

let t: ReturnType<typeof inspect>;
let minimal: ReturnType<typeof inspect>;
beforeAll(async () => {
  t = inspect((await synthesize(FULL_CONFIG)).template);
  minimal = inspect((await synthesize(MINIMAL_CONFIG)).template);
}, 180_000);

const alarmsOf = (template: ReturnType<typeof inspect>) => template.ofType('AWS::CloudWatch::Alarm');
const alarm = (description: RegExp) => {
  const found = alarmsOf(t).filter((a) => description.test(String(a.Properties.AlarmDescription)));
  expect(found, String(description)).toHaveLength(1);
  return found[0].Properties;
};
const topicId = () => t.ofType('AWS::SNS::Topic')[0].id;

describe('logs and traces', () => {
  it('gives every function X-Ray active tracing and the JSON log format', () => {
    expect(t.functions.length).toBe(ROUTES.length + Object.keys(JOBS).length);
    for (const fn of t.functions) {
      expect(fn.Properties.TracingConfig, fn.id).toEqual({ Mode: 'Active' });
      expect(fn.Properties.LoggingConfig, fn.id).toMatchObject({ LogFormat: 'JSON' });
    }
  });
});

describe('alarms', () => {
  it('sends every alarm, and its recovery, to the one encrypted topic, with the e-mail subscription', () => {
    const [topic] = t.ofType('AWS::SNS::Topic');
    expect(topic.Properties.KmsMasterKeyId).toBeDefined();
    expect(t.ofType('AWS::SNS::Subscription')).toEqual([
      expect.objectContaining({
        Properties: expect.objectContaining({ Protocol: 'email', Endpoint: FULL_CONFIG.alarmEmail }),
      }),
    ]);
    for (const a of alarmsOf(t)) {
      expect(JSON.stringify(a.Properties.AlarmActions), a.id).toContain(topicId());
      expect(JSON.stringify(a.Properties.OKActions), a.id).toContain(topicId());
    }
    expect(minimal.ofType('AWS::SNS::Subscription')).toEqual([]);
  });

  it('watches the API: 5xx rate and p99 latency', () => {
    const rate = alarm(/5xx/);
    expect(rate).toMatchObject({ Threshold: ALARMS.api5xxPercent, EvaluationPeriods: 3 });
    expect(JSON.stringify(rate.Metrics)).toContain('IF(requests > 0, 100 * errors / requests, 0)');
    const latency = alarm(/p99 latency/);
    expect(latency).toMatchObject({ Threshold: ALARMS.apiP99Ms, EvaluationPeriods: 3, ExtendedStatistic: 'p99' });
    expect(latency).toMatchObject({ Namespace: 'AWS/ApiGateway', MetricName: 'Latency' });
  });

  it('watches the functions: the worst one’s errors and throttles, and each asynchronous one', () => {
    for (const metric of ['Errors', 'Throttles']) {
      const [fleet] = alarmsOf(t).filter((a) =>
        JSON.stringify(a.Properties.Metrics ?? null).includes(`SELECT MAX(${metric}) FROM SCHEMA(`),
      );
      expect(fleet, metric).toBeDefined();
      expect(fleet.Properties.Threshold).toBe(ALARMS.functionFailures);
      expect((fleet.Properties.Metrics as { Period?: number }[])[0].Period).toBe(300);
    }
    const jobs = alarmsOf(t).filter((a) => /^Errors or throttles of /.test(String(a.Properties.AlarmDescription)));
    expect(jobs.map((a) => String(a.Properties.AlarmDescription).split('/').at(-1)).sort()).toEqual([
      'AlertDigest',
      'CleanupImages',
      'ExpireDeals',
      'ImageVariants',
      'TableEvents',
    ]);
    for (const a of jobs) {
      const metrics = JSON.stringify(a.Properties.Metrics);
      expect(metrics).toContain('"MetricName":"Errors"');
      expect(metrics).toContain('"MetricName":"Throttles"');
    }
  });

  it('watches the table, the clean-up, the dead-letter queue and SES', () => {
    expect(alarm(/throttled requests/)).toMatchObject({ Threshold: ALARMS.tableThrottles });
    expect(JSON.stringify(alarm(/throttled requests/).Metrics)).toContain('ThrottledRequests');
    expect(JSON.stringify(alarm(/system errors/).Metrics)).toContain('SystemErrors');
    expect(alarm(/clean-up failed/)).toMatchObject({
      Threshold: ALARMS.cleanupFailures,
      Period: 86_400,
      MetricName: 'Errors',
    });
    const dlq = alarm(/dead-letter queue/);
    expect(dlq).toMatchObject({ Threshold: ALARMS.deadLetters, MetricName: 'ApproximateNumberOfMessagesVisible' });
    expect(JSON.stringify(dlq.Dimensions)).toContain(t.ofType('AWS::SQS::Queue')[0].id);
    expect(alarm(/bounce rate/)).toMatchObject({
      Threshold: ALARMS.sesBounceRate,
      MetricName: 'Reputation.BounceRate',
    });
    expect(alarm(/complaint rate/)).toMatchObject({ Threshold: ALARMS.sesComplaintRate });
    // Without mail, no SES alarm.
    expect(alarmsOf(minimal).some((a) => /bounce/.test(String(a.Properties.AlarmDescription)))).toBe(false);
  });

  it('sends SES bounces and complaints to the topic, and every mail through that configuration set', () => {
    const [destination] = t.ofType('AWS::SES::ConfigurationSetEventDestination');
    expect(destination.Properties.EventDestination).toMatchObject({
      Enabled: true,
      MatchingEventTypes: ['bounce', 'complaint'],
    });
    expect(JSON.stringify(destination.Properties.EventDestination)).toContain(topicId());
    const set = t.ofType('AWS::SES::ConfigurationSet')[0].id;
    const senders = t.functions.filter((f) => {
      const env = (f.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      return env.MAIL_FROM !== undefined;
    });
    expect(senders.length).toBeGreaterThanOrEqual(6);
    for (const f of senders)
      expect(JSON.stringify((f.Properties.Environment as { Variables: unknown }).Variables)).toContain(set);
  });

  it('warns the topic at 80% of the monthly budget spent and 100% forecast', () => {
    const [budget] = t.ofType('AWS::Budgets::Budget');
    expect(budget.Properties.Budget).toMatchObject({
      BudgetType: 'COST',
      TimeUnit: 'MONTHLY',
      BudgetLimit: { Amount: FULL_CONFIG.monthlyBudgetUsd, Unit: 'USD' },
    });
    const notifications = budget.Properties.NotificationsWithSubscribers as {
      Notification: { NotificationType: string; Threshold: number };
    }[];
    expect(notifications.map((n) => [n.Notification.NotificationType, n.Notification.Threshold])).toEqual([
      ['ACTUAL', 80],
      ['FORECASTED', 100],
    ]);
    expect(JSON.stringify(notifications)).toContain(topicId());
    expect(minimal.ofType('AWS::Budgets::Budget')).toEqual([]);
  });
});

describe('dashboard', () => {
  it('shows traffic, errors, latency, DynamoDB consumption and the business counts', () => {
    const [dashboard] = t.ofType('AWS::CloudWatch::Dashboard');
    const body = JSON.stringify(dashboard.Properties.DashboardBody);
    for (const text of [
      'Traffic',
      'Errors',
      'Latency',
      'ConsumedReadCapacityUnits',
      'ConsumedWriteCapacityUnits',
      'DzDeals',
      'DealsCreated',
      'AlertMailsSent',
    ])
      expect(body, text).toContain(text);
  });
});
