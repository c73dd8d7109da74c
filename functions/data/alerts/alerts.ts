import { createHash, randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DealAlert } from '@shared/api-types';
import { ALERT_MAIL_INTERVAL_SECONDS, ALERTS_PER_MEMBER } from '@shared/limits';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { type CallerSession, isConditionFailed, isCancelled, queryAll, transact } from '../table/dynamo';
import {
  hasTerms,
  indexWords,
  matchesWords,
  parseQuery,
  type ParsedQuery,
  queryGroups,
  type Searchable,
} from '../deals/search-terms';

/**
 * Keyword alerts (docs/architecture.md#alerts-and-notifications). A member's alerts live in
 * ALERTS#<userId> (at most ALERTS_PER_MEMBER, counted in COUNT; a KEY#<hash> lock per distinct
 * alert), each also indexed under the prefix of its longest word (ALERTTERM#<prefix>), so a new
 * deal reads one small partition per prefix of its own words. Mail state sits on the alert item:
 * `mailedAt` (the last mail), `pending` (deals waiting for the next one, due at `dueAt`, listed in
 * ALERTDUE for the digest job), `lastSent` (the deals of the last mail: a replayed event finds
 * its deal there and sends nothing twice), `rev` (each change is conditioned on it).
 */

interface AlertItem {
  id: string;
  userId: string;
  keywords: string;
  city?: string;
  category?: string;
  createdAt: string;
  /** The ALERTTERM partition it is indexed in, and its lock's key. */
  prefix: string;
  lock: string;
  rev: number;
  mailedAt?: string;
  pending?: Set<string>;
  /** Matches past PENDING_MAX, told as a number in the next mail. */
  more?: number;
  lastSent?: Set<string>;
  dueAt?: string;
}

/** What the matcher reads of an alert (its ALERTTERM entry). */
export interface AlertMatch {
  alertId: string;
  userId: string;
  keywords: string;
  exact: string[];
  last: string;
  city?: string;
  category?: string;
}

/** An alert's lock key: the hash of its parsed words, city and category (one alert alike per member). */
export const alertLockOf = (query: ParsedQuery, city?: string, category?: string) =>
  createHash('sha256')
    .update(JSON.stringify([[...query.exact].sort(), query.last, city ?? '', category ?? '']))
    .digest('base64url')
    .slice(0, 22);

/** Deals listed in one grouped mail at most; past them, the mail gives their number. */
const PENDING_MAX = 20;

const toAlert = (a: AlertItem): DealAlert => ({
  id: a.id,
  keywords: a.keywords,
  city: a.city ?? null,
  category: a.category ?? null,
  createdAt: a.createdAt,
});

/** The member's alerts, newest first. */
export async function listAlerts(userId: string): Promise<DealAlert[]> {
  const prefix = keys.alertPrefix(userId);
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': prefix.PK, ':sk': prefix.SK },
    }),
  );
  return ((out.Items ?? []) as AlertItem[]).map(toAlert).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/**
 * Creates an alert: the count (below ALERTS_PER_MEMBER), the alert, its index entry and its lock
 * (one per member and same words, city and category) in one transaction.
 */
