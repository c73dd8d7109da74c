import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Merchant, MerchantRef } from '@shared/api-types';
import { MERCHANT_SUGGESTIONS_MAX } from '@shared/limits';
import { merchantDomain, merchantSlug } from '@shared/merchants';
import { dealListFor, keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type TxItem, batchGet } from '../table/dynamo';
import { seqKey, totalOf } from '../table/list-counts';

/**
 * Merchants as entities (docs/api.md#merchants): MERCHANT#<slug> / MERCHANT holds a shop's name,
 * its followers count and the domains its deals linked to; an alias merged into another holds
 * `mergedInto`. A deal names its merchant by slug (`merchantSlug`) and shows its name; the
 * merchant's lists (shared/table.ts merchantLists) and their heads give its deal counts, and
 * MERCHANT#<slug> / DEAL#<seq> items list every deal of it, hidden ones too, for merges.
 */

/** Aliases followed at most from a slug to its canonical merchant (a merge never makes longer chains). */
const MAX_ALIAS_HOPS = 5;

type Item = Record<string, unknown>;

/** The merchant a deal is written with. */
export interface MerchantChoice {
  slug: string;
  /** Its name as shown: the merchant's, or the one typed for a new merchant. */
  name: string;
  /** The link's shop domain, when the deal has a link and no merchant owns that domain yet. */
  claimDomain?: string;
}

/** A merchant item followed through its aliases to the canonical one (undefined: no such merchant). */
async function canonical(item: Item | undefined): Promise<Item | undefined> {
  let current = item;
  for (let hop = 0; current?.mergedInto && hop < MAX_ALIAS_HOPS; hop++)
    current = await getMerchantItem(String(current.mergedInto));
  return current?.mergedInto ? undefined : current;
}

async function getMerchantItem(slug: string): Promise<Item | undefined> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.merchant(slug), ConsistentRead: true }));
  return out.Item;
}

/**
 * The merchant a deal is written with: the one named (followed to the merchant it was merged
 * into; a new one when unknown), or else the one its link's domain belongs to; null for neither.
 * One BatchGet, plus one read per alias hop.
 */
export async function chooseMerchant(fields: { merchant?: string; url?: string }): Promise<MerchantChoice | null> {
  const domain = merchantDomain(fields.url);
  const typed = fields.merchant ? merchantSlug(fields.merchant) : '';
  const wanted = [...(typed ? [keys.merchant(typed)] : []), ...(domain ? [keys.merchantDomain(domain)] : [])];
  if (!wanted.length) return null;
  const items = await batchGet(wanted, true);
  const find = (key: { PK: string }) => items.find((i) => i.PK === key.PK);
  const owner = domain ? find(keys.merchantDomain(domain)) : undefined;
  const claimDomain = domain && !owner ? domain : undefined;
  if (typed) {
    const found = await canonical(find(keys.merchant(typed)));
    if (found) return { slug: String(found.slug), name: String(found.name), claimDomain };
    return { slug: typed, name: fields.merchant!, claimDomain };
  }
  const linked = owner && (await canonical(await getMerchantItem(String(owner.slug))));
  return linked ? { slug: String(linked.slug), name: String(linked.name) } : null;
}

/**
 * What writing a deal with merchant `choice` adds to its transaction: the merchant made or kept
 * (`merchant`, conditioned on not being merged meanwhile: the writer chooses again), its place in
 * the directory and the merchant's list of deals, and the link's domain claimed for it.
 */
