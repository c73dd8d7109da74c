import useSWR from 'swr';
import { api, apiPath } from '@web/lib/api-client';

export type { ImageOverview, OrphanImage } from '@shared/api-types';

/** Totals and the orphans (one batch, oldest first); read again after a clean-up. */
export const useImageOverview = () =>
  useSWR(apiPath('GET /api/admin/images'), (key) => api.read(key), { revalidateOnFocus: false });
