import { Link, useSearchParams } from 'react-router-dom';
import { FOOTER_CITIES } from '../../../../../shared/cities';
import { useCategories } from '../../../lib/catalog';
import { Seo } from '../../../lib/seo';
import { SITE } from '../../../lib/site';
import { useSession } from '../../../lib/session';

const STEPS = [
  {
    title: 'Repérez',
    text: 'Une promo au marché, des soldes en boutique, un code de réduction en ligne : notez la bonne affaire.',
  },
  {
    title: 'Partagez',
    text: "Publiez-la en quelques secondes avec le prix, la ville et le lien de l'offre.",
  },
  {
    title: 'Votez',
    text: 'La communauté vote et commente : les meilleurs bons plans remontent en tête de liste.',
  },
];

/** Home: the introduction and quick ways in; the deal list itself comes with the deals feature. */
export function HomePage() {
  const [params] = useSearchParams();
  const { isAuthenticated } = useSession();
  const { list: categories } = useCategories();
  const q = params.get('q')?.trim() || null;
  const city = params.get('city');
  const category = params.get('category');
  const filtered = !!(q || city || category);

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

      <section className="container home-section" aria-labelledby="how-title">
        <h2 id="how-title">Comment ça marche ?</h2>
        <ol className="steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="step">
              <span className="step-number" aria-hidden="true">
                {i + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="container home-section" aria-labelledby="browse-title">
        <h2 id="browse-title">Explorer les bons plans</h2>
        <div className="browse-grid">
          <div>
            <h3>Par ville</h3>
            <ul className="chips">
              {FOOTER_CITIES.map((name) => (
                <li key={name}>
                  <Link className="chip" to={`/?city=${encodeURIComponent(name)}`}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Par catégorie</h3>
            <ul className="chips">
              {categories.slice(0, 8).map((name) => (
                <li key={name}>
                  <Link className="chip" to={`/?category=${encodeURIComponent(name)}`}>
                    {name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
