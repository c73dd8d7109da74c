import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  REPORT_REASONS,
  type Page,
  type ReportReason,
  type ReportRow,
  type ReportStatus,
  type ReportTarget,
} from '@shared/api-types';
import { REPORTS_PER_HOUR } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import { conflict, forbidden } from '../lib/errors';
import { log } from '../lib/log';
import { type TxItem, failedAt, queryFirst, transact } from './dynamo';
import { pageOf, totalOf } from './ordered-list';
import { type Limit, slotsInTransaction } from './rate-limits';

/**
 * Reports of deals and comments (docs/api.md#moderation). A member's report is
 * REPORTS#<type>#<id> / BY#<member>: one per member and target, so a repeat counts nothing. The
 * target's SUMMARY item is its row in the queue: the reports of the current round (since the
 * last decision), their count per reason, the latest details, the first and last dates and the
 * status, indexed in GSI1 under REPORTS#open or REPORTS#closed with the last report first.
 * REPORTS / COUNT keeps the queue's exact totals per status. A report writes its item, the
 * summary (conditioned on the round read), the totals when it opens a round, and a rate slot,
 * in one transaction.
 */

/** What a report names: the target, and what the queue shows of it. */
export interface ReportedTarget {
  type: ReportTarget;
  id: string;
  dealId: string;
  summary: string;
  authorId: string;
  authorUsername: string;
}

export interface ReportInput {
  reason: ReportReason;
  details?: string;
}

const MAX_ROUNDS = 5;

const reportLimit = (userId: string): Limit[] => [
  { scope: 'report', key: userId, max: REPORTS_PER_HOUR, windowSeconds: 3600, message: () => MSG.reportsLimited },
];

/** The queue's order: last reported first, ties by target. */
const queueKey = (at: string, target: ReportedTarget) => `${at}#${target.type}#${target.id}`;

/** The queue totals' change. */
export const countOp = (deltas: Partial<Record<ReportStatus, number>>): TxItem => ({
  Update: {
    TableName: tableName(),
    Key: keys.reportCount(),
    UpdateExpression: `ADD ${Object.keys(deltas)
      .map((s) => `#${s} :${s}`)
      .join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(Object.keys(deltas).map((s) => [`#${s}`, s])),
    ExpressionAttributeValues: Object.fromEntries(Object.entries(deltas).map(([s, d]) => [`:${s}`, d])),
  },
});

/**
 * The summary's write for one more report: it adds to the open round read (conditioned on that
 * round), or opens a new round on a target never reported or whose last round was closed.
 */
function summaryOp(target: ReportedTarget, read: Record<string, unknown> | undefined, input: ReportInput, at: string) {
  const Key = keys.reportSummary(target.type, target.id);
  // Every attribute by an alias: several of these names are DynamoDB reserved words.
  const name = (attr: string) => `#${attr}`;
  const names = (attrs: string[]) => Object.fromEntries(attrs.map((a) => [name(a), a]));
  if (read?.status === 'open') {
    const set = [
      '#reportsCount = #reportsCount + :one',
      '#reasons.#reason = #reasons.#reason + :one',
      '#lastReportedAt = :at',
      '#GSI1SK = :q',
      ...(input.details ? ['#latestDetails = :d'] : []),
    ];
    return {
      Update: {
        TableName: tableName(),
        Key,
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: '#status = :open AND #round = :round',
        ExpressionAttributeNames: {
          ...names(['reportsCount', 'reasons', 'lastReportedAt', 'GSI1SK', 'status', 'round']),
          ...(input.details ? names(['latestDetails']) : {}),
          '#reason': input.reason,
        },
        ExpressionAttributeValues: {
          ':one': 1,
          ':at': at,
          ':q': queueKey(at, target),
          ':open': 'open',
          ':round': read.round,
          ...(input.details ? { ':d': input.details } : {}),
        },
      },
    } satisfies TxItem;
  }
  const values: Record<string, unknown> = {
    targetType: target.type,
    targetId: target.id,
    dealId: target.dealId,
    summary: target.summary,
    authorId: target.authorId,
    authorUsername: target.authorUsername,
    reportsCount: 1,
    reasons: Object.fromEntries(REPORT_REASONS.map((r) => [r, Number(r === input.reason)])),
    latestDetails: input.details ?? null,
    firstReportedAt: at,
    lastReportedAt: at,
    status: 'open',
    GSI1PK: keys.reportQueue('open').GSI1PK,
    GSI1SK: queueKey(at, target),
  };
  return {
    Update: {
      TableName: tableName(),
      Key,
      UpdateExpression: `SET ${Object.keys(values)
        .map((a) => `${name(a)} = :${a}`)
        .join(', ')} ADD #round :one`,
      ConditionExpression: read ? '#status = :closed AND #round = :round' : 'attribute_not_exists(PK)',
      ExpressionAttributeNames: names([...Object.keys(values), 'round']),
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(values).map(([a, v]) => [`:${a}`, v])),
        ':one': 1,
        ...(read ? { ':closed': 'closed', ':round': read.round } : {}),
      },
    },
  } satisfies TxItem;
}

