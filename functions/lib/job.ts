import { randomUUID } from 'node:crypto';
import { loadLanguages } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { takeColdStart } from './cold-start';
import { log } from './log';
import { emf } from './metrics';
import { type RequestScope, requestScope } from './request-scope';

/**
 * Wraps a scheduled or stream-fed Lambda handler: its run gets a scope (Lambda's request id, the
 * job's name, the cold start) that every log line of the run carries, and ends with one line of
 * EMF metrics (`Job` dimension: runs, failures, duration, DynamoDB round trips; business counts).
 * A failure is logged and thrown again, for the retries and the dead-letter queue.
 */
export function job<E, R>(name: string, run: (event: E) => Promise<R>) {
  return async (event?: E, context?: { awsRequestId?: string }): Promise<R> => {
    // A run writes in any language (a mail in its member's): both catalogues, loaded once per instance.
    await loadLanguages();
    const scope: RequestScope = {
      requestId: context?.awsRequestId ?? randomUUID(),
      lambdaRequestId: context?.awsRequestId,
      route: name,
      coldStart: takeColdStart(),
      ddbCalls: 0,
      readOnly: false,
      // What is written for no one in particular (logs aside) is French; a member's text names its language.
      language: DEFAULT_LANGUAGE,
    };
    const started = Date.now();
    let failed = false;
    try {
      const result = await requestScope.run(scope, () => run(event as E));
      // A stream batch reports its failing record rather than throwing.
      failed = ((result as { batchItemFailures?: unknown[] } | undefined)?.batchItemFailures?.length ?? 0) > 0;
      return result;
    } catch (err) {
      failed = true;
      requestScope.run(scope, () =>
        log('error', 'job failed', { error: err instanceof Error ? err.message : String(err) }),
      );
      throw err;
    } finally {
      const ms = Date.now() - started;
      // As the request line: `npm start`'s console goes without it (LOG_REQUESTS=0), AWS never does.
      if (failed || process.env.LOG_REQUESTS !== '0')
        requestScope.run(scope, () =>
          log('info', 'job run', {
            ms,
            ddbCalls: scope.ddbCalls,
            ...emf(
              { name: 'Job', value: name },
              {
                Runs: { value: 1, unit: 'Count' },
                Failures: { value: failed ? 1 : 0, unit: 'Count' },
                Duration: { value: ms, unit: 'Milliseconds' },
                DynamoDBCalls: { value: scope.ddbCalls, unit: 'Count' },
              },
              scope.counts,
            ),
          }),
        );
    }
  };
}
