import { api, ok } from '../http/api';
import { findOrphans } from './image-cleanup';
import { getImageTotals } from '../data/images/images';

export const handler = api('GET /api/admin/images', {}, async () => {
  const [totals, { orphans, more }] = await Promise.all([getImageTotals(), findOrphans()]);
  return ok({
    totalCount: totals.count,
    totalBytes: totals.bytes,
    orphans,
    orphanCount: orphans.length,
    orphanBytes: orphans.reduce((sum, o) => sum + o.size, 0),
    more,
  });
});
