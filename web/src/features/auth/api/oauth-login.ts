import type { OAuthProvider } from '@shared/schemas/auth';
import { CLIENT_MSG } from '@shared/client-messages';
import { api } from '@web/lib/api-client';

/** Exchanges a provider's token (Google ID token, Facebook access token) for a DzDeals session. */
export const oauthLogin = (provider: OAuthProvider, accessToken: string) =>
  api.call(provider === 'google' ? 'POST /api/auth/oauth/google' : 'POST /api/auth/oauth/facebook', {
    body: { accessToken, provider },
    fallback: provider === 'google' ? CLIENT_MSG.google : CLIENT_MSG.facebook,
  });
