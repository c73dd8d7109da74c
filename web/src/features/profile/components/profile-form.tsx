import type { User } from '../../../../../shared/api-types';
import { FIELD_MSG } from '../../../../../shared/messages';
import { profileSchema, type ProfileInput } from '../../../../../shared/schemas/auth';
import { ErrorAlert } from '../../../components/error-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { useCities } from '../../../lib/cities';
import { updateSessionUser } from '../../../lib/session';
import { useForm } from '../../../lib/use-form';
import { updateProfile } from '../api/update-profile';

interface Props {
  user: User;
  /** Kept by the page, so the confirmation outlives the form starting again with the new profile. */
  saved: boolean;
  setSaved: (saved: boolean) => void;
}

/** Username, email and city; only what changed is sent. */
export function ProfileForm({ user, saved, setSaved }: Props) {
  const { list: cities } = useCities();
  const initial = { username: user.username, email: user.email, city: user.city };
  const changed = (v: typeof initial) => {
    const input: ProfileInput = {};
    if (v.username.trim() !== user.username) input.username = v.username;
    if (v.email.trim().toLowerCase() !== user.email.toLowerCase()) input.email = v.email;
    if (v.city !== user.city) input.city = v.city as ProfileInput['city'];
    return input;
  };
  const f = useForm(profileSchema, initial, { toInput: changed });

  const submit = f.onSubmit(async (input) => {
    updateSessionUser(await updateProfile(input as ProfileInput));
    setSaved(true);
  });

  return (
    <section className="profile-card" aria-labelledby="profile-form-title">
      <h2 id="profile-form-title">Mes informations</h2>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      {saved && (
        <p className="notice notice-success" role="status">
          Profil mis à jour.
        </p>
      )}
      <form
        ref={f.form}
        className="form"
        noValidate
        onChange={() => setSaved(false)}
        onSubmit={(event) => {
          if (Object.keys(changed(f.values)).length === 0) {
            event.preventDefault();
            setSaved(false);
            f.fail(FIELD_MSG.profileEmpty);
            return;
          }
          void submit(event);
        }}
      >
        <TextField
          label="Nom d'utilisateur"
          autoComplete="username"
          required
          hint="Entre 3 et 30 caractères : lettres, chiffres, points, tirets ou soulignés."
          {...f.field('username')}
        />
        <TextField label="Adresse email" type="email" autoComplete="email" required {...f.field('email')} />
        <SelectField label="Ville" options={cities} placeholder="Choisissez votre wilaya" {...f.field('city')} />
        <div>
          <button type="submit" className="button button-primary" disabled={f.busy}>
            {f.busy ? 'Enregistrement…' : 'Enregistrer'}
          </button>
        </div>
      </form>
    </section>
  );
}
