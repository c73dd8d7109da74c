import { lazy, Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { frenchPunctuation } from '@web/lib/format';
import { Seo } from '@web/lib/seo';
import { SITE } from '@shared/site';
import { useSession } from '@web/lib/session';
import { parseHomeQuery } from '@shared/home-query';
import { HOME_QUERY_MSG } from '@shared/client-messages';
import { PageTitle } from '@web/lib/seo';
import { pathInLanguage } from '@shared/i18n/languages';
import { DealsHeading } from '../components/deals-heading';
import { homeQueryOf, hrefOf, isFiltered, type HomeQuery } from '../components/home-query';
import { currentLanguage, pageLanguage, uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { siteOrigin } from '@web/lib/site-origin';

const T = uiText('home');

// The list and what follows it come in their own chunk: the server renders them in the page, and
// the page's chunks are preloaded with it (functions/site/render-page.ts).
const HomeBody = lazy(() => import('../components/home-body').then((m) => ({ default: m.HomeBody })));

/** Stands in for the list while its code loads: the same heading, toolbar and card frames. */
function ListPlaceholder({ query }: { query: HomeQuery }) {
  return (
    <section className="container deals-section" aria-labelledby="deals-title" aria-busy="true">
      <div className="deals-head">
        <h1 id="deals-title">
          <DealsHeading query={query} />
        </h1>
      </div>
      <div className="deals-toolbar deals-toolbar-placeholder" />
      <p role="status" className="visually-hidden">
        {T.loadingDeals}
      </p>
      <ul className="deal-grid" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <li key={i}>
            <div className="deal-card skeleton-card skeleton" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A query Home cannot show (`?city=Paris`, `?sort=top`): its 404 or 400 page, as the server answers it. */
function QueryRefused({ status, message }: { status: 400 | 404; message: string }) {
  const title = status === 404 ? HOME_QUERY_MSG.notFoundTitle : HOME_QUERY_MSG.invalidTitle;
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={title} />
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        {status}
      </p>
      <h1>{title}</h1>
      <p>{frenchPunctuation(message)}</p>
      <div className="status-actions">
        <Link to={paths.home.href()} className="button button-primary">
          {HOME_QUERY_MSG.backHome}
        </Link>
      </div>
    </section>
  );
}

/**
 * Home: for guests a one-line introduction, then the deal list (its heading, tabs and filters
 * first, so deals fill the first screen), then, unfiltered, how it works and quick ways in.
 */
export function HomePage() {
  const [params] = useSearchParams();
  // A member (or a stored token being checked) does not need the introduction.
  const { token } = useSession();
  const query = homeQueryOf(params);
  const q = query.search || null;
  const filtered = isFiltered(query);
  const parsed = parseHomeQuery(params);
  if (!parsed.ok) return <QueryRefused status={parsed.status} message={parsed.message} />;
  // Home in the page's language: its address, and the search it offers, are that language's.
  const home = `${siteOrigin()}${pathInLanguage(paths.home.href(), currentLanguage())}`;

  return (
    <>
      <Seo
        profile={q ? 'search' : 'home'}
        title={q ? T.searchTitle(q) : undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE.name,
          url: home,
          inLanguage: pageLanguage().region,
          description: SITE.tagline,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${home.replace(/\/?$/, '/')}?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      {!filtered && !token && (
        <div className="hero">
          <div className="container hero-inner">
            <p className="hero-pitch">
              {T.heroPitchStart} <Link to={hrefOf({ ...query, sort: 'hot' })}>{T.heroHot}</Link>
              {T.heroPitchEnd}
            </p>
            <div className="hero-actions">
              <Link to={paths.dealCreate.href()} className="button button-accent">
                {T.shareDeal}
              </Link>
              <Link to={paths.register.href()} className="button button-on-dark">
                {T.createAccount}
              </Link>
            </div>
          </div>
        </div>
      )}

      <Suspense fallback={<ListPlaceholder query={query} />}>
        <HomeBody filtered={filtered} />
      </Suspense>
    </>
  );
}
