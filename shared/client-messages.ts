import { textIn } from './i18n/text-in';

/**
 * Messages of the web client: transport failures and the per-call fallbacks (docs/architecture.md#api-client),
 * used when the server's answer carries no message of its own. Texts in the catalogues
 * (`messages.client` of shared/i18n/fr.ts and ar.ts), read in the page's language.
 */
export const CLIENT_MSG = textIn('messages', 'client');

/**
 * Home's page for an address it cannot show (shared/home-query.ts): its heading by status, and why
 * (`messages.homeQuery`; the search ones are the API's too).
 */
export const HOME_QUERY_MSG = textIn('messages', 'homeQuery');
