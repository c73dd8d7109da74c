import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, PasswordField, SubmitButton } from '@web/components/form-field';
import { clearNotice, peekNotice } from '@web/lib/notice';
import { Seo } from '@web/lib/seo';
import { signIn } from '@web/lib/session';
import { login } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { OAuthButtons } from '../components/oauth-buttons';
import { useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

/** Email and password sign-in; the guests-only guard then sends the member on (redirect or Home). */
export function LoginPage() {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const f = useForm(loginSchema, { email: '', password: '' });
  // Left by "sign out everywhere": shown on this visit only.
  const [notice] = useState(peekNotice);
  useEffect(() => clearNotice(), []);

  const submit = f.onSubmit(async (input) => {
    signIn(await login(input), { refreshProfile: true });
  });

  return (
    <AuthLayout
      title="Connexion"
      intro="Heureux de vous revoir ! Connectez-vous pour partager, voter et commenter."
      footer={
        <p>
          Pas encore de compte ? <Link to={paths.register.href(redirect)}>Créer un compte</Link>
        </p>
      }
    >
      <Seo profile="login" />
      {notice && (
        <p className="notice notice-info" role="status">
          {notice}
        </p>
      )}
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form" noValidate onSubmit={submit}>
        <EmailField {...f.field('email')} />
        <PasswordField label="Mot de passe" autoComplete="current-password" required {...f.field('password')} />
        <p className="form-aside">
          <Link to={paths.forgotPassword.href()}>Mot de passe oublié ?</Link>
        </p>
        <SubmitButton busy={f.busy} busyLabel="Connexion…">
          Se connecter
        </SubmitButton>
      </form>
      <OAuthButtons onError={(message) => f.fail(message)} />
    </AuthLayout>
  );
}
