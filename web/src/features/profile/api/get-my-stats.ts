import useSWR from 'swr';
import type { UserStats } from '../../../../../shared/api-types';
import { api } from '../../../lib/api-client';

export const getMyStats = () => api.get<UserStats>('/users/me/stats');

/** The member's counters; read again each time the profile opens. */
export function useMyStats(userId: string) {
  return useSWR(['my_stats', userId], getMyStats, { revalidateOnFocus: false });
}
