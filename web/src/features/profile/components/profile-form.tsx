import type { FieldErrors, User } from '@shared/api-types';
import { USERNAME_MAX, USERNAME_MIN } from '@shared/limits';
import { FIELD_MSG } from '@shared/messages';
import { isReservedUsername } from '@shared/reserved-usernames';
import { profileSchema, type ProfileInput } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { PasswordField, TextField } from '@web/components/form-field';
import { CityField } from '@web/components/city-field';
import { useCities } from '@web/lib/cities';
import { uiText } from '@web/lib/i18n';
import { updateSessionUser } from '@web/lib/session';
import { useForm } from '@web/lib/use-form';
import { updateProfile } from '../api/update-profile';

const T = uiText('profile');

interface Props {
  user: User;
  /** Kept by the page, so the confirmation outlives the form starting again with the new profile. */
  saved: string | null;
  setSaved: (saved: string | null) => void;
}

/**
 * Username, email and city; only what changed is sent. A new email for an account with a
 * password also asks for that password (the server requires it); without a password, the server
 * mails a confirmation link to the current address and the email waits for it (its word says so).
 */
export function ProfileForm({ user, saved, setSaved }: Props) {
  const { list: cities } = useCities();
  const initial = { username: user.username, email: user.email, city: user.city, currentPassword: '' };
  // A profile stored before the field existed is refreshed at start-up; meanwhile assume a password.
  const hasPassword = user.hasPassword !== false;
  const emailChanged = (email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();
  const changed = (v: typeof initial) => {
    const input: ProfileInput = {};
    if (v.username.trim() !== user.username) input.username = v.username;
    if (emailChanged(v.email)) {
      input.email = v.email;
      if (hasPassword) input.currentPassword = v.currentPassword;
    }
    if (v.city !== user.city) input.city = v.city as ProfileInput['city'];
    return input;
  };
  const f = useForm(profileSchema, initial, {
    toInput: changed,
    check: (v): FieldErrors => ({
      // A new name only: a member who holds a reserved one from before keeps it.
      ...(v.username.trim() !== user.username && isReservedUsername(v.username.trim())
        ? { username: FIELD_MSG.usernameReserved }
        : {}),
      ...(hasPassword && emailChanged(v.email) && !v.currentPassword
        ? { currentPassword: FIELD_MSG.currentPasswordForEmail }
        : {}),
    }),
  });
  const askPassword = hasPassword && emailChanged(f.values.email);

  const submit = f.onSubmit(async (input) => {
    const { user: updated, message } = await updateProfile(input as ProfileInput);
    updateSessionUser(updated);
    // Saved, or waiting for the mailed link: either way the form shows the address as it is now.
    f.setValues((v) => ({ ...v, email: updated.email, currentPassword: '' }));
    setSaved(message);
  });

  return (
    <section className="profile-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">{T.detailsTitle}</h2>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      {saved && (
        <p className="notice notice-success" role="status">
          {saved}
        </p>
      )}
      <form
        ref={f.form}
        className="form"
        noValidate
        onChange={() => setSaved(null)}
        onSubmit={(event) => {
          if (Object.keys(changed(f.values)).length === 0) {
            event.preventDefault();
            setSaved(null);
            f.fail(FIELD_MSG.profileEmpty);
            return;
          }
          void submit(event);
        }}
      >
        <TextField
          label={T.username}
          autoComplete="username"
          required
          dir="auto"
          hint={T.usernameHint(USERNAME_MIN, USERNAME_MAX)}
          {...f.field('username')}
        />
        <TextField
          label={T.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          dir="ltr"
          {...f.field('email')}
        />
        {!hasPassword && emailChanged(f.values.email) && <p className="muted">{T.emailChangeByLink}</p>}
        {askPassword && (
          <PasswordField
            label={T.currentPassword}
            autoComplete="current-password"
            required
            dir="ltr"
            hint={T.currentPasswordHint}
            {...f.field('currentPassword')}
          />
        )}
        <CityField label={T.city} cities={cities} placeholder={T.cityPlaceholder} {...f.field('city')} />
        <div>
          <button type="submit" className="button button-primary" disabled={f.busy}>
            {f.busy ? T.saving : T.save}
          </button>
        </div>
      </form>
    </section>
  );
}
