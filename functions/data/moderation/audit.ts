import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry, Page } from '@shared/api-types';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, queryFirst } from '../table/dynamo';
import { pageOf, totalOf } from '../table/list-counts';

/**
 * The moderation audit trail (docs/api.md#moderation): one AUDIT / E#<at>#<id> item per
 * decision, written in the decision's own transaction with AUDIT / COUNT's total, so no decision
 * goes unrecorded and no entry records a decision that did not happen.
 */

/** The writes recording one decision. */
export function auditOps(entry: Omit<AuditEntry, 'id'>): TxItem[] {
  const id = randomUUID();
  const TableName = tableName();
  return [
    { Put: { TableName, Item: { ...keys.auditEntry(entry.at, id), id, ...entry } } },
    {
      Update: {
        TableName,
        Key: keys.auditCount(),
        UpdateExpression: 'ADD #total :one',
        ExpressionAttributeNames: { '#total': 'total' },
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
  ];
}

const toEntry = (item: Record<string, unknown>): AuditEntry => ({
  id: String(item.id),
  at: String(item.at),
  adminId: String(item.adminId),
  adminUsername: String(item.adminUsername),
  action: item.action as AuditEntry['action'],
  targetType: item.targetType as AuditEntry['targetType'],
  targetId: String(item.targetId),
  summary: String(item.summary),
  reason: (item.reason as string | null | undefined) ?? null,
  reportsClosed: Number(item.reportsClosed ?? 0),
});

/** Page `page` of the trail, newest first, with its exact total (the entries up to the page's end are read). */
export async function listAudit(page: number, size: number): Promise<Page<AuditEntry>> {
  const TableName = tableName();
  const [counter, items] = await Promise.all([
    db.send(new GetCommand({ TableName, Key: keys.auditCount() })).then((out) => out.Item),
    queryFirst(
      {
        TableName,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :e)',
        ExpressionAttributeValues: { ':pk': keys.auditCount().PK, ':e': 'E#' },
        ScanIndexForward: false,
      },
      (page + 1) * size,
    ),
  ]);
  return pageOf(items.slice(page * size).map(toEntry), page, size, totalOf(counter));
}
