import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { UI } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { PageTitle } from '@web/lib/seo';

/** A page's 404: its title (kept out of search engines), what is missing, the way back to the deals, and `more` links. */
export function NotFoundStatus(props: { title: string; text: string; seeDeals: string; more?: ReactNode }) {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={props.title} />
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{props.title}</h1>
      <p>{props.text}</p>
      <div className="status-actions">
        <Link to={paths.home.href()} className="button button-primary">
          {props.seeDeals}
        </Link>
        {props.more}
      </div>
    </section>
  );
}

/** A page whose data could not be read: what failed, and a button to read it again. */
export function UnavailableStatus(props: {
  pageTitle: string;
  heading: string;
  message: string;
  onReload: () => void;
}) {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={props.pageTitle} />
      <h1>{props.heading}</h1>
      <p className="alert alert-error" role="alert">
        {props.message}
      </p>
      <button type="button" className="button button-primary" onClick={props.onReload}>
        {UI.reload}
      </button>
    </section>
  );
}
