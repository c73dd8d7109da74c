import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { loginSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, PasswordField, SubmitButton } from '@web/components/form-field';
import { uiText } from '@web/lib/i18n';
import { clearNotice, peekNotice } from '@web/lib/notice';
import { Seo } from '@web/lib/seo';
import { signIn } from '@web/lib/session';
import { login } from '../api/login';
import { AuthLayout } from '../components/auth-layout';
import { OAuthButtons } from '../components/oauth-buttons';
import { useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const T = uiText('auth');

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
      title={T.loginTitle}
      intro={T.loginIntro}
      footer={
        <p>
          {T.noAccount} <Link to={paths.register.href(redirect)}>{T.createAccount}</Link>
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
        <EmailField dir="ltr" {...f.field('email')} />
        <PasswordField label={T.password} autoComplete="current-password" required dir="ltr" {...f.field('password')} />
        <p className="form-aside">
          <Link to={paths.forgotPassword.href()}>{T.forgotPasswordLink}</Link>
        </p>
        <SubmitButton busy={f.busy} busyLabel={T.signingIn}>
          {T.signIn}
        </SubmitButton>
      </form>
      <OAuthButtons onError={(message) => f.fail(message)} />
    </AuthLayout>
  );
}
