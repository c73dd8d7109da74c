import { Link } from 'react-router-dom';
import { PageTitle } from '@web/lib/seo';
import { paths } from '@web/lib/paths';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title="Page introuvable" />
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>Page introuvable</h1>
      <p>
        La page que vous cherchez n'existe pas ou a été déplacée. Le bon plan a peut-être expiré, ou le lien contient
        une faute de frappe.
      </p>
      <div className="status-actions">
        <Link to={paths.home.href()} className="button button-primary">
          Voir les bons plans
        </Link>
        <Link to={paths.about.href()} className="button button-ghost">
          Découvrir DzDeals
        </Link>
      </div>
    </section>
  );
}
