/**
 * The project's zod: the functional `zod/mini` API, which bundlers tree-shake (the full `zod`
 * API costs every Lambda that validates 10 to 30 ms of module load). Import it as
 * `import * as z from './zod'`.
 *
 * zod/mini registers no locale, so an issue a schema leaves unnamed would read "Invalid input":
 * the map below names every kind of issue (a body that is not an object, a field of the wrong type
 * or length...) in the current language (INPUT_MSG), so no message a client sees is zod's English.
 * A schema's own messages are given lazily (`{ error: () => FIELD_MSG.x }`): schemas are built
 * once, at module load, and each issue is worded in the language of the request raising it.
 */
import { config, type core } from 'zod/mini';
import { INPUT_MSG } from '../input-messages';

/** The message of an issue its schema gave no message for, in the current language. */
export function frenchIssue(issue: core.$ZodRawIssue): string {
  const atRoot = !issue.path?.length;
  switch (issue.code) {
    case 'invalid_type': {
      if (atRoot) {
        if (issue.expected === 'object') return INPUT_MSG.bodyObject;
        if (issue.expected === 'array') return INPUT_MSG.bodyList;
        return INPUT_MSG.bodyShape;
      }
      if (issue.input === undefined) return INPUT_MSG.required;
      return INPUT_MSG.type[issue.expected] ?? INPUT_MSG.invalid;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return INPUT_MSG.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return INPUT_MSG.tooMany(max);
      return INPUT_MSG.tooBig(max, issue.inclusive !== false);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? INPUT_MSG.required : INPUT_MSG.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return INPUT_MSG.tooFew(min);
      return INPUT_MSG.tooSmall(min, issue.inclusive !== false);
    }
    case 'invalid_format':
      return INPUT_MSG.format;
    case 'invalid_value':
      return INPUT_MSG.value;
    case 'unrecognized_keys':
      return INPUT_MSG.unknownKeys;
    default:
      // not_multiple_of, invalid_union, invalid_key, invalid_element, custom.
      return atRoot ? INPUT_MSG.bodyShape : INPUT_MSG.invalid;
  }
}

// Every schema's fallback: a schema's own message (`{ error }`) still comes first.
config({ customError: frenchIssue, localeError: frenchIssue });

export * from 'zod/mini';
