import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { CATEGORIES } from '@shared/categories';
import { CITIES } from '@shared/cities';
import { dealLists, keys, oauthLinkOf, termPrefixOf } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { batchGet, failedAt, queryAll, transact } from './dynamo';
import type { DealRecord } from '../deals/record';
import { hotCountOps, rejoinedHotKey } from '../deals/list-rank';
import { log } from '../../lib/log';
import { backfillMemberCards } from '../members/profiles';
import { type ListOrder, moveLegacyCounts } from './list-counts';
import { termFields } from '../deals/search-terms';
import { reindexDealWords } from '../deals/reindex-words';
import { reindexAlertWords } from '../alerts/reindex-words';
import { buildSearchVocabulary } from '../deals/search-vocabulary';
import { allMemberIds, backfillUserDirectory } from '../members/directory';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '@shared/api-types';
import { getUserById, identityAttr } from '../members/users';
import { imagesWithoutPicture } from '../images/images';
import { moveLegacyOriginal } from '../../lib/images-store';
import { backfillAuthorFollows } from '../deals/follows';
import { backfillLinkMarkers } from '../deals/similar';
import { backfillDealTypes, backfillMerchants } from '../deals/backfill-lists';

/**
 * Migration: gives the images uploaded before variants existed their variants (found by a Scan of
 * the image records that have none: never on a request path), and moves their originals out of
 * what is served (images/ → originals/). Each image is done on its own: a run cut short leaves
 * the rest without facts, and the next run (the marker is only written at the end) takes them up.
 * Returns how many images got variants.
 */
export async function makeMissingVariants(makeVariants: ImageVariantsMaker) {
  let made = 0;
  for await (const page of imagesWithoutPicture()) {
    for (const image of page) {
      await moveLegacyOriginal(image.file);
      if (await makeVariants(image.file)) made++;
    }
  }
  return made;
}

/**
 * Makes and records one image's variants, false when it cannot (functions/images/make-variants.ts
 * `variantsFor`): passed in by the caller, as this layer does not reach up to it.
 */
export type ImageVariantsMaker = (file: string) => Promise<boolean>;

/**
 * One-off data migrations, each run once per table (a MIGRATION / <name> item says it is done):
 * at local start-up, and from the operator's machine after a deploy (`npm run migrate`). Both
 * are safe while the site runs.
 */

async function runOnce(name: string, migrate: () => Promise<number>) {
  if ((await batchGet([keys.migration(name)], true)).length) return 0;
  const changed = await migrate();
  await transact({
    marker: { Put: { TableName: tableName(), Item: { ...keys.migration(name), at: new Date().toISOString() } } },
  });
  return changed;
}

/**
 * Moves the page-position counts that list heads held before chunk items (table/list-counts.ts):
 * every deal list (all, each city, category and both), each member's saved list (from the
 * directory) and each deal's comments (from the list of every deal). Returns how many counts moved.
 */
async function moveListCounts() {
  const heads = new Map<string, { key: { PK: string; SK: string }; order: ListOrder }>();
  for (const city of CITIES) {
    for (const category of CATEGORIES) {
      for (const list of dealLists(city, category))
        heads.set(list.name, { key: keys.dealListCount(list.name), order: 'newest' });
    }
  }
  for (const id of await allMemberIds()) heads.set(`saves#${id}`, { key: keys.savedCount(id), order: 'newest' });
  const [all] = dealLists('', '');
  const deals = await queryAll({
    TableName: tableName(),
    IndexName: all.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': all.pk },
    ExpressionAttributeValues: { ':pk': all.value },
    ProjectionExpression: 'id',
  });
  for (const deal of deals) {
    heads.set(`comments#${deal.id}`, { key: keys.commentCount(String(deal.id)), order: 'oldest' });
  }
  const orderOf = new Map([...heads.values()].map((h) => [`${h.key.PK}|${h.key.SK}`, h.order]));
  let moved = 0;
  for (const item of await batchGet(
    [...heads.values()].map((h) => h.key),
    true,
  )) {
    const key = { PK: String(item.PK), SK: String(item.SK) };
    moved += await moveLegacyCounts(key, item, orderOf.get(`${key.PK}|${key.SK}`) ?? 'newest');
  }
  return moved;
}