export function merchantWrites(choice: MerchantChoice, deal: { id: string; seq: number; createdAt: string }) {
  const TableName = tableName();
  const claim = choice.claimDomain;
  return {
    merchant: {
      Update: {
        TableName,
        Key: keys.merchant(choice.slug),
        UpdateExpression:
          'SET slug = :slug, #name = if_not_exists(#name, :name), createdAt = if_not_exists(createdAt, :at)' +
          (claim ? ' ADD domains :domain' : ''),
        ConditionExpression: 'attribute_not_exists(mergedInto)',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':slug': choice.slug,
          ':name': choice.name,
          ':at': deal.createdAt,
          ...(claim ? { ':domain': new Set([claim]) } : {}),
        },
      },
    } satisfies TxItem,
    merchantRest: [
      { Put: { TableName, Item: { ...keys.merchantDirectory(choice.slug), slug: choice.slug, name: choice.name } } },
      { Put: { TableName, Item: { ...keys.merchantDeal(choice.slug, seqKey(deal.seq)), dealId: deal.id } } },
      ...(claim
        ? [
            {
              Update: {
                TableName,
                Key: keys.merchantDomain(claim),
                // The first merchant to link a domain keeps it.
                UpdateExpression: 'SET slug = if_not_exists(slug, :slug)',
                ExpressionAttributeValues: { ':slug': choice.slug },
              },
            },
          ]
        : []),
    ] satisfies TxItem[],
  };
}

/** The write taking a deal off a merchant's list of deals (an edit changing merchant, a delete). */
export const merchantDealExit = (slug: string, seq: number): TxItem => ({
  Delete: { TableName: tableName(), Key: keys.merchantDeal(slug, seqKey(seq)) },
});

/** The API shape of a merchant item, its list head and the caller's follow. */
function toMerchant(item: Item, head: Item | undefined, followed: boolean): Merchant {
  return {
    slug: String(item.slug),
    name: String(item.name),
    domains: [...((item.domains as Set<string> | undefined) ?? [])].sort(),
    dealsCount: totalOf(head, 'total'),
    activeDealsCount: totalOf(head, 'live'),
    hotDealsCount: totalOf(head, 'hot'),
    followers: Math.max(0, Number(item.followers ?? 0)),
    followed,
    createdAt: String(item.createdAt),
  };
}

/**
 * A merchant by slug, an alias answering its canonical merchant (the caller sees the slug
 * change): one BatchGet (merchant, its list head, the caller's follow), plus one per alias hop.
 */
export async function getMerchant(slug: string, userId: string | null): Promise<Merchant | undefined> {
  const read = async (wanted: string) => {
    const head = keys.dealListCount(dealListFor({ merchant: wanted }).name);
    const follow = userId ? [keys.merchantFollow(wanted, userId)] : [];
    const items = await batchGet([keys.merchant(wanted), head, ...follow]);
    const find = (key: { PK: string; SK: string }) => items.find((i) => i.PK === key.PK && i.SK === key.SK);
    return { item: find(keys.merchant(wanted)), head: find(head), followed: !!follow.length && !!find(follow[0]) };
  };
  let found = await read(slug);
  for (let hop = 0; found.item?.mergedInto && hop < MAX_ALIAS_HOPS; hop++)
    found = await read(String(found.item.mergedInto));
  return found.item && !found.item.mergedInto ? toMerchant(found.item, found.head, found.followed) : undefined;
}

/**
 * The deal form's suggestions (`GET /api/merchants?q=&url=`): the merchant the link's domain
 * belongs to first, then those whose slug starts with the typed text's, by slug. One Query of
 * the directory and one read of the domain, in parallel.
 */
export async function suggestMerchants(q: string | undefined, url: string | undefined): Promise<MerchantRef[]> {
  const prefix = q ? merchantSlug(q) : '';
  const domain = merchantDomain(url);
  const [byName, byDomain] = await Promise.all([
    prefix
      ? db.send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
            ExpressionAttributeValues: { ':pk': keys.merchantDirectory('').PK, ':prefix': prefix },
            Limit: MERCHANT_SUGGESTIONS_MAX,
          }),
        )
      : undefined,
    domain ? db.send(new GetCommand({ TableName: tableName(), Key: keys.merchantDomain(domain) })) : undefined,
  ]);
  const linked = byDomain?.Item && (await canonical(await getMerchantItem(String(byDomain.Item.slug))));
  const refs: MerchantRef[] = [
    ...(linked ? [{ slug: String(linked.slug), name: String(linked.name) }] : []),
    ...(byName?.Items ?? []).map((i) => ({ slug: String(i.slug), name: String(i.name) })),
  ];
  return refs.filter((ref, i) => refs.findIndex((r) => r.slug === ref.slug) === i).slice(0, MERCHANT_SUGGESTIONS_MAX);
}
