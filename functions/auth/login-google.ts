import { MSG } from '@shared/messages';
import { oauthSchema } from '@shared/schemas/auth';
import { api, ok } from '../http/api';
import { oauthSignIn } from './oauth-login';

export const handler = api('POST /api/auth/oauth/google', { body: oauthSchema }, async ({ body, requestId }) =>
  ok(await oauthSignIn('google', body, requestId), MSG.loggedIn),
);
