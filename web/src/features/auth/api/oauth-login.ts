import type { AuthResponse } from '@shared/api-types';
import type { OAuthProvider } from '@shared/schemas/auth';
import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';

/** Exchanges a provider's token (Google ID token, Facebook access token) for a DzDeals session. */
export const oauthLogin = (provider: OAuthProvider, accessToken: string) =>
  api.post<AuthResponse>(
    `/auth/oauth/${provider}`,
    { accessToken, provider },
    { fallback: provider === 'google' ? CLIENT_MSG.google : CLIENT_MSG.facebook },
  );