/**
 * Records a member's report of a target. Returns the summary as it was read before the report,
 * or null when they had reported it already (a repeat counts nothing). 403 for their own
 * content; 429 past REPORTS_PER_HOUR.
 */
export async function reportTarget(
  target: ReportedTarget,
  userId: string,
  input: ReportInput,
): Promise<{ before: Record<string, unknown> | undefined } | null> {
  if (target.authorId === userId) throw forbidden(MSG.reportOwn);
  const TableName = tableName();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const { Item: read } = await db.send(
      new GetCommand({ TableName, Key: keys.reportSummary(target.type, target.id), ConsistentRead: true }),
    );
    const at = new Date().toISOString();
    const opening = read?.status !== 'open';
    const items: TxItem[] = [
      {
        Put: {
          TableName,
          Item: { ...keys.report(target.type, target.id, userId), reason: input.reason, details: input.details, at },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      summaryOp(target, read, input, at),
      ...(opening ? [countOp(read ? { open: 1, closed: -1 } : { open: 1 })] : []),
    ];
    const slots = slotsInTransaction(reportLimit(userId), items.length);
    try {
      await transact([...items, ...slots.items]);
      return { before: read };
    } catch (err) {
      if (failedAt(err, 0)) return null; // reported already
      if (failedAt(err, 1)) continue; // a report or a decision changed the round meanwhile
      throw slots.refusal(err) ?? err;
    }
  }
  log('warn', 'report not recorded after repeated conflicts', { target: `${target.type}#${target.id}` });
  throw conflict(MSG.writeConflict);
}

export const toRow = (item: Record<string, unknown>): ReportRow => ({
  targetType: item.targetType as ReportTarget,
  targetId: String(item.targetId),
  dealId: String(item.dealId),
  summary: String(item.summary),
  authorId: String(item.authorId),
  authorUsername: String(item.authorUsername),
  reportsCount: Number(item.reportsCount),
  reasons: Object.fromEntries(
    REPORT_REASONS.map((r) => [r, Number((item.reasons as Record<string, unknown> | undefined)?.[r] ?? 0)]),
  ) as ReportRow['reasons'],
  latestDetails: (item.latestDetails as string | null | undefined) ?? null,
  firstReportedAt: String(item.firstReportedAt),
  lastReportedAt: String(item.lastReportedAt),
  status: item.status as ReportStatus,
  state: item.hiddenAt ? 'hidden' : 'visible',
});

/**
 * Page `page` of the queue of one status, last reported first, with the exact total of its
 * counter: the counter and the targets up to the page's end are read at once (a deep page reads
 * its predecessors' keys too: the queue is an admin's, its pages few).
 */
export async function listReports(status: ReportStatus, page: number, size: number): Promise<Page<ReportRow>> {
  const TableName = tableName();
  const [counter, items] = await Promise.all([
    db.send(new GetCommand({ TableName, Key: keys.reportCount() })).then((out) => out.Item),
    queryFirst(
      {
        TableName,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :q',
        ExpressionAttributeValues: { ':q': keys.reportQueue(status).GSI1PK },
        ScanIndexForward: false,
      },
      (page + 1) * size,
    ),
  ]);
  return pageOf(items.slice(page * size).map(toRow), page, size, totalOf(counter, status));
}
