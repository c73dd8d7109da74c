import type { _Record } from '@aws-sdk/client-dynamodb-streams';
import { describe, expect, it } from 'vitest';
import { JOBS, TABLE_EVENT_FILTERS, TTL_PRINCIPAL, matchingFilter } from '@functions/job-manifest';
import { keys } from '@shared/table';
import { filterCriteria } from '../../infra/aws/constructs/jobs';
import { lambdaRecord as standInRecord, passesFilters } from '../../infra/local/table-events';

/**
 * Lambda event filtering as AWS documents it, for the operators a pattern here may use: a field
 * holding an array matches when the record's value equals one entry or starts with an entry's
 * `prefix`; a field holding an object matches when the record's field does, field by field. Any
 * other operator fails the test: the local matcher would not know it either.
 */
function awsMatches(pattern: Record<string, unknown>, value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  return Object.entries(pattern).every(([field, rule]) => {
    const actual = (value as Record<string, unknown>)[field];
    if (!Array.isArray(rule)) return awsMatches(rule as Record<string, unknown>, actual);
    return rule.some((entry) => {
      if (typeof entry === 'string') return actual === entry;
      const operators = Object.keys(entry as object);
      if (operators.join() !== 'prefix') throw new Error(`operator not modelled: ${operators.join()}`);
      return typeof actual === 'string' && actual.startsWith((entry as { prefix: string }).prefix);
    });
  });
}

const cdkPatterns = Object.values(TABLE_EVENT_FILTERS).map(
  (filter) => JSON.parse((filterCriteria(filter) as { pattern: string }).pattern) as Record<string, unknown>,
);

type Sample = { name: string; eventName: 'INSERT' | 'MODIFY' | 'REMOVE'; key: { PK: string; SK: string }; ttl?: true };

/** A record as Lambda's event carries it (what the CDK filter is tested on in AWS). */
const lambdaRecord = ({ eventName, key, ttl }: Sample) => ({
  eventName,
  eventSource: 'aws:dynamodb',
  ...(ttl ? { userIdentity: { type: 'Service', principalId: TTL_PRINCIPAL } } : {}),
  dynamodb: { Keys: { PK: { S: key.PK }, SK: { S: key.SK } }, SequenceNumber: '1' },
});
/** The same record as DynamoDB Streams' API answers it (what the local stand-in reads). */
const streamRecord = ({ eventName, key, ttl }: Sample): _Record => ({
  eventName,
  eventSource: 'aws:dynamodb',
  ...(ttl ? { userIdentity: { Type: 'Service', PrincipalId: TTL_PRINCIPAL } } : {}),
  dynamodb: { Keys: { PK: { S: key.PK }, SK: { S: key.SK } }, SequenceNumber: '1' },
});

const dealId = 'AbCdEfGhIjKlMn_-';
const userId = 'user-1';
// Every kind of item a request or a job writes near the ones the events Lambda reads, and each
// change kind: [sample, whether the events Lambda is handed it].
const samples: [Sample, boolean][] = [
  [{ name: 'a new deal', eventName: 'INSERT', key: keys.deal(dealId) }, true],
  [{ name: 'a changed deal', eventName: 'MODIFY', key: keys.deal(dealId) }, true],
  [{ name: 'a removed deal', eventName: 'REMOVE', key: keys.deal(dealId) }, false],
  [{ name: 'a vote', eventName: 'INSERT', key: keys.vote(dealId, userId) }, false],
  [{ name: 'a save', eventName: 'INSERT', key: keys.saveOfDeal(dealId, userId) }, false],
  [{ name: 'a comment count', eventName: 'MODIFY', key: keys.commentCount(dealId) }, false],
  [{ name: 'a new comment', eventName: 'INSERT', key: keys.comment(dealId, '0001') }, true],
  [{ name: 'an edited comment', eventName: 'MODIFY', key: keys.comment(dealId, '0001') }, false],
  [{ name: 'a hidden comment', eventName: 'INSERT', key: keys.hiddenComment(dealId, '0001') }, false],
  [{ name: "a member's deal", eventName: 'INSERT', key: keys.userDeal(userId, '0001') }, false],
  [{ name: 'a new name card', eventName: 'INSERT', key: keys.memberName('Karim') }, false],
  [{ name: 'a changed name card', eventName: 'MODIFY', key: keys.memberName('Karim') }, true],
  [{ name: 'a removed name card', eventName: 'REMOVE', key: keys.memberName('Karim') }, true],
  [{ name: 'a new notification', eventName: 'INSERT', key: keys.notification(userId, 'n1') }, false],
  [{ name: 'a notification removed by a request', eventName: 'REMOVE', key: keys.notification(userId, 'n1') }, false],
  [
    { name: 'a notification removed by TTL', eventName: 'REMOVE', key: keys.notification(userId, 'n1'), ttl: true },
    true,
  ],
  [{ name: 'a notification counter', eventName: 'MODIFY', key: keys.notificationCount(userId) }, false],
];

describe('the table stream filters (functions/job-manifest.ts)', () => {
  it('are the events Lambda’s, one CDK filter each', () => {
    expect(JOBS.tableEvents.trigger.filters).toBe(TABLE_EVENT_FILTERS);
    expect(cdkPatterns).toHaveLength(Object.keys(TABLE_EVENT_FILTERS).length);
  });

  const cases = samples.map(([sample, handedOver]) => ({ name: sample.name, sample, handedOver }));
  it.each(cases)('agree in AWS and locally on $name', ({ sample, handedOver }) => {
    const inAws = cdkPatterns.some((pattern) => awsMatches(pattern, lambdaRecord(sample)));
    const locally = passesFilters(TABLE_EVENT_FILTERS, streamRecord(sample));
    expect({ inAws, locally }).toEqual({ inAws: handedOver, locally: handedOver });
  });

  it('reach the events Lambda locally in Lambda’s shape, a TTL deletion’s principal included', () => {
    const ttl = samples.find(([sample]) => sample.ttl)![0];
    expect(standInRecord(streamRecord(ttl))).toMatchObject({
      eventName: 'REMOVE',
      userIdentity: { type: 'Service', principalId: TTL_PRINCIPAL },
    });
  });

  it('name the filter a record passed, which the events Lambda dispatches on', () => {
    const facts = (sample: Sample) => ({
      eventName: sample.eventName,
      keys: sample.key,
      principalId: sample.ttl ? TTL_PRINCIPAL : undefined,
    });
    const named = samples.map(([sample]) => [sample.name, matchingFilter(TABLE_EVENT_FILTERS, facts(sample)) ?? null]);
    expect(Object.fromEntries(named.filter(([, filter]) => filter))).toEqual({
      'a new deal': 'deal',
      'a changed deal': 'deal',
      'a new comment': 'comment',
      'a changed name card': 'memberName',
      'a removed name card': 'memberName',
      'a notification removed by TTL': 'expiredNotification',
    });
  });
});
