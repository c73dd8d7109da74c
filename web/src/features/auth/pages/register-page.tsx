import { Link, useSearchParams } from 'react-router-dom';
import { USERNAME_MAX, USERNAME_MIN } from '@shared/limits';
import { registerSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, NewPasswordFields, SubmitButton, TextField } from '@web/components/form-field';
import { CityField } from '@web/components/city-field';
import { useCities } from '@web/lib/cities';
import { uiText } from '@web/lib/i18n';
import { Seo } from '@web/lib/seo';
import { signIn } from '@web/lib/session';
import { register } from '../api/register';
import { AuthLayout } from '../components/auth-layout';
import { mustMatch, useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const T = uiText('auth');
const EMPTY = { username: '', email: '', password: '', confirm: '', city: '' };

/**
 * Sign-up: username, email, password twice, city; the session keeps the city of the form. The
 * account's language is the page's (the API reads it from the request's Accept-Language).
 */
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
      title={T.registerTitle}
      intro={T.registerIntro}
      footer={
        <p>
          {T.haveAccount} <Link to={paths.login.href(redirect)}>{T.signIn}</Link>
        </p>
      }
    >
      <Seo profile="register" />
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form" noValidate onSubmit={submit}>
        <TextField
          label={T.username}
          autoComplete="username"
          required
          dir="auto"
          hint={T.usernameHint(USERNAME_MIN, USERNAME_MAX)}
          {...f.field('username')}
        />
        <EmailField dir="ltr" {...f.field('email')} />
        <NewPasswordFields
          password={{ dir: 'ltr', ...f.field('password') }}
          confirm={{ dir: 'ltr', ...f.field('confirm') }}
        />
        <CityField label={T.city} required cities={cities} placeholder={T.cityPlaceholder} {...f.field('city')} />
        <SubmitButton busy={f.busy} busyLabel={T.creatingAccount}>
          {T.createMyAccount}
        </SubmitButton>
        <p className="form-note">
          {T.registerNote(
            <Link key="legal" to={paths.legal.href()}>
              {T.registerNoteLegal}
            </Link>,
          )}
        </p>
      </form>
    </AuthLayout>
  );
}
