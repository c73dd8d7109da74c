import { api } from '@web/lib/api-client';
import { MSG } from '@shared/messages';

export type { CleanupResult } from '@shared/api-types';

/** One clean-up batch; a dry run only lists what would go. Resolves with the result and the server's summary. */
export async function cleanupImages(dryRun: boolean) {
  const reply = await api.send('POST /api/admin/images/cleanup', {
    body: { dryRun },
    fallback: MSG.imagesCleanupFailed,
  });
  return { result: reply.data, message: reply.message };
}
