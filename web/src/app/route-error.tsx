import { Link, useRouteError } from 'react-router-dom';
import { UI } from '../lib/i18n';
import { PageTitle } from '../lib/seo';
import { paths } from '../lib/paths';

/** Shown inside the layout when a page fails to load or render (e.g. a chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('route error', error);
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={UI.routeError} />
      <h1>{UI.routeError}</h1>
      <p>{UI.routeErrorHelp}</p>
      <div className="status-actions">
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {UI.reload}
        </button>
        <Link to={paths.home.href()} className="button button-ghost">
          {UI.backHome}
        </Link>
      </div>
    </section>
  );
}
