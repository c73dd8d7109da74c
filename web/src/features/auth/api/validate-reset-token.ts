import useSWR from 'swr';
import { api } from '../../../lib/api-client';

export const validateResetToken = (token: string) =>
  api.get<{ valid: boolean }>('/auth/validate-reset-token', { query: { token } });

export type TokenValidity = 'checking' | 'valid' | 'invalid';

/** Whether the link's token can still be used; any failure counts as invalid (SPEC section 4). */
export function useResetTokenValidity(token: string | null): TokenValidity {
  const { data } = useSWR(
    token ? ['reset-token', token] : null,
    () =>
      validateResetToken(token!).then(
        () => true,
        () => false,
      ),
    { revalidateOnFocus: false, revalidateOnReconnect: false, revalidateIfStale: false },
  );
  if (!token) return 'invalid';
  if (data === undefined) return 'checking';
  return data ? 'valid' : 'invalid';
}
