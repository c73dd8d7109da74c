import useSWR from 'swr';
import { api } from '@web/lib/api-client';

export interface SiteConfig {
  googleClientId: string | null;
  facebookAppId: string | null;
}

export const getConfig = () => api.get<SiteConfig>('/config');

/** Which sign-in providers are configured; none while unknown or when the call fails. */
export function useSiteConfig(): SiteConfig {
  const { data } = useSWR('/config', getConfig, { revalidateOnFocus: false, revalidateIfStale: false });
  return data ?? { googleClientId: null, facebookAppId: null };
}
