import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { languageFromHeader, type Language } from '@shared/i18n/languages';

/**
 * The language of the page that sent the request: the web sends its page's language as
 * `Accept-Language` (French when absent or another). What a sign-up records as the member's
 * language (docs/api.md#members-language-and-mails).
 */
export const requestLanguage = (event: Pick<APIGatewayProxyEventV2, 'headers'>): Language =>
  languageFromHeader(event.headers?.['accept-language']);
