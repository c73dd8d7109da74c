import useSWR from 'swr';
import { api } from '../../../lib/api-client';

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

export const IMAGES_KEY = 'admin_images';

export const listImages = () => api.get<ImageOverview>('/admin/images');

/** Totals and the orphans (one batch, oldest first); read again after a clean-up. */
export const useImageOverview = () => useSWR(IMAGES_KEY, listImages, { revalidateOnFocus: false });
