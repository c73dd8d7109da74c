import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageLoader } from '@web/components/page-loader';
import { uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import type { LinkOutcome } from '../api/use-link-token';
import { AuthLayout } from './auth-layout';
import { paths } from '@web/lib/paths';

interface Props {
  /** The page's title, shown while the link is checked. */
  title: string;
  /** `useLinkToken`'s answer: null while awaited. */
  result: LinkOutcome | null;
  retry: () => void;
  /** Title and next step once the link did its work. */
  doneTitle: string;
  done: ReactNode;
  /** Title when the server could not answer (the link may still work: "Réessayer"). */
  retryTitle: string;
  /** More on an invalid link: inside the warning, and below it. */
  invalidNote?: ReactNode;
  invalidHelp?: ReactNode;
}

const T = uiText('auth');

function HomeLink() {
  return (
    <p>
      <Link to={paths.home.href()}>{T.backHome}</Link>
    </p>
  );
}

/**
 * The landing of a mailed link (an email verification, an email change): the check under way,
 * then what happened, with a retry when the server could not answer. Never indexed.
 */
export function LinkLanding({ title, result, retry, doneTitle, done, retryTitle, invalidNote, invalidHelp }: Props) {
  const seo = (
    <>
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
    </>
  );

  if (!result) {
    return (
      <AuthLayout title={title} intro={T.checkingLink}>
        {seo}
        <PageLoader />
      </AuthLayout>
    );
  }
  if (result.ok) {
    return (
      <AuthLayout title={doneTitle}>
        {seo}
        <div className="notice notice-success" role="status">
          <p>{result.message}</p>
        </div>
        {done}
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={result.retry ? retryTitle : T.invalidLink} footer={<HomeLink />}>
      {seo}
      <div className="notice notice-warning" role="alert">
        <p>{result.message}</p>
        {!result.retry && invalidNote}
      </div>
      {result.retry ? (
        <button type="button" className="button button-primary button-block" onClick={retry}>
          {T.retry}
        </button>
      ) : (
        invalidHelp
      )}
    </AuthLayout>
  );
}
