import { Link } from 'react-router-dom';
import { FOOTER_CITIES } from '@shared/cities';
import { useCategories } from '@web/lib/catalog';
import { frenchPunctuation } from '@web/lib/format';
import { DealList } from './deal-list';
import { paths } from '@web/lib/paths';

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
    text: "La communauté vote et commente : les bons plans les mieux notés remontent en tête de l'onglet Hot.",
  },
].map((step) => ({ ...step, text: frenchPunctuation(step.text) }));

/** Home below the hero: the deal list, then (unfiltered) how it works and quick ways in. */
export function HomeBody({ filtered }: { filtered: boolean }) {
  const { list: categories } = useCategories();
  return (
    <>
      <DealList />
      {!filtered && (
        <>
          <section className="container home-section" aria-labelledby="how-title">
            <h2 id="how-title">{frenchPunctuation('Comment ça marche ?')}</h2>
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
                      <Link className="chip" to={paths.home.href({ city: name })}>
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
                      <Link className="chip" to={paths.home.href({ category: name })}>
                        {name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </section>
        </>
      )}
    </>
  );
}
