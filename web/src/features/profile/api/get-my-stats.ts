import useSWR from 'swr';
import type { UserStats } from '@shared/api-types';
import { api } from '@web/lib/api-client';

const getMyStats = ([path]: [string, string]) => api.get<UserStats>(path);

/** The member's counters (keyed by member too: another sign-in never sees them); read again each time the profile opens. */
export function useMyStats(userId: string) {
  return useSWR(['/users/me/stats', userId], getMyStats, { revalidateOnFocus: false });
}
