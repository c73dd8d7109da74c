import { Link } from 'react-router-dom';
import useSWR from 'swr';
import { categoryName, cityName } from '@shared/i18n/places';
import { useCategories } from '@web/lib/catalog';
import { useCities } from '@web/lib/cities';
import { listPageKey, readListPage } from '@web/lib/deals/api';
import { UI, uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { Seo } from '@web/lib/seo';

const T = uiText('site');

/** How many of the newest deals the site map links to. */
const RECENT_DEALS = 20;

/**
 * The site map for people ("Plan du site" in the footer), in each language: the sections, every
 * wilaya and category, the newest deals. /sitemap.xml stays the one for crawlers.
 */
export function SiteMapPage() {
  const S = T.siteMap;
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  const recentKey = listPageKey({}, 0, RECENT_DEALS);
  const recent = useSWR(recentKey, readListPage);
  const sections = [
    { to: paths.home.href(), label: UI.home },
    { to: `${paths.home.href()}?sort=hot`, label: S.hot },
    { to: paths.dealCreate.href(), label: UI.shareDeal },
    { to: paths.about.href(), label: UI.about },
    { to: paths.legal.href(), label: UI.legal },
    { to: paths.login.href(), label: S.login },
    { to: paths.register.href(), label: S.register },
  ];
  return (
    <article className="container page-narrow prose site-map">
      <Seo profile="siteMap" />
      <h1>{S.title}</h1>
      <p className="lead">{S.lead}</p>

      <h2>{S.sections}</h2>
      <ul>
        {sections.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>

      <h2>{S.cities}</h2>
      <ul className="site-map-columns">
        {cities.map((city) => (
          <li key={city}>
            <Link to={paths.home.href({ city })}>{cityName(city)}</Link>
          </li>
        ))}
      </ul>

      <h2>{S.categories}</h2>
      <ul className="site-map-columns">
        {categories.map((category) => (
          <li key={category}>
            <Link to={paths.home.href({ category })}>{categoryName(category)}</Link>
          </li>
        ))}
      </ul>

      <h2>{S.recent}</h2>
      {recent.error ? (
        <p role="alert">{S.recentFailed}</p>
      ) : recent.data && !recent.data.content.length ? (
        <p>{S.recentEmpty}</p>
      ) : (
        <ul aria-busy={!recent.data}>
          {recent.data?.content.map((deal) => (
            <li key={deal.id}>
              <Link to={paths.deal.href(deal.id)} dir="auto">
                {deal.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
