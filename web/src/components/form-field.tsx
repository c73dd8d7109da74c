import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { PASSWORD_MIN } from '@shared/limits';
import { UI } from '../lib/i18n';

interface FieldShell {
  label: string;
  error?: string;
  hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined;
}

function Messages({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

/** What a field's control carries to be found by its label and described by its messages. */
interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, the control and its hint and French error message: every field's frame (city-field.tsx's too). */
export function Field({
  label,
  error,
  hint,
  children,
}: FieldShell & { children: (control: ControlProps) => ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(id, error, hint) })}
      <Messages id={id} error={error} hint={hint} />
    </div>
  );
}

type InputProps = FieldShell & InputHTMLAttributes<HTMLInputElement>;

/** A labelled input with its French error message beside it. */
export function TextField({ label, error, hint, ...input }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField({ label, error, hint, ...input }: InputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <div className="password-wrap">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            className="password-toggle"
            aria-pressed={visible}
            aria-label={visible ? UI.hidePasswordOf(label) : UI.showPasswordOf(label)}
            onClick={() => setVisible((v) => !v)}
          >
            {visible ? UI.hidePassword : UI.showPassword}
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * A labelled select. `optionLabel` names each value in the page's language (`cityName`,
 * `categoryName` of shared/i18n/places.ts) while the value stays canonical.
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  optionLabel,
  placeholder,
  ...select
}: FieldShell &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly string[];
    optionLabel?: (value: string) => string;
    placeholder?: string;
  }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => (
        <select {...control} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel ? optionLabel(option) : option}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  error,
  hint,
  ...area
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(control) => <textarea {...control} {...area} />}
    </Field>
  );
}

/** An account's email address (sign-in, sign-up, a reset link). */
export function EmailField(props: Omit<InputProps, 'label'>) {
  return (
    <TextField
      label={UI.emailLabel}
      type="email"
      autoComplete="email"
      inputMode="email"
      dir="ltr"
      required
      {...props}
    />
  );
}

/**
 * A new password and its confirmation (sign-up, reset, change), each with its show/hide toggle;
 * the first says how long it must be.
 */
export function NewPasswordFields({
  password,
  confirm,
  label,
  confirmLabel,
}: {
  password: Omit<InputProps, 'label'>;
  confirm: Omit<InputProps, 'label'>;
  /** "Mot de passe" and "Confirmer le mot de passe" unless told. */
  label?: string;
  confirmLabel?: string;
}) {
  return (
    <>
      <PasswordField
        label={label ?? UI.passwordLabel}
        autoComplete="new-password"
        required
        hint={UI.passwordHint(PASSWORD_MIN)}
        {...password}
      />
      <PasswordField
        label={confirmLabel ?? UI.confirmPasswordLabel}
        autoComplete="new-password"
        required
        {...confirm}
      />
    </>
  );
}

/** A form's submit button: disabled while the form is sent, saying what is under way. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  block = true,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  /** Full width (the sign-in screens); the profile's forms keep it to its text. */
  block?: boolean;
}) {
  return (
    <button
      type="submit"
      className={block ? 'button button-primary button-block' : 'button button-primary'}
      disabled={busy}
    >
      {busy ? busyLabel : children}
    </button>
  );
}
