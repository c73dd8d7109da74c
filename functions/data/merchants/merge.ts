import { DeleteCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MerchantMerge } from '@shared/api-types';
import { MSG } from '@shared/messages';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { badRequest, notFound } from '../../lib/errors';
import { log } from '../../lib/log';
import { failedAt, isConditionFailed, transact } from '../table/dynamo';
import { seqKey } from '../table/list-counts';
import { auditOps } from '../moderation/audit';
import { listCountOps, placementItemOps } from '../deals/list-rank';
import { type DealRecord, LIVE_DEAL, LIVE_DEAL_NAMES, getDealRecord, hiddenAsRead } from '../deals/record';
import { termChanges } from '../deals/search-terms';
import { getMerchant } from './merchants';

/**
 * An admin merges an alias into a merchant (`POST /api/admin/merchants/{slug}/merge { into }`,
 * docs/api.md#merchants). First one transaction marks the alias (`mergedInto`: from then on a
 * deal written with its name or link goes to the merchant, its page answers the merchant), takes
 * it out of the directory and records the decision in the audit trail. Then each of its deals
 * moves in its own transaction, conditioned on the deal as read, with its lists' counts, its
 * placement items and search terms; then its domains and its followers (a member following both
 * counts once). Every step is conditioned on the state it changes, so the same request again,
 * after a timeout, moves what is left and nothing twice.
 */

/** Time a request spends moving deals before it answers `done: false` (routes time out at 10 s). */
const REQUEST_MERGE_MS = 6_000;
/** Rounds of "the deal changed meanwhile, read it again" before leaving it to the next request. */
const MAX_DEAL_ROUNDS = 5;
/** Roster items read at a time. */
const READ_STEP = 100;

type Item = Record<string, unknown>;

const getItem = async (key: { PK: string; SK: string }) =>
  (await db.send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))).Item;

/** One page of a merchant partition's items of a kind (`DEAL#` or `FOLLOW#`). */
async function readPartition(slug: string, prefix: string) {
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
      ExpressionAttributeValues: { ':pk': keys.merchant(slug).PK, ':sk': prefix },
      ConsistentRead: true,
      Limit: READ_STEP,
    }),
  );
  return out.Items ?? [];
}

export async function mergeMerchant(
  fromSlug: string,
  intoSlug: string,
  admin: { id: string; username: string },
): Promise<MerchantMerge> {
  const started = Date.now();
  const [from, target] = await Promise.all([getItem(keys.merchant(fromSlug)), getMerchant(intoSlug, null)]);
  if (!from || !target) throw notFound(MSG.merchantNotFound);
  const into = target.slug;
  if (into === fromSlug) throw badRequest(MSG.merchantMergeSelf, { into: MSG.merchantMergeSelf });
  if (from.mergedInto && from.mergedInto !== into) throw badRequest(MSG.merchantMergedAlready);
  if (!from.mergedInto) await markAlias(from, target, admin);
  const timeLeft = () => Date.now() - started < REQUEST_MERGE_MS;
  let movedDeals = 0;
  let done = true;
  for (let page = await readPartition(fromSlug, 'DEAL#'); page.length; page = await readPartition(fromSlug, 'DEAL#')) {
    if (!timeLeft()) {
      done = false;
      break;
    }
    for (const pointer of page) movedDeals += await moveDeal(pointer, fromSlug, target);
  }
  await moveDomains(from, into);
  const movedFollowers = done ? await moveFollowers(fromSlug, into) : 0;
  const merchant = (await getMerchant(into, null)) ?? target;
  log('info', 'merchants merged', { from: fromSlug, into, movedDeals, movedFollowers, done });
  return { merchant, movedDeals, movedFollowers, done };
}

/** The alias marked, out of the directory, and the audit entry: one transaction. */
async function markAlias(from: Item, target: { slug: string; name: string }, admin: { id: string; username: string }) {
  const TableName = tableName();
  try {
    await transact({
      alias: {
        Update: {
          TableName,
          Key: keys.merchant(String(from.slug)),
          UpdateExpression: 'SET mergedInto = :into',
          ConditionExpression: 'attribute_not_exists(mergedInto)',
          ExpressionAttributeValues: { ':into': target.slug },
        },
      },
      directory: { Delete: { TableName, Key: keys.merchantDirectory(String(from.slug)) } },
      audit: auditOps({
        at: new Date().toISOString(),
        adminId: admin.id,
        adminUsername: admin.username,
        action: 'merge',
        targetType: 'merchant',
        targetId: String(from.slug),
        summary: `${String(from.name)} → ${target.name}`,
        reason: null,
        reportsClosed: 0,
      }),
    });
  } catch (err) {
    // Marked by the same merge from another request meanwhile; any other merge is refused.
    if (!failedAt(err, 'alias')) throw err;
    const now = await getItem(keys.merchant(String(from.slug)));
    if (now?.mergedInto !== target.slug) throw badRequest(MSG.merchantMergedAlready);
  }
}

