import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Seo } from '@web/lib/seo';
import { SITE } from '@web/lib/site';
import { useSession } from '@web/lib/session';

// The list and what follows it come in their own chunk, asked for once the hero is painted: the
// first bundle keeps to the shell, the hero and the placeholder, and the hero paints sooner.
const HomeBody = lazy(() => import('../components/home-body').then((m) => ({ default: m.HomeBody })));

/** True from the frame after the first paint. */
function usePainted() {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** Stands in for the list while its code loads: the same head, filter bar and card frames. */
function ListPlaceholder() {
  return (
    <section className="container deals-section" aria-busy="true">
      <div className="deals-head">
        <p className="h2-placeholder" />
      </div>
      <div className="deal-filters" />
      <p role="status" className="visually-hidden">
        Chargement des bons plans…
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

/** Home: the introduction (unfiltered) or what is filtered, the deal list, then quick ways in. */
export function HomePage() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useSession();
  const q = params.get('q')?.trim() || null;
  const city = params.get('city');
  const category = params.get('category');
  const filtered = !!(q || city || category);
  const painted = usePainted();

  return (
    <>
      <Seo
        profile={q ? 'search' : 'home'}
        title={q ? `Recherche « ${q} »` : undefined}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE.name,
          url: `${window.location.origin}/`,
          inLanguage: 'fr-DZ',
          description: SITE.tagline,
          potentialAction: {
            '@type': 'SearchAction',
            target: { '@type': 'EntryPoint', urlTemplate: `${window.location.origin}/?q={search_term_string}` },
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      {!filtered && (
        <section className="hero">
          <div className="container hero-inner">
            <div>
              <p className="hero-kicker">Communauté algérienne des bons plans</p>
              <h1>Les meilleurs bons plans d'Algérie, partagés par ceux qui les trouvent</h1>
              <p className="hero-lead">
                Promotions, réductions et codes promo repérés à Alger, Oran, Constantine et dans toutes les wilayas,
                commentés et votés par la communauté.
              </p>
              <div className="hero-actions">
                <Link to="/deals/create" className="button button-accent button-large">
                  Partager un bon plan
                </Link>
                {!isAuthenticated && (
                  <Link to="/register" className="button button-on-dark button-large">
                    Créer un compte gratuit
                  </Link>
                )}
              </div>
            </div>
            <ul className="hero-points">
              <li>
                <strong>Gratuit</strong> et sans publicité
              </li>
              <li>
                <strong>58 wilayas</strong>, d'Adrar à El Meniaa
              </li>
              <li>
                <strong>Classés par vos votes</strong>, pas par les marchands
              </li>
            </ul>
          </div>
        </section>
      )}

      {filtered && (
        <section className="container filter-summary" aria-live="polite">
          <h1>
            {q ? `Résultats pour « ${q} »` : 'Bons plans filtrés'}
            {city && <span className="chip chip-static">Ville : {city}</span>}
            {category && <span className="chip chip-static">Catégorie : {category}</span>}
          </h1>
          <Link to="/" className="text-link">
            Effacer les filtres
          </Link>
        </section>
      )}

      {painted ? (
        <Suspense fallback={<ListPlaceholder />}>
          <HomeBody filtered={filtered} />
        </Suspense>
      ) : (
        <ListPlaceholder />
      )}
    </>
  );
}
