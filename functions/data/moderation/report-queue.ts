import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  REPORT_REASONS,
  type Page,
  type ReportReason,
  type ReportRow,
  type ReportStatus,
  type ReportTarget,
  type Reporter,
} from '@shared/api-types';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, queryFirst } from '../table/dynamo';
import { pageOf, totalOf } from '../table/list-counts';

/**
 * The report queue (docs/api.md#moderation): one row a reported target (its REPORTS#<type>#<id> /
 * SUMMARY item, indexed in GSI1 under REPORTS#<status>), its pages, and REPORTS / COUNT, the
 * queue's exact totals per status. Reports write the rows (reports.ts), decisions close them
 * (decisions.ts); both change the totals through countOp.
 */

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

/** The reporters listed on a summary, newest first. */
function reportersOf(item: Record<string, unknown>): Reporter[] {
  const listed = (item.reporters ?? {}) as Record<string, Record<string, unknown>>;
  return Object.values(listed)
    .map((r) => ({
      userId: String(r.userId),
      username: String(r.username),
      trusted: r.trusted === true,
      reputation: Number(r.reputation ?? 0),
      reason: r.reason as ReportReason,
      at: String(r.at),
    }))
    .sort((a, b) => b.at.localeCompare(a.at) || a.userId.localeCompare(b.userId));
}

export const toRow = (item: Record<string, unknown>): ReportRow => ({
  targetType: item.targetType as ReportTarget,
  targetId: String(item.targetId),
  dealId: String(item.dealId),
  summary: String(item.summary),
  authorId: String(item.authorId),
  authorUsername: String(item.authorUsername),
  reportsCount: Number(item.reportsCount),
  trustedReportsCount: Number(item.trustedReportsCount ?? 0),
  reporters: reportersOf(item),
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
