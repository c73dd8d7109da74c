import { useState } from 'react';
import { passwordChangeSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { NewPasswordFields, PasswordField, SubmitButton } from '@web/components/form-field';
import { mustMatch, useForm } from '@web/lib/use-form';
import { changePassword } from '../api/change-password';

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
      <h2 id="password-title">Changer le mot de passe</h2>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      {done && (
        <p className="notice notice-success" role="status">
          {done}
        </p>
      )}
      <form ref={f.form} className="form" noValidate onSubmit={submit} onChange={() => setDone(null)}>
        <PasswordField
          label="Mot de passe actuel"
          autoComplete="current-password"
          required
          {...f.field('currentPassword')}
        />
        <NewPasswordFields
          label="Nouveau mot de passe"
          confirmLabel="Confirmer le nouveau mot de passe"
          password={f.field('newPassword')}
          confirm={f.field('confirm')}
        />
        <div>
          <SubmitButton busy={f.busy} busyLabel="Modification…" block={false}>
            Changer le mot de passe
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
