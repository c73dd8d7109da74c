import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { $ZodError } from 'zod/v4/core';
import type { FieldErrors } from '@shared/api-types';
import { CLIENT_MSG } from '@shared/client-messages';
import { fieldErrors } from '@shared/validation';
import { ApiError } from './api-client';

/** What the form needs of a shared schema; classic zod and zod/mini schemas both fit. */
export interface FormSchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: $ZodError };
}

export type FormValues = Record<string, string>;

/**
 * Form state over a shared schema: values, one French message per field (from the schema and
 * extra checks), the server's refusal (its message and its per-field errors), and focus on the
 * first invalid field after a failed submit.
 */
export function useForm<T, V extends FormValues>(
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

  const setValue = (name: keyof V & string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((current) => {
      if (!current[name]) return current;
      const { [name]: _gone, ...rest } = current;
      return rest;
    });
  };

  /** Props for a TextField / SelectField / textarea bound to `name`. */
  const field = (name: keyof V & string) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
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
      const fromSchema = parsed.success ? {} : fieldErrors(parsed.error as Parameters<typeof fieldErrors>[0]);
      fail(null, { ...fromSchema, ...extra });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await send(parsed.data);
    } catch (err) {
      if (err instanceof ApiError) fail(err.message, err.fields);
      else fail(CLIENT_MSG.generic);
    } finally {
      setBusy(false);
    }
  };

  return {
    values,
    setValues,
    setValue,
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
export const mustMatch = (password: string, confirm: string, field = 'confirm'): FieldErrors =>
  password === confirm ? {} : { [field]: CLIENT_MSG.passwordMismatch };
