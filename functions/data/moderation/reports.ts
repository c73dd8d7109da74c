import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_REASONS, type ReportReason, type ReportTarget, type Reporter } from '@shared/api-types';
import { REPORTERS_LISTED, REPORTS_PER_HOUR, REPORTS_TO_HIDE } from '@shared/limits';
import { catalogue } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import { log } from '../../lib/log';
import { LIVE_DEAL, LIVE_DEAL_NAMES } from '../deals/record';
import { type CallerSession, type TxItem, failedAt, pause, transact } from '../table/dynamo';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { type MemberStanding, getStanding } from '../members/trust';
import { AUTO_MODERATOR, decide } from './decisions';
import { countOp } from './report-queue';

/**
 * Reports of deals and comments (docs/api.md#moderation). A member's report is
 * REPORTS#<type>#<id> / BY#<member>: one per member and target, so a repeat counts nothing; it
 * keeps the reporter's standing when they reported (trusted, reputation, username). The
 * target's SUMMARY item is its row in the queue: the reports of the current round (since the
 * last decision), how many came from trusted members, their count per reason, the reporters
 * with their standing (every trusted one, others while fewer than REPORTERS_LISTED are listed,
 * so the item stays small whatever a crowd of accounts does), the latest details, the first and
 * last dates and the status, indexed in GSI1 under REPORTS#open or REPORTS#closed with the last
 * report first. REPORTS / COUNT keeps the queue's exact totals per status. A report writes its
 * item, the summary (conditioned on the round read, and a trusted one on the trusted count
 * read, so that count is exact and the report reaching REPORTS_TO_HIDE knows it), the totals
 * when it opens a round, and a rate slot, in one transaction.
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

/**
 * Trusted reports of one target are written one after another (each conditioned on the trusted
 * count read), so a burst of them retries: enough rounds for a crowd reporting at once.
 */
const MAX_ROUNDS = 12;

const reportLimit = (userId: string): Limit[] => [
  { scope: 'report', key: userId, max: REPORTS_PER_HOUR, windowSeconds: 3600, message: () => MSG.reportsLimited },
];

/** The queue's order: last reported first, ties by target. */
const queueKey = (at: string, target: ReportedTarget) => `${at}#${target.type}#${target.id}`;

/**
 * The summary's write for one more report: it adds to the open round read (conditioned on that
 * round, and for a trusted report on the trusted count read), or opens a new round on a target
 * never reported or whose last round was closed.
 */
