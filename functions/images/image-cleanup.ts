import type { OrphanImage } from '@shared/api-types';
import { dealImage } from '@shared/image-variants';
import { IMAGE_GRACE_HOURS } from '@shared/limits';
import {
  CLEANUP_BATCH,
  deleteOrphanRecords,
  filesWithRecords,
  listOrphans,
  type ImageRecord,
} from '../data/images/images';
import { type StoredImageObject, deleteImageKeys, deleteImageObjects, listImageObjects } from '../lib/images-store';

/** The extensions an original's file can have (functions/lib/image-upload.ts). */
const IMAGE_EXTENSIONS = ['jpg', 'png', 'webp'] as const;

const view = (i: ImageRecord): OrphanImage => ({
  key: i.file,
  url: `/images/${i.file}`,
  thumbnail: i.picture ? (dealImage(i.picture).variants[0]?.webp ?? null) : null,
  size: i.size,
  createdAt: i.createdAt,
});
const graceCutoff = (now: Date) => new Date(now.getTime() - IMAGE_GRACE_HOURS * 3600 * 1000);

/** Images no deal refers to, past the grace period, oldest first (one batch). */
export async function findOrphans(now = new Date()) {
  const found = await listOrphans(graceCutoff(now), CLEANUP_BATCH + 1);
  return { orphans: found.slice(0, CLEANUP_BATCH).map(view), more: found.length > CLEANUP_BATCH };
}

/**
 * One clean-up batch: deletes (or, in a dry run, lists) orphaned images. Records go first, each
 * under a condition that spares images attached meanwhile; the objects follow. An object whose
 * delete fails after its record went is found again by the scheduled bucket sweep.
 */
export async function cleanupOrphanBatch(dryRun: boolean, now = new Date()) {
  const cutoff = graceCutoff(now);
  const found = await listOrphans(cutoff, CLEANUP_BATCH + 1);
  const batch = found.slice(0, CLEANUP_BATCH);
  const deleted = dryRun ? batch : await deleteOrphanRecords(batch, cutoff);
  if (!dryRun) await deleteImageObjects(deleted);
  return {
    dryRun,
    deleted: deleted.map(view),
    count: deleted.length,
    bytesFreed: deleted.reduce((sum, i) => sum + i.size, 0),
    more: found.length > CLEANUP_BATCH,
  };
}

/**
 * The whole clean-up, as the daily job runs it: every orphan batch, then stored objects that
 * have no record at all (an upload whose record write failed), past the grace period.
 */
export async function cleanupAllImages(now = new Date()) {
  let count = 0;
  let bytesFreed = 0;
  for (;;) {
    const batch = await cleanupOrphanBatch(false, now);
    count += batch.count;
    bytesFreed += batch.bytesFreed;
    if (!batch.more || batch.count === 0) break;
  }
  const cutoff = graceCutoff(now);
  // Objects past the grace period whose image has no record: an original and its variants are one
  // image (counted once); a variant names only its stem, so each file its original may have is tried.
  const lost = new Map<string, number>();
  let page: StoredImageObject[] = [];
  const sweep = async () => {
    const candidates = (o: StoredImageObject) =>
      o.file ? [o.file] : IMAGE_EXTENSIONS.map((ext) => `${o.stem}.${ext}`);
    const known = new Set<string>();
    const files = [...new Set(page.flatMap(candidates))];
    for (let i = 0; i < files.length; i += 100) {
      for (const file of await filesWithRecords(files.slice(i, i + 100))) known.add(file);
    }
    const gone = page.filter((o) => !candidates(o).some((file) => known.has(file)));
    await deleteImageKeys(gone.map((o) => o.key));
    for (const o of gone) lost.set(o.stem, (lost.get(o.stem) ?? 0) + o.size);
    page = [];
  };
  for await (const object of listImageObjects()) {
    if (object.lastModified >= cutoff) continue;
    page.push(object);
    if (page.length === 100) await sweep();
  }
  await sweep();
  bytesFreed += [...lost.values()].reduce((sum, size) => sum + size, 0);
  return { orphansDeleted: count, straysDeleted: lost.size, bytesFreed };
}
