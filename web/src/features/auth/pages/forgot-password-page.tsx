import { useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPasswordSchema } from '@shared/schemas/auth';
import { ErrorAlert } from '@web/components/error-alert';
import { EmailField, SubmitButton } from '@web/components/form-field';
import { Seo } from '@web/lib/seo';
import { requestPasswordReset } from '../api/request-password-reset';
import { AuthLayout } from '../components/auth-layout';
import { useForm } from '@web/lib/use-form';
import { paths } from '@web/lib/paths';

/** Asks for a reset link; the answer is the same whether an account exists or not. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const f = useForm(forgotPasswordSchema, { email: '' });

  const submit = f.onSubmit(async ({ email }) => {
    setSent(await requestPasswordReset(email));
  });

  return (
    <AuthLayout
      title="Mot de passe oublié"
      intro={
        sent
          ? undefined
          : "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe."
      }
      footer={
        <p>
          <Link to={paths.login.href()}>Retour à la connexion</Link>
        </p>
      }
    >
      <Seo profile="login" title="Mot de passe oublié" />
      {sent ? (
        <div className="notice notice-success" role="status">
          <p>{sent}</p>
          <p>Pensez à vérifier vos courriers indésirables. Le lien est valable une heure.</p>
        </div>
      ) : (
        <>
          <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
          <form ref={f.form} className="form" noValidate onSubmit={submit}>
            <EmailField {...f.field('email')} />
            <SubmitButton busy={f.busy} busyLabel="Envoi…">
              Recevoir le lien
            </SubmitButton>
          </form>
        </>
      )}
    </AuthLayout>
  );
}
