import { MSG } from '@shared/messages';
import { oauthSchema } from '@shared/schemas/auth';
import { api, ok } from '../http/api';
import { requestLanguage } from '../lib/request-language';
import { oauthSignIn } from './oauth-login';

export const handler = api('POST /api/auth/oauth/facebook', { body: oauthSchema }, async ({ body, event, requestId }) =>
  ok(await oauthSignIn('facebook', body, requestId, requestLanguage(event)), MSG.loggedIn),
);
