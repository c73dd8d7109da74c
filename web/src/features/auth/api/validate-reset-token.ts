import useSWR from 'swr';
import { api, apiPath, type ApiPath } from '@web/lib/api-client';

/** Any answer but a success counts as invalid. */
const validate = (key: ApiPath<'GET /api/auth/validate-reset-token'>) =>
  api.read(key).then(
    () => true,
    () => false,
  );

export type TokenValidity = 'checking' | 'valid' | 'invalid';

/** Whether the link's token can still be used; any failure counts as invalid. */
export function useResetTokenValidity(token: string | null): TokenValidity {
  const { data } = useSWR(
    token ? apiPath('GET /api/auth/validate-reset-token', { query: { token } }) : null,
    validate,
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
    },
  );
  if (!token) return 'invalid';
  if (data === undefined) return 'checking';
  return data ? 'valid' : 'invalid';
}
