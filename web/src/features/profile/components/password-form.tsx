import { useState } from 'react';
import { passwordChangeSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { NewPasswordFields, PasswordField, SubmitButton } from '@web/components/form-field';
import { uiText } from '@web/lib/i18n';
import { mustMatch, useForm } from '@web/lib/use-form';
import { changePassword } from '../api/change-password';

const T = uiText('profile');
const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** Current password, the new one and its confirmation; other devices are signed out, this one stays. */
export function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const f = useForm(passwordChangeSchema, EMPTY, {
    toInput: ({ confirm: _confirm, ...input }) => input,
    check: (v) => mustMatch(v.newPassword, v.confirm),
  });

  const submit = f.onSubmit(async (input) => {
    setDone(null);
    const message = await changePassword(input);
    f.setValues(EMPTY);
    setDone(message);
  });

  return (
    <section className="profile-card" aria-labelledby="password-title">
      <h2 id="password-title">{T.passwordTitle}</h2>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      {done && (
        <p className="notice notice-success" role="status">
          {done}
        </p>
      )}
      <form ref={f.form} className="form" noValidate onSubmit={submit} onChange={() => setDone(null)}>
        <PasswordField
          label={T.currentPassword}
          autoComplete="current-password"
          required
          dir="ltr"
          {...f.field('currentPassword')}
        />
        <NewPasswordFields
          label={T.newPassword}
          confirmLabel={T.confirmNewPassword}
          password={{ dir: 'ltr', ...f.field('newPassword') }}
          confirm={{ dir: 'ltr', ...f.field('confirm') }}
        />
        <div>
          <SubmitButton busy={f.busy} busyLabel={T.passwordChanging} block={false}>
            {T.passwordSubmit}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
