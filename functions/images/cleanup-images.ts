import * as z from '@shared/schemas/zod';
import { FIELD_MSG } from '@shared/messages';
import { api, ok } from '../http/api';
import { cleanupOrphanBatch } from './image-cleanup';

const cleanupSchema = z.object({ dryRun: z.boolean({ error: FIELD_MSG.dryRun }) });

export const handler = api('POST /api/admin/images/cleanup', { body: cleanupSchema }, async ({ body }) => {
  const result = await cleanupOrphanBatch(body.dryRun);
  const message = body.dryRun
    ? `${result.count} image(s) seraient supprimées`
    : `${result.count} image(s) supprimée(s)`;
  return ok(result, message);
});
