import useSWR from 'swr';
import type { SiteConfig } from '@shared/api-types';
import { api, apiPath } from '@web/lib/api-client';

export type { SiteConfig };

export const getConfig = () => api.call('GET /api/config');

/** Which sign-in providers are configured; none while unknown or when the call fails. */
export function useSiteConfig(): SiteConfig {
  const { data } = useSWR(apiPath('GET /api/config'), getConfig, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
  return data ?? { googleClientId: null, facebookAppId: null };
}
