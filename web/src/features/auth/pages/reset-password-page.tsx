import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MSG } from '@shared/messages';
import { resetPasswordSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { NewPasswordFields, SubmitButton } from '@web/components/form-field';
import { PageLoader } from '@web/components/page-loader';
import { Seo } from '@web/lib/seo';
import { resetPassword } from '../api/reset-password';
import { useResetTokenValidity } from '../api/validate-reset-token';
import { AuthLayout } from '../components/auth-layout';
import { mustMatch, useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

const footer = (
  <p>
    <Link to={paths.login.href()}>Retour à la connexion</Link>
  </p>
);

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

  const seo = <Seo profile="login" title="Nouveau mot de passe" />;

  if (validity === 'checking') {
    return (
      <AuthLayout title="Nouveau mot de passe" intro="Vérification du lien…">
        {seo}
        <PageLoader />
      </AuthLayout>
    );
  }

  if (validity === 'invalid' || expired) {
    return (
      <AuthLayout title="Lien invalide" footer={footer}>
        {seo}
        <div className="notice notice-warning" role="alert">
          <p>{MSG.resetTokenInvalid}.</p>
          <p>Un lien ne sert qu'une fois et reste valable une heure. Vous pouvez en demander un nouveau.</p>
        </div>
        <Link to={paths.forgotPassword.href()} className="button button-primary button-block">
          Demander un nouveau lien
        </Link>
      </AuthLayout>
    );
  }

  if (done) {
    return (
      <AuthLayout title="Mot de passe modifié">
        {seo}
        <div className="notice notice-success" role="status">
          <p>{done}</p>
        </div>
        <Link to={paths.login.href()} className="button button-primary button-block">
          Se connecter
        </Link>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Nouveau mot de passe"
      intro="Choisissez un nouveau mot de passe pour votre compte."
      footer={footer}
    >
      {seo}
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form" noValidate onSubmit={submit}>
        <NewPasswordFields
          label="Nouveau mot de passe"
          password={f.field('newPassword')}
          confirm={f.field('confirm')}
        />
        <SubmitButton busy={f.busy} busyLabel="Enregistrement…">
          Enregistrer le mot de passe
        </SubmitButton>
      </form>
    </AuthLayout>
  );
}
