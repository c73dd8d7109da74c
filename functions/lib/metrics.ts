import { requestScope } from './request-scope';

/**
 * CloudWatch metrics as Embedded Metric Format: fields of the one log line a request or a job
 * run writes, which CloudWatch Logs turns into metrics (no SDK, no call on the request path).
 * One namespace; per-route metrics carry the one dimension `Route` (a job's `Job`), business
 * counts none.
 */
export const METRICS_NAMESPACE = 'DzDeals';

/** What members do, counted where it succeeds. */
export const BUSINESS_METRICS = [
  'SignUps',
  'DealsCreated',
  'Votes',
  'Comments',
  'Uploads',
  'Reports',
  'AlertsCreated',
  'AlertMailsSent',
  'FollowDigestsSent',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

/** Adds to a business count of the current request or job run (nothing outside one). */
export function count(name: BusinessMetric, n = 1) {
  const scope = requestScope.getStore();
  if (!scope) return;
  scope.counts ??= {};
  scope.counts[name] = (scope.counts[name] ?? 0) + n;
}

type Unit = 'Milliseconds' | 'Count';

/**
 * The EMF fields of one line: `metrics` under one dimension (`dimension` = `value`), the business
 * counts without dimension.
 */
export function emf(
  dimension: { name: string; value: string },
  metrics: Record<string, { value: number; unit: Unit }>,
  counts: Partial<Record<string, number>> = {},
  now = Date.now(),
) {
  const business = Object.entries(counts).filter(([, v]) => v);
  const directive = (dimensions: string[][], names: [string, Unit][]) => ({
    Namespace: METRICS_NAMESPACE,
    Dimensions: dimensions,
    Metrics: names.map(([Name, Unit]) => ({ Name, Unit })),
  });
  return {
    _aws: {
      Timestamp: now,
      CloudWatchMetrics: [
        directive(
          [[dimension.name]],
          Object.entries(metrics).map(([name, m]) => [name, m.unit]),
        ),
        ...(business.length
          ? [
              directive(
                [[]],
                business.map(([name]) => [name, 'Count']),
              ),
            ]
          : []),
      ],
    },
    [dimension.name]: dimension.value,
    ...Object.fromEntries(Object.entries(metrics).map(([name, m]) => [name, m.value])),
    ...Object.fromEntries(business),
  };
}
