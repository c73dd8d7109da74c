import { api, ok } from '../http/api';

/** Public runtime settings the web app needs (which sign-in providers exist). */
export const handler = api('GET /api/config', {}, async () =>
  ok({
    googleClientId: process.env.GOOGLE_CLIENT_ID || null,
    facebookAppId: process.env.FACEBOOK_APP_ID || null,
  }),
);
