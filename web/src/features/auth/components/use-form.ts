import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { $ZodError } from 'zod/v4/core';
import type { FieldErrors } from '../../../../../shared/api-types';
import { CLIENT_MSG } from '../../../../../shared/client-messages';
import { MSG } from '../../../../../shared/messages';
import { fieldErrors } from '../../../../../shared/validation';
import { ApiError } from '../../../lib/api-client';

/** What the form needs of a schema; classic zod and zod/mini schemas both fit. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: $ZodError };
}

/**
 * Form state for the sign-in screens: values, French errors per field from the shared zod
 * schema (plus extra checks), the server's refusal, and focus on the first invalid field.
 */
export function useForm<T, V extends Record<string, string>>(
  schema: FormSchema<T>,
  initial: V,
  opts: { check?: (values: V) => FieldErrors; toInput?: (values: V) => unknown } = {},
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [serverErrorVersion, setServerErrorVersion] = useState(0);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const [focusTick, setFocusTick] = useState(0);

  useEffect(() => {
    if (focusTick) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((v) => ({ ...v, [name]: value }));
      if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
    },
  });

  const fail = (message: string | null, fields: FieldErrors = {}) => {
    setErrors(fields);
    if (message) {
      setServerError(message);
      setServerErrorVersion((n) => n + 1);
    }
    if (Object.keys(fields).length) setFocusTick((n) => n + 1);
  };

  /** Validates, then runs `send` with the parsed input; refusals land beside the fields. */
  const onSubmit = (send: (input: T) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setServerError(null);
    const parsed = schema.safeParse(opts.toInput ? opts.toInput(values) : values);
    const extra = opts.check?.(values) ?? {};
    if (!parsed.success || Object.keys(extra).length) {
      fail(null, {
        ...(parsed.success ? {} : fieldErrors(parsed.error as Parameters<typeof fieldErrors>[0])),
        ...extra,
      });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (err) {
      if (err instanceof ApiError) fail(err.message, err.fields);
      else fail(MSG.generic);
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    errors,
    busy,
    form,
    field,
    onSubmit,
    fail,
    serverError,
    serverErrorVersion,
    clearServerError: () => setServerError(null),
  };
}

/** The confirmation field must repeat the password. */
export const mustMatch = (password: string, confirm: string): FieldErrors =>
  password === confirm ? {} : { confirm: CLIENT_MSG.passwordMismatch };