function summaryOp(
  target: ReportedTarget,
  read: Record<string, unknown> | undefined,
  input: ReportInput,
  reporter: Reporter,
) {
  const Key = keys.reportSummary(target.type, target.id);
  const at = reporter.at;
  // Every attribute by an alias: several of these names are DynamoDB reserved words.
  const name = (attr: string) => `#${attr}`;
  const names = (attrs: string[]) => Object.fromEntries(attrs.map((a) => [name(a), a]));
  if (read?.status === 'open') {
    const listed = read.reporters as Record<string, unknown> | undefined;
    const set = [
      '#reportsCount = #reportsCount + :one',
      '#reasons.#reason = #reasons.#reason + :one',
      '#lastReportedAt = :at',
      '#GSI1SK = :q',
      ...(input.details ? ['#latestDetails = :d'] : []),
    ];
    const conditions = ['#status = :open', '#round = :round'];
    const attrs = ['reportsCount', 'reasons', 'lastReportedAt', 'GSI1SK', 'status', 'round'];
    const values: Record<string, unknown> = {
      ':one': 1,
      ':at': at,
      ':q': queueKey(at, target),
      ':open': 'open',
      ':round': read.round,
      ...(input.details ? { ':d': input.details } : {}),
    };
    if (reporter.trusted) {
      // As read: concurrent trusted reports go one after another, each knowing the count it makes.
      set.push('#trustedReportsCount = if_not_exists(#trustedReportsCount, :zero) + :one');
      conditions.push(
        read.trustedReportsCount === undefined
          ? 'attribute_not_exists(#trustedReportsCount)'
          : '#trustedReportsCount = :trusted',
      );
      attrs.push('trustedReportsCount');
      values[':zero'] = 0;
      if (read.trustedReportsCount !== undefined) values[':trusted'] = read.trustedReportsCount;
    }
    if (!listed) {
      // A row from before reporters were listed.
      set.push('#reporters = :reporters');
      conditions.push('attribute_not_exists(#reporters)');
      values[':reporters'] = { [reporter.userId]: reporter };
      attrs.push('reporters');
    } else if (reporter.trusted || Object.keys(listed).length < REPORTERS_LISTED) {
      set.push('#reporters.#me = :reporter');
      values[':reporter'] = reporter;
      attrs.push('reporters');
      if (!reporter.trusted) {
        conditions.push('size(#reporters) < :listed');
        values[':listed'] = REPORTERS_LISTED;
      }
    }
    const listing = attrs.includes('reporters') && listed;
    return {
      Update: {
        TableName: tableName(),
        Key,
        UpdateExpression: `SET ${set.join(', ')}`,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: {
          ...names(attrs),
          ...(input.details ? names(['latestDetails']) : {}),
          '#reason': input.reason,
          ...(listing ? { '#me': reporter.userId } : {}),
        },
        ExpressionAttributeValues: values,
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
    trustedReportsCount: reporter.trusted ? 1 : 0,
    reporters: { [reporter.userId]: reporter },
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

/** What a recorded report leaves for the caller: the summary as read before it, the reporter's standing. */
interface RecordedReport {
  before: Record<string, unknown> | undefined;
  reporter: MemberStanding;
}

/**
 * Records a member's report of a target, with their standing read alongside the summary.
 * Returns the summary as it was read before the report, or null when they had reported it
 * already (a repeat counts nothing). 403 for their own content; 429 past REPORTS_PER_HOUR. The
 * transaction checks the reporter's session: a suspension landing meanwhile refuses it (401).
 */
async function reportTarget(
  target: ReportedTarget,
  userId: string,
  input: ReportInput,
  session: CallerSession | null,
): Promise<RecordedReport | null> {
  if (target.authorId === userId) throw forbidden(MSG.reportOwn);
  const TableName = tableName();
  let standing: MemberStanding | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    const [{ Item: read }, member] = await Promise.all([
      db.send(new GetCommand({ TableName, Key: keys.reportSummary(target.type, target.id), ConsistentRead: true })),
      standing ?? getStanding(userId),
    ]);
    // A valid token whose record is gone: the session check answers 401 too, this says it first.
    if (!member) throw unauthorized(MSG.sessionInvalid);
    standing = member;
    const at = new Date().toISOString();
    const reporter: Reporter = {
      userId,
      username: member.username,
      trusted: member.trusted,
      reputation: member.reputation,
      reason: input.reason,
      at,
    };
    const opening = read?.status !== 'open';
    const items = {
      report: {
        Put: {
          TableName,
          Item: {
            ...keys.report(target.type, target.id, userId),
            reason: input.reason,
            details: input.details,
            at,
            username: member.username,
            trusted: member.trusted,
            reputation: member.reputation,
            round: opening ? Number(read?.round ?? 0) + 1 : Number(read?.round),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      summary: summaryOp(target, read, input, reporter),
      // The deal (a comment's too) still up as the caller read it: a hidden deal takes no report.
      deal: {
        ConditionCheck: {
          TableName,
          Key: keys.deal(target.dealId),
          ConditionExpression: `${LIVE_DEAL} AND attribute_not_exists(hiddenAt)`,
          ExpressionAttributeNames: LIVE_DEAL_NAMES,
        },
      },
      totals: opening && countOp(read ? { open: 1, closed: -1 } : { open: 1 }),
    };
    const slots = slotsInTransaction(reportLimit(userId));
    try {
      await transact({ ...items, ...slots.items }, { session });
      return { before: read, reporter: member };
    } catch (err) {
      if (failedAt(err, 'report')) return null; // reported already
      if (failedAt(err, 'summary')) continue; // a report or a decision changed the round (or its trusted count) meanwhile
      if (failedAt(err, 'deal')) throw notFound(target.type === 'deal' ? MSG.dealNotFound : MSG.commentNotFound);
      throw slots.refusal(err) ?? err;
    }
  }
  log('warn', 'report not recorded after repeated conflicts', { target: `${target.type}#${target.id}` });
  throw conflict(MSG.writeConflict);
}

/**
 * A member's report of a deal or a comment: the one way a report is written (the report routes
 * and the demo data). The report recorded (reportTarget), only trusted members' reports hide
 * (docs/api.md#moderation): the trusted report whose write brings the round's trusted count to
 * REPORTS_TO_HIDE hides the target pending review (decisions.ts). A hide that fails is logged:
 * the report stands, and any later report while the trusted count is reached and the target
 * visible tries again. The report checks the reporter's session; the hide that follows runs once
 * it has.
 */
export async function report(
  target: ReportedTarget,
  userId: string,
  input: ReportInput,
  session: CallerSession | null,
) {
  const done = await reportTarget(target, userId, input, session);
  if (!done) return;
  const { before, reporter } = done;
  const trustedBefore = before?.status === 'open' ? Number(before.trustedReportsCount ?? 0) : 0;
  const trusted = trustedBefore + Number(reporter.trusted);
  if (trusted < REPORTS_TO_HIDE || before?.hiddenAt) return;
  try {
    // The audit trail keeps one wording, whatever the language of the report that tipped it.
    const reason = catalogue(DEFAULT_LANGUAGE).messages.api.autoHidden;
    await decide(target.type, target.id, 'hide', AUTO_MODERATOR, reason, { closeRound: false });
  } catch (err) {
    log('warn', 'automatic hiding failed', { target: `${target.type}#${target.id}`, error: (err as Error).name });
  }
}
