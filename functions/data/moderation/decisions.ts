import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ModerationDecision, ReportRow, ReportTarget } from '@shared/api-types';
import { REPUTATION_POINTS } from '@shared/reputation';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, notFound } from '../../lib/errors';
import { auditOps } from './audit';
import { commentVisibilityOps, findComment } from '../comments/comments';
import { getDealRecord } from '../deals/record';
import { dealVisibilityOps, moveSaves } from '../deals/visibility';
import { type TxItem, isCancelled, pause, transact } from '../table/dynamo';
import { StatsDelta } from '../members/stats';
import { countOp, toRow } from './report-queue';

/**
 * Moderation decisions on a reported target (docs/api.md#moderation): dismiss its open reports,
 * hide it, or show it again. One transaction holds the target's change (deals/visibility.ts,
 * comments/comments.ts), its queue row (the round closed, its state) and the audit entry, conditioned on
 * the row and the target as read, with the author's reputation when an admin's decision moves it
 * (penaltyOf); then a hidden or restored deal's saves follow. Trusted members' reports reaching
 * REPORTS_TO_HIDE hide the target at once, pending review (the round stays open: reports.ts).
 */

export interface Moderator {
  id: string;
  username: string;
}

/** Who the audit trail names for a hide that reports triggered. */
export const AUTO_MODERATOR: Moderator = { id: 'system', username: 'Modération automatique' };

const MAX_ROUNDS = 5;

/** A reported target as read: its author, whether it is hidden, the writes that hide or show it. */
interface TargetRead {
  author: string;
  hidden: boolean;
  /** The writes for the wanted visibility, with `stats` (changes to members' stats) among them. */
  visibility: (hiddenAt: string | null, stats: StatsDelta) => TxItem[];
}

/** The target as it is now; 404 when it is gone. */
async function readTarget(type: ReportTarget, id: string): Promise<TargetRead> {
  if (type === 'deal') {
    const deal = await getDealRecord(id);
    if (!deal) throw notFound(MSG.dealNotFound);
    return {
      author: deal.author,
      hidden: !!deal.hiddenAt,
      visibility: (hiddenAt, stats) => dealVisibilityOps(deal, hiddenAt, stats),
    };
  }
  const comment = await findComment(id);
  if (!comment) throw notFound(MSG.commentNotFound);
  return {
    author: String(comment.author),
    hidden: !!comment.hiddenAt,
    visibility: (hiddenAt, stats) => [...commentVisibilityOps(comment, hiddenAt), ...stats.ops()],
  };
}

/**
 * What a decision does to the author's reputation (docs/api.md#reputation-and-trust): an admin's hide costs
 * REPUTATION_POINTS.hiddenByModerator once per target (the queue row is marked `penalized`), an
 * admin's restore of a penalized target gives it back. Automatic hiding costs nothing until an
 * admin confirms it with `hide`; an admin hiding their own content is not charged.
 */
function penaltyOf(action: ModerationDecision, read: Record<string, unknown>, author: string, by: Moderator) {
  const penalized = read.penalized === true;
  if (action === 'hide' && !penalized && by.id !== AUTO_MODERATOR.id && author !== by.id) return 'charge';
  if (action === 'restore' && penalized) return 'refund';
  return null;
}

/** The queue row's write: the round closed (when `close`), the target's state (when it changes). */
function rowOp(read: Record<string, unknown>, changes: Record<string, unknown>, removed: string[]): TxItem {
  const attrs = [...Object.keys(changes), ...removed];
  const set = Object.keys(changes).map((a) => `#${a} = :${a}`);
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportSummary(String(read.targetType), String(read.targetId)),
      UpdateExpression:
        (set.length ? `SET ${set.join(', ')} ` : '') +
        (removed.length ? `REMOVE ${removed.map((a) => `#${a}`).join(', ')}` : ''),
      // As read: a report or another decision meanwhile is read again; the penalty is charged once.
      ConditionExpression:
        '#status = :wasStatus AND #round = :round AND #reportsCount = :n AND ' +
        (read.penalized === true ? '#penalized = :penalized' : 'attribute_not_exists(#penalized)'),
      ExpressionAttributeNames: {
        ...Object.fromEntries(attrs.map((a) => [`#${a}`, a])),
        '#status': 'status',
        '#round': 'round',
        '#reportsCount': 'reportsCount',
        '#penalized': 'penalized',
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(Object.entries(changes).map(([a, v]) => [`:${a}`, v])),
        ':wasStatus': read.status,
        ':round': read.round,
        ':n': read.reportsCount,
        ...(read.penalized === true ? { ':penalized': true } : {}),
      },
    },
  };
}

/**
 * Applies a decision on a reported target and records it. `dismiss` needs open reports (409
 * otherwise); hiding a hidden target or restoring a visible one only closes its open reports
 * (and finishes moving a deal's saves) and, for an admin confirming an automatic hide, charges
 * its author. `closeRound: false` leaves the reports open (automatic
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
    const target = hiddenAt === undefined ? undefined : await readTarget(type, id);
    const shown = !!target && target.hidden !== !!hiddenAt; // its visibility changes
    const penalty = target ? penaltyOf(action, read, target.author, by) : null;
    const stats = new StatsDelta();
    if (penalty && target)
      stats.add(target.author, 'reputation', (penalty === 'charge' ? 1 : -1) * REPUTATION_POINTS.hiddenByModerator);
    const targetOps = !target ? [] : shown ? target.visibility(hiddenAt!, stats) : stats.ops();
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
    if (shown && hiddenAt) changes.hiddenAt = hiddenAt;
    if (penalty === 'charge') changes.penalized = true;
    const removed = [
      ...(shown && hiddenAt === null ? ['hiddenAt'] : []),
      ...(penalty === 'refund' ? ['penalized'] : []),
    ];
    if (close || targetOps.length) {
      try {
        await transact({
          row: rowOp(read, changes, removed),
          totals: close && countOp({ open: -1, closed: 1 }),
          target: targetOps,
          audit: auditOps({
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
        });
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
