import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { matchingFilter, type StreamFilter } from '@functions/job-manifest';
import { localClientConfig } from '@functions/lib/aws-config';

const POLL_MS = 250;

/**
 * Whether Lambda's event filtering would hand this stream record over: the manifest's filters
 * (functions/job-manifest.ts) tested on its change kind, `Keys` and principal, as AWS tests them.
 */
export const passesFilters = (filters: Readonly<Record<string, StreamFilter>>, record: _Record) =>
  matchingFilter(filters, {
    eventName: record.eventName,
    keys: { PK: record.dynamodb?.Keys?.PK?.S, SK: record.dynamodb?.Keys?.SK?.S },
    principalId: record.userIdentity?.PrincipalId,
  }) !== undefined;

/**
 * Plays Lambda's DynamoDB event source mapping against DynamoDB Local's stream: reads every
 * shard, hands the records passing the job's filters to the same handler in batches, retries
 * from the first failed record (batch item failures) and, past the job's retries, writes it to
 * `<dataDir>/dead-letters` as the AWS stack's DLQ would keep it. Starts at the stream's end: what
 * happened while the stack was stopped is not replayed.
 */
export async function startTableEvents(
  endpoint: string,
  tableName: string,
  deadLetterDir: string,
  job: { filters: Readonly<Record<string, StreamFilter>>; retries: number },
  handle: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse>,
  /** Faults on purpose (infra/local/faults.ts): the share of batches delivered twice, as AWS may. */
  duplicateRate = 0,
) {
  const config = localClientConfig(endpoint);
  const ddb = new DynamoDBClient(config);
  const streams = new DynamoDBStreamsClient(config);
  const { Table } = await ddb.send(new DescribeTableCommand({ TableName: tableName }));
  ddb.destroy();
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${tableName} has no stream`);

  /** Each open shard's next iterator; shards first seen at start-up begin at their end. */
  const iterators = new Map<string, string | null>();
  const failures = new Map<string, number>();
  let first = true;
  let stopped = false;
  let batches = 0;
  let duplicates = 0;

  const discover = async () => {
    const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: streamArn }));
    for (const shard of StreamDescription?.Shards ?? []) {
      const id = shard.ShardId!;
      if (iterators.has(id)) continue;
      const out = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: id,
          ShardIteratorType: first && !shard.SequenceNumberRange?.EndingSequenceNumber ? 'LATEST' : 'TRIM_HORIZON',
        }),
      );
      iterators.set(id, first && shard.SequenceNumberRange?.EndingSequenceNumber ? null : (out.ShardIterator ?? null));
    }
    first = false;
  };

  const poll = async (shardId: string, iterator: string) => {
    const out = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 100 }));
    // Records the filters drop are never handed over, as in AWS.
    const records = (out.Records ?? []).filter((record) => passesFilters(job.filters, record));
    if (!records.length) return void iterators.set(shardId, out.NextShardIterator ?? null);
    const deliver = () =>
      handle({ Records: records.map(lambdaRecord) }).catch(() => ({
        batchItemFailures: [{ itemIdentifier: records[0].dynamodb?.SequenceNumber ?? '' }],
      }));
    let result = await deliver();
    batches++;
    // At least once: a batch handled may come again whole (the handler must change nothing twice).
    if (!result?.batchItemFailures?.length && Math.random() < duplicateRate) {
      duplicates++;
      result = await deliver();
    }
    const failed = result?.batchItemFailures?.[0]?.itemIdentifier;
    if (!failed) return void iterators.set(shardId, out.NextShardIterator ?? null);
    const tries = (failures.get(failed) ?? 0) + 1;
    failures.set(failed, tries);
    const dead = tries > job.retries;
    if (dead) {
      failures.delete(failed);
      const record = records.find((r) => r.dynamodb?.SequenceNumber === failed);
      await mkdir(deadLetterDir, { recursive: true });
      await writeFile(join(deadLetterDir, `${failed}.json`), JSON.stringify(record, null, 2));
    }
    // Again from the failed record, or past it once it is dead-lettered.
    const next = await streams.send(
      new GetShardIteratorCommand({
        StreamArn: streamArn,
        ShardId: shardId,
        ShardIteratorType: dead ? 'AFTER_SEQUENCE_NUMBER' : 'AT_SEQUENCE_NUMBER',
        SequenceNumber: failed,
      }),
    );
    iterators.set(shardId, next.ShardIterator ?? null);
  };

  await discover();
  const loop = (async () => {
    while (!stopped) {
      try {
        await discover();
        for (const [shardId, iterator] of iterators) if (iterator) await poll(shardId, iterator);
      } catch (err) {
        if (!stopped) console.error('table events:', err instanceof Error ? err.message : err);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  })();
  return async () => {
    stopped = true;
    await loop;
    streams.destroy();
    if (duplicateRate > 0)
      console.log(`table events: ${batches} batches handed over, ${duplicates} of them twice (FAULTS)`);
  };
}

/**
 * A stream record as Lambda's event carries it: creation time in epoch seconds, and the
 * principal as `userIdentity.principalId`/`type` (the Streams API spells them `PrincipalId`/`Type`),
 * so the events Lambda sees TTL deletions locally as it does in AWS.
 */
export function lambdaRecord(record: _Record): DynamoDBRecord {
  const { ApproximateCreationDateTime, ...rest } = record.dynamodb ?? {};
  const { userIdentity, ...fields } = record;
  return {
    ...fields,
    ...(userIdentity ? { userIdentity: { principalId: userIdentity.PrincipalId, type: userIdentity.Type } } : {}),
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ...rest,
      ...(ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: ApproximateCreationDateTime.getTime() / 1000 }
        : {}),
    },
  } as DynamoDBRecord;
}
