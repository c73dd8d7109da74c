import useSWR from 'swr';
import { api, pathWithQuery } from '@web/lib/api-client';

/** Any answer but a success counts as invalid. */
const validate = (key: string) =>
  api.get<{ valid: boolean }>(key).then(
    () => true,
    () => false,
  );

export type TokenValidity = 'checking' | 'valid' | 'invalid';

/** Whether the link's token can still be used; any failure counts as invalid. */
export function useResetTokenValidity(token: string | null): TokenValidity {
  const { data } = useSWR(token ? pathWithQuery('/auth/validate-reset-token', { token }) : null, validate, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
  if (!token) return 'invalid';
  if (data === undefined) return 'checking';
  return data ? 'valid' : 'invalid';
}
