import type { z } from 'zod';
import type { FieldErrors } from './api-types';

/** Flattens zod issues into one French message per field (first issue wins). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    out[key] ??= issue.message;
  }
  return out;
}
