import { api, ok } from '../lib/http';

/** Public runtime settings the web app needs (which sign-in providers exist). */
export const handler = api({}, async () =>
  ok({
    googleClientId: process.env.GOOGLE_CLIENT_ID || null,
    facebookAppId: process.env.FACEBOOK_APP_ID || null,
  }),
);
