import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RESET_TOKEN_TTL_SECONDS } from '@shared/limits';
import { MSG } from '@shared/messages';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { NewPasswordFields, SubmitButton } from '@web/components/form-field';
import { PageLoader } from '@web/components/page-loader';
import { uiText } from '@web/lib/i18n';
import { Seo } from '@web/lib/seo';
import { resetPassword } from '../api/reset-password';
import { useResetTokenValidity } from '../api/validate-reset-token';
import { AuthLayout } from '../components/auth-layout';
import { mustMatch, useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const T = uiText('auth');

function BackToLogin() {
  return (
    <p>
      <Link to={paths.login.href()}>{T.backToLogin}</Link>
    </p>
  );
}

/** New password from the emailed link; the form only opens once the link's token is checked. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const validity = useResetTokenValidity(token);
  const [done, setDone] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const f = useForm(
    resetPasswordSchema,
    { newPassword: '', confirm: '' },
    {
      toInput: (v) => ({ token, newPassword: v.newPassword }),
      check: (v) => mustMatch(v.newPassword, v.confirm),
    },
  );

  const submit = f.onSubmit(async (input) => {
    try {
      setDone(await resetPassword(input.token, input.newPassword));
    } catch (err) {
      // The link was used or expired while the form was open: say so, not just "error".
      if (err instanceof Error && err.message === MSG.resetTokenInvalid) setExpired(true);
      throw err;
    }
  });

  const seo = <Seo profile="login" title={T.resetTitle} />;

  if (validity === 'checking') {
    return (
      <AuthLayout title={T.resetTitle} intro={T.checkingLink}>
        {seo}
        <PageLoader />
      </AuthLayout>
    );
  }

  if (validity === 'invalid' || expired) {
    return (
      <AuthLayout title={T.invalidLink} footer={<BackToLogin />}>
        {seo}
        <div className="notice notice-warning" role="alert">
          <p>{MSG.resetTokenInvalid}.</p>
          <p>{T.resetInvalidHelp(RESET_TOKEN_TTL_SECONDS / 3600)}</p>
        </div>
        <Link to={paths.forgotPassword.href()} className="button button-primary button-block">
          {T.resetAskNew}
        </Link>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title={T.resetDoneTitle}>
        {seo}
        <div className="notice notice-success" role="status">
          <p>{done}</p>
        </div>
        <Link to={paths.login.href()} className="button button-primary button-block">
          {T.signIn}
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={T.resetTitle} intro={T.resetIntro} footer={<BackToLogin />}>
      {seo}
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form" noValidate onSubmit={submit}>
        <NewPasswordFields
          label={T.newPassword}
          password={{ dir: 'ltr', ...f.field('newPassword') }}
          confirm={{ dir: 'ltr', ...f.field('confirm') }}
        />
        <SubmitButton busy={f.busy} busyLabel={T.saving}>
          {T.resetSubmit}
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
