import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, QueryCommand, ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { PictureFacts } from '@shared/image-variants';
import { keys } from '@shared/table';
import { db, tableName } from '../../lib/clients';
import { type CallerSession, TX_MAX_ITEMS, batchGet, failedAt, isCancelled, transact } from '../table/dynamo';

export interface ImageRecord {
  file: string;
  owner: string;
  size: number;
  contentType: string;
  createdAt: string;
  dealId?: string;
  /** Set by the variants job once the variants exist (functions/jobs/image-variants-job.ts). */
  picture?: PictureFacts;
}

const UNATTACHED = 'GSI4';
/** A transaction holds at most 100 items; one is the totals counter. */
export const CLEANUP_BATCH = TX_MAX_ITEMS - 1;

/** `/images/<file>` → `<file>`, or null for anything that is not one of our image URLs. */
export function imageFileFromUrl(url: string | null | undefined) {
  const match = /^\/images\/([A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp))$/.exec(url ?? '');
  return match ? match[1] : null;
}

/** Records a fresh upload as unattached, and counts it in the totals, in one transaction. */
export async function recordUpload(image: Omit<ImageRecord, 'dealId'>, session: CallerSession | null) {
  const TableName = tableName();
  const orphanKey = keys.unattachedImage(image.file, image.createdAt);
  await transact(
    {
      image: {
        Put: {
          TableName,
          Item: { ...keys.image(image.file), type: 'IMAGE', ...image, ...orphanKey, orphanSort: orphanKey.GSI4SK },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      totals: {
        Update: {
          TableName,
          Key: keys.imageStats(),
          UpdateExpression: 'ADD #c :one, #b :size',
          ExpressionAttributeNames: { '#c': 'count', '#b': 'bytes' },
          ExpressionAttributeValues: { ':one': 1, ':size': image.size },
        },
      },
    },
    { session },
  );
}

/**
 * Transaction item that attaches an image to a deal: it must exist (the clean-up has not
 * removed it), be unattached, and belong to the member writing the deal.
 */
export function attachImageOp(file: string, dealId: string, uploaderId: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.image(file),
      UpdateExpression: 'SET dealId = :d REMOVE GSI4PK, GSI4SK',
      ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(dealId) AND #o = :u',
      ExpressionAttributeNames: { '#o': 'owner' },
      ExpressionAttributeValues: { ':d': dealId, ':u': uploaderId },
    },
  };
}

/** Transaction item that detaches an image from a deal, making it a clean-up candidate. */
export function detachImageOp(file: string, dealId: string) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.image(file),
      UpdateExpression: 'SET GSI4PK = :p, GSI4SK = orphanSort REMOVE dealId',
      ConditionExpression: 'dealId = :d',
      ExpressionAttributeValues: { ':d': dealId, ':p': keys.unattachedImage('', '').GSI4PK },
    },
  };
}

export async function getImage(file: string, consistent = false): Promise<ImageRecord | undefined> {
  const out = await db.send(
    new GetCommand({ TableName: tableName(), Key: keys.image(file), ConsistentRead: consistent }),
  );
  return out.Item as ImageRecord | undefined;
}

/**
 * Records that an image's variants exist. Returns the deal using it at that moment (its copy of
 * the facts is the caller's to write: a deal attaching it later finds them here), null when
 * none does, or undefined when the image has no record (not written yet, or cleaned up).
 */
export async function recordPicture(facts: PictureFacts): Promise<string | null | undefined> {
  try {
    const out = await db.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.image(facts.file),
        UpdateExpression: 'SET picture = :p',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':p': facts },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (out.Attributes?.dealId as string | undefined) ?? null;
  } catch (err) {
    if (err instanceof ConditionalCheckFailedException) return undefined;
    throw err;
  }
}

/**
 * Image records the variants job has not done yet, page by page: a Scan, for the one-off
 * migration only (functions/data/table/migrations.ts), never on a request path.
 */
export async function* imagesWithoutPicture() {
  let startKey: Record<string, unknown> | undefined;
  do {
    const out: ScanCommandOutput = await db.send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#t = :image AND attribute_not_exists(picture)',
        ExpressionAttributeNames: { '#t': 'type' },
        ExpressionAttributeValues: { ':image': 'IMAGE' },
        ExclusiveStartKey: startKey,
      }),
    );
    yield (out.Items ?? []) as ImageRecord[];
    startKey = out.LastEvaluatedKey;
  } while (startKey);
}

/** Which of these files (at most 100) have a record. */
export async function filesWithRecords(files: string[]): Promise<Set<string>> {
  if (!files.length) return new Set();
  const items = await batchGet(
    files.map((f) => keys.image(f)),
    false,
    'file',
  );
  return new Set(items.map((item) => item.file as string));
}

/** Count and bytes of every stored image. */
export async function getImageTotals() {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: keys.imageStats() }));
  return { count: Number(out.Item?.count ?? 0), bytes: Number(out.Item?.bytes ?? 0) };
}

/** Unattached images created before `cutoff`, oldest first. */
export async function listOrphans(cutoff: Date, limit: number): Promise<ImageRecord[]> {
  const { GSI4PK } = keys.unattachedImage('', '');
  const out = await db.send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: UNATTACHED,
      KeyConditionExpression: 'GSI4PK = :p AND GSI4SK < :cutoff',
      ExpressionAttributeValues: { ':p': GSI4PK, ':cutoff': cutoff.toISOString() },
      Limit: limit,
    }),
  );
  return (out.Items ?? []) as ImageRecord[];
}

/**
 * Deletes the records of orphans (at most CLEANUP_BATCH) with their share of the totals, in one
 * transaction. Each delete is conditioned on the image still being unattached and old enough,
 * so an image attached meanwhile is kept: such items are dropped and the rest retried once.
 * Returns the images whose records were deleted.
 */
export async function deleteOrphanRecords(orphans: ImageRecord[], cutoff: Date): Promise<ImageRecord[]> {
  let batch = orphans.slice(0, CLEANUP_BATCH);
  for (let attempt = 0; attempt < 2 && batch.length; attempt++) {
    try {
      await transact(deleteItems(batch, cutoff));
      return batch;
    } catch (err) {
      if (!isCancelled(err)) throw err;
      const kept = new Set(batch.flatMap((_, i) => (failedAt(err, `images[${i}]`) ? [i] : [])));
      if (!kept.size) throw err;
      batch = batch.filter((_, i) => !kept.has(i));
    }
  }
  return [];
}

function deleteItems(batch: ImageRecord[], cutoff: Date) {
  const TableName = tableName();
  return {
    images: batch.map((image) => ({
      Delete: {
        TableName,
        Key: keys.image(image.file),
        ConditionExpression: 'attribute_not_exists(dealId) AND createdAt < :cutoff',
        ExpressionAttributeValues: { ':cutoff': cutoff.toISOString() },
      },
    })),
    totals: {
      Update: {
        TableName,
        Key: keys.imageStats(),
        UpdateExpression: 'ADD #c :n, #b :bytes',
        ExpressionAttributeNames: { '#c': 'count', '#b': 'bytes' },
        ExpressionAttributeValues: { ':n': -batch.length, ':bytes': -batch.reduce((sum, i) => sum + i.size, 0) },
      },
    },
  };
}
