import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_MIN } from '@shared/limits';
import { registerSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { PasswordField, SelectField, TextField } from '@web/components/form-field';
import { useCities } from '@web/lib/cities';
import { Seo } from '@web/lib/seo';
import { signIn } from '@web/lib/session';
import { register } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { mustMatch, useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const EMPTY = { username: '', email: '', password: '', confirm: '', city: '' };

/** Sign-up: username, email, password twice, city; the session keeps the city of the form. */
export function RegisterPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const { list: cities } = useCities();
  const f = useForm(registerSchema, EMPTY, {
    toInput: ({ confirm: _confirm, ...input }) => input,
    check: (v) => mustMatch(v.password, v.confirm),
  });

  const submit = f.onSubmit(async (input) => {
    // A new account has a password and an email still to confirm.
    signIn(await register(input), { city: input.city, emailVerified: false, hasPassword: true });
  });

  return (
    <AuthLayout
      title="Créer un compte"
      intro="Rejoignez la communauté et partagez les bons plans de votre ville. C'est gratuit."
      footer={
        <p>
          Déjà inscrit ? <Link to={paths.login.href(redirect)}>Se connecter</Link>
        </p>
      }
    >
      <Seo profile="register" />
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form" noValidate onSubmit={submit}>
        <TextField
          label="Nom d'utilisateur"
          autoComplete="username"
          required
          hint="Entre 3 et 30 caractères : lettres, chiffres, points, tirets ou soulignés."
          {...f.field('username')}
        />
        <TextField
          label="Adresse email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...f.field('email')}
        />
        <PasswordField
          label="Mot de passe"
          autoComplete="new-password"
          required
          hint={`Au moins ${PASSWORD_MIN} caractères.`}
          {...f.field('password')}
        />
        <PasswordField label="Confirmer le mot de passe" autoComplete="new-password" required {...f.field('confirm')} />
        <SelectField
          label="Ville"
          required
          options={cities}
          placeholder="Choisissez votre wilaya"
          {...f.field('city')}
        />
        <button type="submit" className="button button-primary button-block" disabled={f.busy}>
          {f.busy ? 'Création du compte…' : 'Créer mon compte'}
        </button>
        <p className="form-note">
          En créant un compte, vous acceptez les règles décrites dans les{' '}
          <Link to={paths.legal.href()}>mentions légales</Link>.
        </p>
      </form>
    </AuthLayout>
  );
}
