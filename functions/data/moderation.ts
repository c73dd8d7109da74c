import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ModerationDecision, ReportRow, ReportTarget } from '@shared/api-types';
import { REPORTS_TO_HIDE } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../lib/clients';
import { conflict, notFound } from '../lib/errors';
import { log } from '../lib/log';
import { auditOps } from './audit';
import { commentVisibilityOps, findComment } from './comments';
import { getDealRecord } from './deal-model';
import { dealVisibilityOps, moveSaves } from './deal-visibility';
import { type TxItem, isCancelled, pause, transact } from './dynamo';
import { type ReportInput, type ReportedTarget, countOp, reportTarget, toRow } from './reports';

/**
 * Moderation decisions on a reported target (docs/api.md#moderation): dismiss its open reports,
 * hide it, or show it again. One transaction holds the target's change (deal-visibility.ts,
 * comments.ts), its queue row (the round closed, its state) and the audit entry, conditioned on
 * the row and the target as read; then a hidden or restored deal's saves follow. Trusted
 * members' reports reaching REPORTS_TO_HIDE hide the target at once, pending review (the round
 * stays open).
 */

export interface Moderator {
  id: string;
  username: string;
}

/** Who the audit trail names for a hide that reports triggered. */
export const AUTO_MODERATOR: Moderator = { id: 'system', username: 'Modération automatique' };

const MAX_ROUNDS = 5;

/** The target's writes for the wanted visibility, or none when it is already so. 404 when it is gone. */
async function visibilityOps(type: ReportTarget, id: string, hiddenAt: string | null): Promise<TxItem[]> {
  if (type === 'deal') {
    const deal = await getDealRecord(id);
    if (!deal) throw notFound(MSG.dealNotFound);
    return !!deal.hiddenAt === !!hiddenAt ? [] : dealVisibilityOps(deal, hiddenAt);
  }
  const comment = await findComment(id);
  if (!comment) throw notFound(MSG.commentNotFound);
  return !!comment.hiddenAt === !!hiddenAt ? [] : commentVisibilityOps(comment, hiddenAt);
}

/** The queue row's write: the round closed (when `close`), the target's state (when it changes). */
function rowOp(read: Record<string, unknown>, changes: Record<string, unknown>, removed: string[]): TxItem {
  const attrs = [...Object.keys(changes), ...removed];
  const set = Object.keys(changes).map((a) => `#${a} = :${a}`);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportSummary(String(read.targetType), String(read.targetId)),
      UpdateExpression: (set.length ? `SET ${set.join(', ')} ` : '') + (removed.length ? `REMOVE #hiddenAt` : ''),
      // As read: a report or another decision meanwhile is read again.
      ConditionExpression: '#status = :wasStatus AND #round = :round AND #reportsCount = :n',
      ExpressionAttributeNames: {
        ...Object.fromEntries(attrs.map((a) => [`#${a}`, a])),
        '#status': 'status',
        '#round': 'round',
        '#reportsCount': 'reportsCount',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(changes).map(([a, v]) => [`:${a}`, v])),
        ':wasStatus': read.status,
        ':round': read.round,
        ':n': read.reportsCount,
      },
    },
  };
}

/**
 * Applies a decision on a reported target and records it. `dismiss` needs open reports (409
 * otherwise); hiding a hidden target or restoring a visible one only closes its open reports
 * (and finishes moving a deal's saves). `closeRound: false` leaves the reports open (automatic
 * hiding). 404 for a target never reported or gone.
 */
export async function decide(
  type: ReportTarget,
  id: string,
  action: ModerationDecision,
  by: Moderator,
  reason: string | null = null,
  { closeRound = true } = {},
): Promise<ReportRow> {
  const TableName = tableName();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    const { Item: read } = await db.send(
      new GetCommand({ TableName, Key: keys.reportSummary(type, id), ConsistentRead: true }),
    );
    if (!read) throw notFound(MSG.notReported);
    const open = read.status === 'open';
    if (action === 'dismiss' && !open) throw conflict(MSG.noOpenReports);
    const at = new Date().toISOString();
    const hiddenAt = action === 'hide' ? at : action === 'restore' ? null : undefined;
    const target = hiddenAt === undefined ? [] : await visibilityOps(type, id, hiddenAt);
    const close = open && closeRound;
    const changes: Record<string, unknown> = {};
    if (close) {
      Object.assign(changes, {
        status: 'closed',
        GSI1PK: keys.reportQueue('closed').GSI1PK,
        decidedAt: at,
        decidedBy: by.id,
      });
    }
    if (target.length && hiddenAt) changes.hiddenAt = hiddenAt;
    const removed = target.length && hiddenAt === null ? ['hiddenAt'] : [];
    if (close || target.length) {
      try {
        await transact([
          rowOp(read, changes, removed),
          ...(close ? [countOp({ open: -1, closed: 1 })] : []),
          ...target,
          ...auditOps({
            at,
            adminId: by.id,
            adminUsername: by.username,
            action,
            targetType: type,
            targetId: id,
            summary: String(read.summary),
            reason,
            reportsClosed: close ? Number(read.reportsCount) : 0,
          }),
        ]);
      } catch (err) {
        if (isCancelled(err)) continue; // the row or the target changed since read: decide on them again
        throw err;
      }
    }
    if (type === 'deal' && hiddenAt !== undefined) await moveSaves(id, !!hiddenAt);
    const row = { ...read, ...changes };
    for (const attr of removed) delete row[attr];
    return toRow(row);
  }
  throw conflict(MSG.writeConflict);
}

/**
 * A member's report (reports.ts). Only trusted members' reports hide (docs/api.md#moderation):
 * the trusted report whose write brings the round's trusted count to REPORTS_TO_HIDE hides the
 * target pending review. A hide that fails is logged: the report stands, and any later report
 * while the trusted count is reached and the target visible tries again.
 */
export async function report(target: ReportedTarget, userId: string, input: ReportInput) {
  const done = await reportTarget(target, userId, input);
  if (!done) return;
  const { before, reporter } = done;
  const trustedBefore = before?.status === 'open' ? Number(before.trustedReportsCount ?? 0) : 0;
  const trusted = trustedBefore + Number(reporter.trusted);
  if (trusted < REPORTS_TO_HIDE || before?.hiddenAt) return;
  try {
    await decide(target.type, target.id, 'hide', AUTO_MODERATOR, MSG.autoHidden, { closeRound: false });
  } catch (err) {
    log('warn', 'automatic hiding failed', { target: `${target.type}#${target.id}`, error: (err as Error).name });
  }
}
