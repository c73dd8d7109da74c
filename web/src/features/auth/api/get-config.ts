import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { CACHE_TTL, cached } from '../../../lib/cache';

export interface SiteConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
}

export const getConfig = () => cached('site_config', CACHE_TTL.long, () => api.get<SiteConfig>('/config'));

/** Which sign-in providers are configured; none while unknown or when the call fails. */
export function useSiteConfig(): SiteConfig {
  const { data } = useSWR('site_config', getConfig, { revalidateOnFocus: false, revalidateIfStale: false });
  return data ?? { googleClientId: null, facebookAppId: null };
}
