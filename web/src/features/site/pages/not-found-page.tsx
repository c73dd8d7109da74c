import { Link } from 'react-router-dom';
import { uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { paths } from '@web/lib/paths';

const T = uiText('site');

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={T.notFoundTitle} />
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundText}</p>
      <div className="status-actions">
        <Link to={paths.home.href()} className="button button-primary">
          {T.seeDeals}
        </Link>
        <Link to={paths.about.href()} className="button button-ghost">
          {T.discover}
        </Link>
      </div>
    </section>
  );
}
