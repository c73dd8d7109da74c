import { textIn } from './i18n/text-in';

/**
 * What a schema says of a problem it gives no message of its own (shared/schemas/zod.ts installs
 * it for every schema): a body of the wrong shape, a field of the wrong type or length. The HTTP
 * wrapper prefixes the field's label. Texts: `messages.input` of the catalogues.
 */
export const INPUT_MSG = textIn('messages', 'input');
