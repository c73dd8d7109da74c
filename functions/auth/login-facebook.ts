import { oauthSchema } from '../../shared/schemas/auth';
import { api, ok } from '../lib/http';
import { oauthSignIn } from '../lib/oauth-login';

export const handler = api({ body: oauthSchema }, async ({ body, requestId }) =>
  ok(await oauthSignIn('facebook', body, requestId), 'Connexion réussie'),
);