export async function createAlert(
  userId: string,
  input: { keywords: string; city?: string | null; category?: string | null },
  session: CallerSession | null,
  now = new Date(),
): Promise<DealAlert> {
  const query = parseQuery(input.keywords);
  if (!query || !hasTerms(query)) throw badRequest(MSG.alertKeywordsRequired, { keywords: MSG.alertKeywordsRequired });
  const city = input.city ?? undefined;
  const category = input.category ?? undefined;
  const lock = alertLockOf(query, city, category);
  const alert: AlertItem = {
    id: randomUUID(),
    userId,
    keywords: input.keywords,
    city,
    category,
    createdAt: now.toISOString(),
    prefix: queryGroups(query)[0].prefix,
    lock,
    rev: 0,
  };
  const TableName = tableName();
  const match: AlertMatch = {
    alertId: alert.id,
    userId,
    keywords: input.keywords,
    exact: query.exact,
    last: query.last,
    city,
    category,
  };
  await transact(
    {
      count: {
        Update: {
          TableName,
          Key: keys.alertCount(userId),
          UpdateExpression: 'ADD n :one',
          ConditionExpression: 'attribute_not_exists(n) OR n < :max',
          ExpressionAttributeValues: { ':one': 1, ':max': ALERTS_PER_MEMBER },
        },
      },
      alert: {
        Put: {
          TableName,
          Item: { ...keys.alert(userId, alert.id), ...alert },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      index: { Put: { TableName, Item: { ...keys.alertTerm(alert.prefix, alert.id), ...match } } },
      lock: {
        Put: {
          TableName,
          Item: { ...keys.alertLock(userId, lock), alertId: alert.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      failed: (name) =>
        name === 'count' ? conflict(MSG.alertLimit) : name === 'lock' ? conflict(MSG.alertDuplicate) : undefined,
      session,
    },
  );
  return toAlert(alert);
}

async function readAlert(userId: string, alertId: string) {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.alert(userId, alertId), ConsistentRead: true }),
  );
  return out.Item as AlertItem | undefined;
}

/**
 * Deletes one of the member's alerts with its index entry, lock, due entry and count; 404 if not
 * theirs. The member's `session` when they are signed in (an unsubscribe link has none).
 */
export async function deleteAlert(
  userId: string,
  alertId: string,
  session: CallerSession | null,
  missing: string = MSG.alertNotFound,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const alert = await readAlert(userId, alertId);
    if (!alert) throw notFound(missing);
    const TableName = tableName();
    const items = {
      alert: {
        Delete: {
          TableName,
          Key: keys.alert(userId, alertId),
          ConditionExpression: 'rev = :rev',
          ExpressionAttributeValues: { ':rev': alert.rev },
        },
      },
      index: { Delete: { TableName, Key: keys.alertTerm(alert.prefix, alertId) } },
      lock: { Delete: { TableName, Key: keys.alertLock(userId, alert.lock) } },
      count: {
        Update: {
          TableName,
          Key: keys.alertCount(userId),
          UpdateExpression: 'ADD n :minus',
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
      due: !!alert.dueAt && { Delete: { TableName, Key: keys.alertDue(alert.dueAt, alertId) } },
    };
    try {
      await transact(items, { session });
      return;
    } catch (err) {
      // Its mail state moved meanwhile (a match, the digest): read it again.
      if (!isCancelled(err)) throw err;
    }
  }
  throw conflict(MSG.writeConflict);
}

/**
 * The alerts a new deal matches, other than its author's: one Query per prefix of the deal's
 * words (at most 36, in parallel), each reading the alerts indexed there, then the full match
 * (every word, as a search would find it; city and category) checked here.
 */
export async function alertsMatching(deal: Searchable & { author: string }): Promise<AlertMatch[]> {
  const { words, prefixes } = indexWords(deal);
  const found = await Promise.all(
    prefixes.map((prefix) =>
      queryAll({
        TableName: tableName(),
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.alertTerm(prefix, '').PK },
      }),
    ),
  );
  return (found.flat() as unknown as AlertMatch[]).filter(
    (a) =>
      a.userId !== deal.author &&
      (!a.city || a.city === deal.city) &&
      (!a.category || a.category === deal.category) &&
      matchesWords({ exact: a.exact, last: a.last }, words),
  );
}

const interval = () => Number(process.env.ALERT_MAIL_INTERVAL_SECONDS) || ALERT_MAIL_INTERVAL_SECONDS;

/** What an alert's mail carries now: the deals (newest last) and how many more matched. */
export interface AlertMailDue {
  userId: string;
  alertId: string;
  keywords: string;
  dealIds: string[];
  more: number;
}

/**
 * Records that `dealId` matched the alert at `now`. Past the interval since the last mail, the
 * answer is the mail to send now (this deal, after any waiting); within it, the deal waits for
 * the grouped mail the digest job sends when due, and the answer is null. A deal already mailed
 * or waiting (a replayed event) changes nothing. Null too when the alert is gone.
 */
export async function recordAlertMatch(match: AlertMatch, dealId: string, now = new Date()) {
  const TableName = tableName();
  for (let attempt = 0; attempt < 8; attempt++) {
    const alert = await readAlert(match.userId, match.alertId);
    if (!alert || alert.pending?.has(dealId) || alert.lastSent?.has(dealId)) return null;
    const asRead = { ConditionExpression: 'rev = :rev' };
    const key = keys.alert(match.userId, match.alertId);
    try {
      if (!alert.mailedAt || Date.parse(alert.mailedAt) <= now.getTime() - interval() * 1000) {
        const dealIds = [...(alert.pending ?? []), dealId];
        await transact({
          alert: { Update: { TableName, Key: key, ...asRead, ...sent(alert, dealIds, now) } },
          due: !!alert.dueAt && { Delete: { TableName, Key: keys.alertDue(alert.dueAt, alert.id) } },
        });
        return mailOf(alert, dealIds);
      }
      const dueAt = alert.dueAt ?? new Date(Date.parse(alert.mailedAt) + interval() * 1000).toISOString();
      const full = (alert.pending?.size ?? 0) >= PENDING_MAX;
      await transact({
        alert: {
          Update: {
            TableName,
            Key: key,
            ...asRead,
            UpdateExpression: `${full ? 'ADD more :one' : 'ADD pending :deal'} SET dueAt = :due, rev = :next`,
            ExpressionAttributeValues: {
              ...(full ? { ':one': 1 } : { ':deal': new Set([dealId]) }),
              ':due': dueAt,
              ':rev': alert.rev,
              ':next': alert.rev + 1,
            },
          },
        },
        due: {
          Put: { TableName, Item: { ...keys.alertDue(dueAt, alert.id), userId: alert.userId, alertId: alert.id } },
        },
      });
      return null;
    } catch (err) {
      // Another match or the digest changed it meanwhile: read it again.
      if (!isCancelled(err) && !isConditionFailed(err)) throw err;
    }
  }
  throw new Error(`alert ${match.alertId}: too many concurrent changes`);
}

/** The update that records a mail of `dealIds` sent at `now`. */
const sent = (alert: AlertItem, dealIds: string[], now: Date) => ({
  UpdateExpression: 'SET mailedAt = :now, lastSent = :sent, rev = :next REMOVE pending, dueAt, more',
  ExpressionAttributeValues: {
    ':now': now.toISOString(),
    ':sent': new Set(dealIds),
    ':rev': alert.rev,
    ':next': alert.rev + 1,
  },
});

const mailOf = (alert: AlertItem, dealIds: string[]): AlertMailDue => ({
  userId: alert.userId,
  alertId: alert.id,
  keywords: alert.keywords,
  dealIds,
  more: alert.more ?? 0,
});

/**
 * The grouped mails due by `now` (ALERTDUE, oldest first, up to `max`): each alert's waiting
 * deals are marked sent and its due entry removed in one transaction before its mail is
 * returned, so a mail goes once even when two runs overlap.
 */
export async function takeDueAlertMails(now = new Date(), max = 100): Promise<AlertMailDue[]> {
  const TableName = tableName();
  const out = await db.send(
    new QueryCommand({
      TableName,
      KeyConditionExpression: 'PK = :pk AND SK <= :now',
      ExpressionAttributeValues: { ':pk': keys.alertDue('', '').PK, ':now': `${now.toISOString()}#~` },
      Limit: max,
    }),
  );
  const mails: AlertMailDue[] = [];
  for (const due of (out.Items ?? []) as { SK: string; userId: string; alertId: string }[]) {
    const dueKey = { PK: keys.alertDue('', '').PK, SK: due.SK };
    const alert = await readAlert(due.userId, due.alertId);
    const current = alert && alert.pending?.size && alert.dueAt && due.SK === keys.alertDue(alert.dueAt, alert.id).SK;
    try {
      if (!current) {
        // A stale entry: the alert is gone, or was mailed by a later match past the interval.
        await transact({ due: { Delete: { TableName, Key: dueKey } } });
        continue;
      }
      const dealIds = [...alert.pending!];
      await transact({
        alert: {
          Update: {
            TableName,
            Key: keys.alert(alert.userId, alert.id),
            ConditionExpression: 'rev = :rev',
            ...sent(alert, dealIds, now),
          },
        },
        due: { Delete: { TableName, Key: dueKey } },
      });
      mails.push(mailOf(alert, dealIds));
    } catch (err) {
      // Changed meanwhile: the next run sees it as it is then.
      if (!isCancelled(err)) throw err;
    }
  }
  return mails;
}

/**
 * A mail that could not be sent: its deals wait again, due now, for the digest job's next run
 * (a replayed event would find them in `lastSent` and send nothing).
 */
export async function requeueAlertMail(mail: AlertMailDue, now = new Date()) {
  const TableName = tableName();
  const dueAt = now.toISOString();
  try {
    await transact({
      alert: {
        Update: {
          TableName,
          Key: keys.alert(mail.userId, mail.alertId),
          ConditionExpression: 'attribute_exists(PK)',
          UpdateExpression: 'ADD pending :deals, rev :one, more :more SET dueAt = :due REMOVE lastSent, mailedAt',
          ExpressionAttributeValues: { ':deals': new Set(mail.dealIds), ':one': 1, ':more': mail.more, ':due': dueAt },
        },
      },
      due: {
        Put: { TableName, Item: { ...keys.alertDue(dueAt, mail.alertId), userId: mail.userId, alertId: mail.alertId } },
      },
    });
  } catch (err) {
    // The alert was deleted meanwhile: nothing to send.
    if (!isCancelled(err)) throw err;
  }
}
