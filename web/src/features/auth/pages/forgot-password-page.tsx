import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESET_TOKEN_TTL_SECONDS } from '@shared/limits';
import { forgotPasswordSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, SubmitButton } from '@web/components/form-field';
import { uiText } from '@web/lib/i18n';
import { Seo } from '@web/lib/seo';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const T = uiText('auth');

/** Asks for a reset link; the answer is the same whether an account exists or not. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const f = useForm(forgotPasswordSchema, { email: '' });

  const submit = f.onSubmit(async ({ email }) => {
    setSent(await requestPasswordReset(email));
  });

  return (
    <AuthLayout
      title={T.forgotTitle}
      intro={sent ? undefined : T.forgotIntro}
      footer={
        <p>
          <Link to={paths.login.href()}>{T.backToLogin}</Link>
        </p>
      }
    >
      <Seo profile="login" title={T.forgotTitle} />
      {sent ? (
        <div className="notice notice-success" role="status">
          <p>{sent}</p>
          <p>{T.forgotSentHelp(RESET_TOKEN_TTL_SECONDS / 3600)}</p>
        </div>
      ) : (
        <>
          <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
          <form ref={f.form} className="form" noValidate onSubmit={submit}>
            <EmailField dir="ltr" {...f.field('email')} />
            <SubmitButton busy={f.busy} busyLabel={T.sending}>
              {T.forgotSubmit}
            </SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
