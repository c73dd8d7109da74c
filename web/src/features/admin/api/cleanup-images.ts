import { apiRequest } from '@web/lib/api-client';
import type { OrphanImage } from './list-images';
import { MSG } from '@shared/messages';

export interface CleanupResult {
  dryRun: boolean;
  deleted: OrphanImage[];
  count: number;
  bytesFreed: number;
  more: boolean;
}

/** One clean-up batch; a dry run only lists what would go. Resolves with the result and the server's summary. */
export async function cleanupImages(dryRun: boolean) {
  const reply = await apiRequest<CleanupResult>('POST', '/admin/images/cleanup', {
    body: { dryRun },
    fallback: MSG.imagesCleanupFailed,
  });
  return { result: reply.data, message: reply.message };
}