/**
 * Rewrites search term items of the first form (every word of the deal, city and category
 * names) in the compact one (the prefix's words, codes: deals/search-terms.ts), each conditioned on
 * the item as read so a deal edited meanwhile keeps its fresh terms. Returns how many changed.
 */
export async function compactTermItems() {
  let changed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(PK, :term) AND attribute_type(c, :string)',
        ExpressionAttributeValues: { ':term': keys.termPartition('').PK, ':string': 'S' },
        ExclusiveStartKey: startKey,
      }),
    );
    const items = out.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      const results = await Promise.all(
        items.slice(i, i + 25).map(async (item) => {
          const prefix = termPrefixOf(item.PK)!;
          const fields = termFields(String(item.w).trim().split(' '), prefix, String(item.c), String(item.k));
          try {
            await db.send(
              new UpdateCommand({
                TableName: tableName(),
                Key: { PK: item.PK, SK: item.SK },
                UpdateExpression: 'SET w = :w, c = :c, k = :k',
                ConditionExpression: 'w = :old',
                ExpressionAttributeValues: { ':w': fields.w, ':c': fields.c, ':k': fields.k, ':old': item.w },
              }),
            );
            return 1;
          } catch (err) {
            if (err instanceof ConditionalCheckFailedException) return 0;
            throw err;
          }
        }),
      );
      changed += results.reduce<number>((sum, n) => sum + n, 0);
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return changed;
}

/**
 * Migration: lists on each user record the identities linked before records listed them (their
 * OAUTH# link items, found by a Scan: never on a request path). A second identity of a provider
 * the record already lists is unlinked, as an account keeps one per provider. Returns how many
 * records or links changed.
 */
async function backfillIdentities(): Promise<number> {
  const TableName = tableName();
  const prefix = keys.oauthLinkPrefix().PK;
  let changed = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName,
        FilterExpression: 'begins_with(PK, :p) AND SK = :sk',
        ExpressionAttributeValues: { ':p': prefix, ':sk': keys.oauthLink('', '').SK },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const link = oauthLinkOf(item.PK);
      if (!link || !(IDENTITY_PROVIDERS as readonly string[]).includes(link.provider)) continue;
      if (typeof item.userId !== 'string') continue;
      const { provider, subject } = link;
      const attr = identityAttr(provider as IdentityProvider);
      try {
        await db.send(
          new UpdateCommand({
            TableName,
            Key: keys.user(item.userId),
            UpdateExpression: 'SET #a = :v',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#a)',
            ExpressionAttributeNames: { '#a': attr },
            ExpressionAttributeValues: { ':v': { subject, linkedAt: new Date().toISOString() } },
          }),
        );
        changed++;
      } catch (err) {
        if (!(err instanceof ConditionalCheckFailedException)) throw err;
        const user = await getUserById(item.userId);
        if (!user || user[attr]?.subject === subject) continue;
        await db
          .send(
            new DeleteCommand({
              TableName,
              Key: keys.oauthLink(provider, subject),
              ConditionExpression: 'userId = :u',
              ExpressionAttributeValues: { ':u': item.userId },
            }),
          )
          .catch((e: unknown) => {
            if (!(e instanceof ConditionalCheckFailedException)) throw e;
          });
        changed++;
      }
    }
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return changed;
}

/**
 * Migration: re-keys the Hot order from the old rank (votes decayed with age) to the heating time
 * (deals/list-rank.ts): drops every list's old hot buckets (its #H chunk items: their numbers
 * meant ranks), then gives each active deal the entry its votes give, heated at its last heating
 * if known, else at its creation (the old rank kept no crossing time), or none, and counts it in
 * its lists' `hot` and h<bucket>. Run it right after the deploy, the site quiet: each deal's
 * write is conditioned on its version, and a deal changed meanwhile is re-keyed by its next vote.
 * Returns how many deals it re-keyed.
 */
