import type { core } from 'zod/mini';
import type { FieldErrors } from './api-types';

/** Flattens zod issues into one French message per field (first issue wins). */
export function fieldErrors(error: core.$ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}