/** Moves one deal of the alias (its roster entry `pointer`) to the merchant; 1 when it moved. */
async function moveDeal(pointer: Item, fromSlug: string, target: { slug: string; name: string }): Promise<number> {
  const TableName = tableName();
  for (let round = 0; round < MAX_DEAL_ROUNDS; round++) {
    const deal = await getDealRecord(String(pointer.dealId));
    const rosterKey = { PK: String(pointer.PK), SK: String(pointer.SK) };
    if (!deal || deal.merchantSlug !== fromSlug) {
      // Deleted, or moved by an edit meanwhile (which took its entry off): nothing to move.
      await db.send(new DeleteCommand({ TableName, Key: rosterKey }));
      return 0;
    }
    const after: DealRecord = { ...deal, merchantSlug: target.slug, merchant: target.name, version: deal.version + 1 };
    const values: Record<string, unknown> = {
      ':v': deal.version,
      ':nv': after.version,
      ':from': fromSlug,
      ':slug': target.slug,
      ':name': target.name,
    };
    if (deal.HSK) values[':hsk'] = deal.HSK;
    const key = seqKey(deal.seq);
    try {
      await transact({
        deal: {
          Update: {
            TableName,
            Key: keys.deal(deal.id),
            // The version moves: an edit begun before the merge would write the old merchant back.
            UpdateExpression: 'SET merchantSlug = :slug, merchant = :name, #version = :nv',
            ConditionExpression: [
              LIVE_DEAL,
              '#version = :v',
              'merchantSlug = :from',
              deal.HSK ? 'HSK = :hsk' : 'attribute_not_exists(HSK)',
              deal.expiredAt ? 'attribute_exists(expiredAt)' : 'attribute_not_exists(expiredAt)',
              hiddenAsRead(deal),
            ].join(' AND '),
            ExpressionAttributeNames: { ...LIVE_DEAL_NAMES, '#version': 'version' },
            ExpressionAttributeValues: values,
          },
        },
        lists: listCountOps(deal, after),
        placements: placementItemOps(deal, after),
        terms: !deal.hiddenAt && termChanges({ ...deal, seqKey: key }, { ...after, seqKey: key }),
        roster: { Delete: { TableName, Key: rosterKey } },
        rosterInto: { Put: { TableName, Item: { ...keys.merchantDeal(target.slug, key), dealId: deal.id } } },
      });
      return 1;
    } catch (err) {
      if (!failedAt(err, 'deal')) throw err;
    }
  }
  log('warn', 'deal not moved by a merge: it kept changing', { dealId: pointer.dealId });
  return 0;
}

/** The alias's link domains now belong to the merchant (those still the alias's). */
async function moveDomains(from: Item, into: string) {
  const domains = [...((from.domains as Set<string> | undefined) ?? [])];
  const TableName = tableName();
  for (const domain of domains) {
    await db
      .send(
        new UpdateCommand({
          TableName,
          Key: keys.merchantDomain(domain),
          UpdateExpression: 'SET slug = :into',
          ConditionExpression: 'slug = :from',
          ExpressionAttributeValues: { ':into': into, ':from': from.slug },
        }),
      )
      .catch((err: unknown) => {
        if (!isConditionFailed(err)) throw err;
      });
  }
  if (domains.length) {
    await db.send(
      new UpdateCommand({
        TableName,
        Key: keys.merchant(into),
        UpdateExpression: 'ADD domains :domains',
        ExpressionAttributeValues: { ':domains': new Set(domains) },
      }),
    );
  }
}

/**
 * The alias's followers follow the merchant: each moves in one transaction (the alias's follow
 * and count down, the merchant's up); one already following the merchant only leaves the alias.
 */
async function moveFollowers(fromSlug: string, into: string): Promise<number> {
  const TableName = tableName();
  let moved = 0;
  for (
    let page = await readPartition(fromSlug, 'FOLLOW#');
    page.length;
    page = await readPartition(fromSlug, 'FOLLOW#')
  ) {
    for (const follow of page) {
      const userId = String(follow.SK).slice(keys.merchantFollow('', '').SK.length);
      const leave = {
        follow: {
          Delete: {
            TableName,
            Key: keys.merchantFollow(fromSlug, userId),
            ConditionExpression: 'attribute_exists(PK)',
          },
        },
        count: {
          Update: {
            TableName,
            Key: keys.merchant(fromSlug),
            UpdateExpression: 'ADD followers :less',
            ExpressionAttributeValues: { ':less': -1 },
          },
        },
      };
      try {
        await transact({
          ...leave,
          join: {
            Put: {
              TableName,
              Item: { ...keys.merchantFollow(into, userId), userId, followedAt: follow.followedAt },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          joinCount: {
            Update: {
              TableName,
              Key: keys.merchant(into),
              UpdateExpression: 'ADD followers :more',
              ExpressionAttributeValues: { ':more': 1 },
            },
          },
        });
        moved++;
      } catch (err) {
        if (failedAt(err, 'follow')) continue; // moved by another request meanwhile
        if (!failedAt(err, 'join')) throw err;
        await transact(leave).catch((again: unknown) => {
          if (!failedAt(again, 'follow')) throw again;
        });
      }
    }
  }
  return moved;
}
