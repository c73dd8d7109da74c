import { Link } from 'react-router-dom';
import { FOOTER_CITIES } from '@shared/cities';
import { categoryName, cityName } from '@shared/i18n/places';
import { useCategories } from '@web/lib/catalog';
import { uiText } from '@web/lib/i18n';
import { DealList } from './deal-list';
import { paths } from '@web/lib/paths';

const T = uiText('home');

/** Home below the hero: the deal list, then (unfiltered) how it works and quick ways in. */
export function HomeBody({ filtered }: { filtered: boolean }) {
  const { list: categories } = useCategories();
  return (
    <>
      <DealList />
      {!filtered && (
        <>
          <section className="container home-section" aria-labelledby="how-title">
            <h2 id="how-title">{T.howTitle}</h2>
            <ol className="steps">
              {T.steps.map((step, i) => (
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
            <h2 id="browse-title">{T.browseTitle}</h2>
            <div className="browse-grid">
              <div>
                <h3>{T.byCity}</h3>
                <ul className="chips">
                  {FOOTER_CITIES.map((name) => (
                    <li key={name}>
                      <Link className="chip" to={paths.home.href({ city: name })}>
                        {cityName(name)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>{T.byCategory}</h3>
                <ul className="chips">
                  {categories.slice(0, 8).map((name) => (
                    <li key={name}>
                      <Link className="chip" to={paths.home.href({ category: name })}>
                        {categoryName(name)}
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
