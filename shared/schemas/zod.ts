/**
 * The project's zod: the functional `zod/mini` API, which bundlers tree-shake (the full `zod`
 * API costs every Lambda that validates 10 to 30 ms of module load). Import it as
 * `import * as z from './zod'`.
 *
 * zod/mini registers no locale, so an issue a schema leaves unnamed would read "Invalid input";
 * the English locale keeps the messages classic zod gave (a body that is not an object...).
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