async function rekeyHotOrder(): Promise<number> {
  const TableName = tableName();
  const names = new Set<string>();
  for (const city of CITIES)
    for (const category of CATEGORIES) for (const list of dealLists(city, category)) names.add(list.name);
  for (const name of names) {
    const head = keys.dealListCount(name);
    const chunks = await queryAll({
      TableName,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :h)',
      ExpressionAttributeValues: { ':pk': head.PK, ':h': '#H' },
      ProjectionExpression: 'PK, SK',
    });
    for (const chunk of chunks) await db.send(new DeleteCommand({ TableName, Key: { PK: chunk.PK, SK: chunk.SK } }));
  }
  const [all] = dealLists('', '');
  const ids = await queryAll({
    TableName,
    IndexName: all.index,
    KeyConditionExpression: '#pk = :pk',
    ExpressionAttributeNames: { '#pk': all.pk },
    ExpressionAttributeValues: { ':pk': all.value },
    ProjectionExpression: 'id',
  });
  let changed = 0;
  for (const item of await batchGet(
    ids.map((i) => keys.deal(String(i.id))),
    true,
  )) {
    const deal = item as unknown as DealRecord;
    if (deal.expiredAt || deal.hiddenAt || deal.state) continue;
    const HSK = rejoinedHotKey(deal);
    const after = { ...deal, HSK };
    try {
      await transact({
        deal: {
          Update: {
            TableName,
            Key: keys.deal(deal.id),
            UpdateExpression: HSK ? 'SET HSK = :new' : 'REMOVE HSK',
            ConditionExpression: 'version = :v AND attribute_not_exists(expiredAt)',
            ExpressionAttributeValues: { ':v': deal.version, ...(HSK ? { ':new': HSK } : {}) },
          },
        },
        lists: hotCountOps(after),
      });
      changed++;
    } catch (err) {
      if (!failedAt(err, 'deal')) throw err;
      log('warn', 'hot entry not re-keyed: the deal changed meanwhile', { dealId: deal.id });
    }
  }
  return changed;
}

/**
 * The migrations in the order they run, each with what its count means (printed by `npm run migrate`).
 * compact-terms before arabic-search-words (which reads term items in their compact form), and
 * that before search-vocabulary (which counts today's words: title counts, heat times and vocabulary).
 */
const MIGRATIONS = (deps: { makeVariants: ImageVariantsMaker }) =>
  [
    ['user-directory', 'member(s) indexed', backfillUserDirectory],
    ['chunked-counts', 'list count(s) moved to chunk items', moveListCounts],
    ['compact-terms', 'search term item(s) compacted', compactTermItems],
    ['member-cards', 'member name card(s) written', backfillMemberCards],
    ['linked-identities', 'sign-in identity link(s) listed', backfillIdentities],
    ['image-variants', 'image(s) given their variants', () => makeMissingVariants(deps.makeVariants)],
    [
      'arabic-search-words',
      'deal(s), stray search term(s) or alert(s) re-read by the Arabic search rules',
      async () => (await reindexDealWords()) + (await reindexAlertWords()),
    ],
    [
      'search-vocabulary',
      'deal(s) given title counts, heat and vocabulary for search sorts and corrections',
      buildSearchVocabulary,
    ],
    ['hot-by-heating', 'active deal(s) re-keyed in the Hot order by heating time', rekeyHotOrder],
    ['deal-links', 'link marker(s) put for the last 30 days of deals', backfillLinkMarkers],
    ['author-follows', 'deal(s) followed by their author', backfillAuthorFollows],
    // Types first: a deal's merchant lists include the one of its type.
    ['deal-types', 'deal(s) given their type (code promo when they have a code)', backfillDealTypes],
    ['merchants', 'deal(s) given their merchant', backfillMerchants],
  ] as const satisfies readonly (readonly [string, string, () => Promise<number>])[];

/** Runs the migrations not done yet on this table, in order; returns what each changed. */
export async function runMigrations(deps: { makeVariants: ImageVariantsMaker }) {
  const done: { name: string; changed: number; what: string }[] = [];
  for (const [name, what, migrate] of MIGRATIONS(deps))
    done.push({ name, what, changed: await runOnce(name, migrate) });
  return done;
}
