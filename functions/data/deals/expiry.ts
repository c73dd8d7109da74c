import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Deal } from '@shared/api-types';
import { EXPIRY_FLAGS_PER_HOUR, EXPIRY_FLAGS_TO_EXPIRE, HOUR_SECONDS } from '@shared/limits';
import { MSG, expiryFlagsLimited } from '@shared/messages';
import { EXPIRING, keys, dealIdOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { conflict, notFound, unauthorized } from '../../lib/errors';
import { log } from '../../lib/log';
import {
  type DealRecord,
  LIVE_DEAL,
  LIVE_DEAL_NAMES,
  STATE,
  getDealFor,
  getDealRecord,
  hiddenAsRead,
  toDeal,
} from './record';
import { ACTIVE_ATTRS, listCountOps, placementItemOps } from './list-rank';
import { type CallerSession, cancellationItem, failedAt, pause, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { type Limit, slotsInTransaction } from '../members/rate-limits';
import { termExpiry } from './search-terms';
import { type MemberStanding, getStanding } from '../members/trust';

/**
 * Expiry (docs/api.md#expiry, POST /api/deals/{id}/expire). A deal expires when its author or an
 * admin says so, when EXPIRY_FLAGS_TO_EXPIRE distinct trusted members flagged it since it was
 * last made active (docs/api.md#reputation-and-trust: flags from others are recorded and shown, and
 * expire nothing), or when its expiry date passes (the expiry job, every few minutes, reads the
 * due ones from GSI13). Expiring sets
 * `expiredAt` and, in the same transaction, takes the deal out of the active orders (its LSK,
 * HSK and expiry-queue keys go, its lists' `live`, l<block> counts and, if hot, `hot` and h<bucket> go down) and
 * marks its search terms. The author makes it active again by editing its expiry date to a new
 * future one (deals/write.ts): its trusted flags start again from none, while every member who
 * ever flagged it stays recorded and may not flag it again.
 */

/** Flags of one deal are written one after another (each conditioned on the flags read): room for a crowd. */
const MAX_ROUNDS = 12;

const flagLimit = (userId: string): Limit[] => [
  {
    scope: 'expiry-flag',
    key: userId,
    max: EXPIRY_FLAGS_PER_HOUR,
    windowSeconds: HOUR_SECONDS,
    message: expiryFlagsLimited,
  },
];

/** One expiry write, or a flag: `flagger` adds a member's flag, `expiredAt` expires the deal. */
interface Change {
  flagger?: { id: string; trusted: boolean };
  expiredAt?: string;
}

/**
 * Writes one change conditioned on the deal as read (still active, same flaggers, same trusted
 * flaggers; to expire it, same version and Hot entry, which fix its terms and hot bucket). A flag
 * takes a slot of the member's hourly limit in the same transaction. Returns the deal as
 * written, or null when the deal changed meanwhile (read it again). 404 once it is gone; 429
 * past EXPIRY_FLAGS_PER_HOUR.
 */
async function writeChange(
  deal: DealRecord,
  change: Change,
  session: CallerSession | null,
): Promise<DealRecord | null> {
  const TableName = tableName();
  const flaggers = deal.expiryFlaggers ?? new Set<string>();
  const trustedFlaggers = deal.trustedExpiryFlaggers ?? new Set<string>();
  const next: DealRecord = { ...deal };
  if (change.flagger) {
    next.expiryFlaggers = new Set([...flaggers, change.flagger.id]);
    next.expiryFlagsCount = Number(deal.expiryFlagsCount ?? flaggers.size) + 1;
    if (change.flagger.trusted) next.trustedExpiryFlaggers = new Set([...trustedFlaggers, change.flagger.id]);
  }
  if (change.expiredAt) next.expiredAt = change.expiredAt;

  const conditions = [LIVE_DEAL, 'attribute_not_exists(expiredAt)'];
  const values: Record<string, unknown> = {};
  // The flags as read: the count a flag makes, trusted or not, is the one it writes.
  conditions.push(flaggers.size ? 'size(expiryFlaggers) = :n' : 'attribute_not_exists(expiryFlaggers)');
  if (flaggers.size) values[':n'] = flaggers.size;
  conditions.push(
    trustedFlaggers.size ? 'size(trustedExpiryFlaggers) = :t' : 'attribute_not_exists(trustedExpiryFlaggers)',
  );
  if (trustedFlaggers.size) values[':t'] = trustedFlaggers.size;
  const set: string[] = [];
  const add: string[] = [];
  if (change.flagger) {
    add.push('expiryFlaggers :me');
    values[':me'] = new Set([change.flagger.id]);
    if (change.flagger.trusted) add.push('trustedExpiryFlaggers :me');
    // A deal flagged before the count was kept starts from its flaggers then (deals/record.ts).
    set.push('expiryFlagsCount = if_not_exists(expiryFlagsCount, :before) + :one');
    Object.assign(values, { ':before': flaggers.size, ':one': 1 });
  }
  let removed = '';
  if (change.expiredAt) {
    // A non-hot deal has no HSK: the condition is then that it still has none.
    conditions.push('#version = :v', deal.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)', hiddenAsRead(deal));
    Object.assign(values, { ':v': deal.version, ':at': change.expiredAt }, deal.HSK ? { ':hsk': deal.HSK } : {});
    set.push('expiredAt = :at');
    removed = ` REMOVE ${ACTIVE_ATTRS.join(', ')}`;
  }
  const slots = change.flagger && slotsInTransaction(flagLimit(change.flagger.id));
  const items = {
    deal: {
      Update: {
        TableName,
        Key: keys.deal(deal.id),
        UpdateExpression:
          (set.length ? `SET ${set.join(', ')}` : '') + (add.length ? ` ADD ${add.join(', ')}` : '') + removed,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: change.expiredAt ? { ...LIVE_DEAL_NAMES, '#version': 'version' } : LIVE_DEAL_NAMES,
        ExpressionAttributeValues: values,
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    lists: !!change.expiredAt && listCountOps(deal, next),
    placements: !!change.expiredAt && placementItemOps(deal, next),
    // A hidden deal has no terms (the expiry job may race a hide): they come back marked on restore.
    terms: !!change.expiredAt && !deal.hiddenAt && termExpiry({ ...deal, seqKey: seqKey(deal.seq) }, true),
    ...slots?.items,
  } as const;
  try {
    await transact(items, { session });
    return next;
  } catch (err) {
    const refused = slots && slots.refusal(err);
    if (refused) throw refused;
    if (!failedAt(err, 'deal')) throw err;
    const old = cancellationItem(err, 'deal');
    if (old && !old[STATE]) return null;
    throw notFound(MSG.dealNotFound);
  }
}

const isPast = (iso: string | undefined, now = Date.now()) => !!iso && Date.parse(iso) <= now;

/**
 * `POST /deals/{id}/expire`: expires the deal at once when `atOnce` says the caller may (its
 * author, an admin) or its date has passed; otherwise records the caller's flag (once per deal,
 * for good), a trusted member's flag that brings the trusted flags to EXPIRY_FLAGS_TO_EXPIRE
 * expiring it in the same write. Flags from members who are not trusted are recorded and
 * counted, and expire nothing. An expired deal is answered as it is. The write checks the
 * caller's `session`.
 */
export async function expireDeal(
  dealId: string,
  userId: string,
  atOnce: (deal: DealRecord) => Promise<boolean>,
  session: CallerSession | null,
): Promise<{ deal: Deal; message: string }> {
  let mayExpire: boolean | undefined;
  let standing: Promise<MemberStanding | undefined> | undefined;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    if (round) await pause(round);
    // The standing is read alongside the deal: most calls are flags.
    standing ??= getStanding(userId);
    standing.catch(() => undefined);
    const { deal, marks } = await getDealFor(dealId, userId);
    if (!deal || deal.hiddenAt) throw notFound(MSG.dealNotFound);
    if (deal.expiredAt) return { deal: toDeal(deal, marks), message: MSG.dealExpired };
    mayExpire ??= await atOnce(deal);
    const change: Change = {};
    if (isPast(deal.expiresAt)) change.expiredAt = deal.expiresAt;
    else if (mayExpire) change.expiredAt = new Date().toISOString();
    else {
      if (deal.expiryFlaggers?.has(userId)) return { deal: toDeal(deal, marks), message: MSG.expiryFlagged };
      const member = await standing;
      if (!member) throw unauthorized(MSG.sessionInvalid);
      change.flagger = { id: userId, trusted: member.trusted };
      const trusted = (deal.trustedExpiryFlaggers?.size ?? 0) + Number(member.trusted);
      if (trusted >= EXPIRY_FLAGS_TO_EXPIRE) change.expiredAt = new Date().toISOString();
    }
    const written = await writeChange(deal, change, session);
    if (written) {
      const message = written.expiredAt
        ? MSG.dealExpired
        : change.flagger?.trusted
          ? MSG.expiryFlagged
          : MSG.expiryFlagRecorded;
      return { deal: toDeal(written, marks), message };
    }
  }
  throw conflict(MSG.dealChanged);
}

/**
 * The expiry job: every active deal whose expiry date has passed, read soonest first from the
 * expiry queue (GSI13, a key condition, never a Scan), is expired as of that date. Returns how
 * many were.
 */
export async function expireDueDeals(now = new Date()) {
  let expired = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI13',
        KeyConditionExpression: 'XPK = :p AND XSK < :now',
        ExpressionAttributeValues: { ':p': EXPIRING, ':now': now.toISOString() },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const id = dealIdOf(item.PK)!;
      try {
        if (await expireByDate(id, now)) expired++;
      } catch (err) {
        log('warn', 'deal expiry failed', { dealId: id, error: (err as Error).name });
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return { dealsExpired: expired };
}

/** Expires a deal whose date is past as of the job's `now` (the one it queried the queue with). */
async function expireByDate(dealId: string, now: Date) {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const deal = await getDealRecord(dealId);
    if (!deal || deal.expiredAt || !isPast(deal.expiresAt, now.getTime())) return false;
    if (await writeChange(deal, { expiredAt: deal.expiresAt }, null)) return true;
  }
  return false;
}
