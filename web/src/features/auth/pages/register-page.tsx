import { Link, useSearchParams } from 'react-router-dom';
import { registerSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, NewPasswordFields, SelectField, SubmitButton, TextField } from '@web/components/form-field';
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
        <EmailField {...f.field('email')} />
        <NewPasswordFields password={f.field('password')} confirm={f.field('confirm')} />
        <SelectField
          label="Ville"
          required
          options={cities}
          placeholder="Choisissez votre wilaya"
          {...f.field('city')}
        />
        <SubmitButton busy={f.busy} busyLabel="Création du compte…">
          Créer mon compte
        </SubmitButton>
        <p className="form-note">
          En créant un compte, vous acceptez les règles décrites dans les{' '}
          <Link to={paths.legal.href()}>mentions légales</Link>.
        </p>
      </form>
    </AuthLayout>
  );
}
