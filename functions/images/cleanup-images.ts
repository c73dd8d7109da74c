import * as z from '@shared/schemas/zod';
import { FIELD_MSG, MSG } from '@shared/messages';
import { api, ok } from '../http/api';
import { cleanupOrphanBatch } from './image-cleanup';

const cleanupSchema = z.object({ dryRun: z.boolean({ error: () => FIELD_MSG.dryRun }) });

export const handler = api('POST /api/admin/images/cleanup', { body: cleanupSchema }, async ({ body }) => {
  const result = await cleanupOrphanBatch(body.dryRun);
  return ok(result, MSG.imagesCleaned(result.count, body.dryRun));
});
