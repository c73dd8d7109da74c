import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '../../../shared/messages';
import { PageTitle } from '../lib/seo';

/** Route in place whose screen ships with the next part of the web app. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      {children}
      <p className="notice notice-info">{MSG.notImplemented}.</p>
      <div className="status-actions">
        <Link to="/" className="button button-ghost">
          Retour à l'accueil
        </Link>
      </div>
    </section>
  );
}
