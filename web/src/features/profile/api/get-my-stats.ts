import useSWR from 'swr';
import { api, apiPath, type ApiPath } from '@web/lib/api-client';

const getMyStats = ([path]: readonly [ApiPath<'GET /api/users/me/stats'>, string]) => api.read(path);

/** The member's counters (keyed by member too: another sign-in never sees them); read again each time the profile opens. */
export function useMyStats(userId: string) {
  return useSWR([apiPath('GET /api/users/me/stats'), userId] as const, getMyStats, { revalidateOnFocus: false });
}
