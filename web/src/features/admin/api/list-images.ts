import useSWR from 'swr';
import { api } from '@web/lib/api-client';

export interface OrphanImage {
  key: string;
  url: string;
  size: number;
  createdAt: string;
}

export interface ImageOverview {
  totalCount: number;
  totalBytes: number;
  orphans: OrphanImage[];
  orphanCount: number;
  orphanBytes: number;
  /** More orphans wait beyond this batch. */
  more: boolean;
}

const listImages = (key: string) => api.get<ImageOverview>(key);

/** Totals and the orphans (one batch, oldest first); read again after a clean-up. */
export const useImageOverview = () => useSWR('/admin/images', listImages, { revalidateOnFocus: false });
