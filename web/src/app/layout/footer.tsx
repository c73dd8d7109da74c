import { Link } from 'react-router-dom';
import { FOOTER_CATEGORY_FALLBACK } from '@shared/categories';
import { FOOTER_CITIES } from '@shared/cities';
import { categoryName, cityName } from '@shared/i18n/places';
import { useCategories } from '@web/lib/catalog';
import { UI } from '@web/lib/i18n';
import { SITE } from '@shared/site';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { paths } from '@web/lib/paths';

const FOOTER_CATEGORY_COUNT = 5;

const NETWORKS = [
  { network: 'facebook', label: 'Facebook' },
  { network: 'instagram', label: 'Instagram' },
  { network: 'tiktok', label: 'TikTok' },
] as const;

/** Tagline, navigation, up to 5 categories (API, else the fixed list), the 5 cities, legal links. */
export function Footer() {
  const { list, loaded } = useCategories();
  const categories = loaded ? list.slice(0, FOOTER_CATEGORY_COUNT) : FOOTER_CATEGORY_FALLBACK;

  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Logo className="logo logo-footer" />
          <p className="footer-tagline">{UI.tagline}</p>
          <ul className="footer-social" aria-label={UI.footerSocial}>
            {NETWORKS.map(({ network, label }) => (
              <li key={network}>
                <a href={SITE.social[network]} target="_blank" rel="noopener noreferrer">
                  <span lang="en">{label}</span>
                  <span className="visually-hidden"> {UI.newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-nav-title">
          <h2 id="footer-nav-title">{UI.footerNav}</h2>
          <ul>
            <li>
              <Link to={paths.home.href()}>{UI.home}</Link>
            </li>
            <li>
              <Link to={paths.dealCreate.href()}>{UI.shareDeal}</Link>
            </li>
            <li>
              <Link to={paths.about.href()}>{UI.about}</Link>
            </li>
            <li>
              <a href={`mailto:${SITE.contactEmail}`}>{UI.contact}</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-categories-title">
          <h2 id="footer-categories-title">{UI.footerCategories}</h2>
          <ul>
            {categories.map((category) => (
              <li key={category}>
                <Link to={paths.home.href({ category })}>{categoryName(category)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-cities-title">
          <h2 id="footer-cities-title">{UI.footerCities}</h2>
          <ul>
            {FOOTER_CITIES.map((city) => (
              <li key={city}>
                <Link to={paths.home.href({ city })}>{cityName(city)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container">
        <div className="footer-bottom">
          <p>{UI.rights(new Date().getFullYear())}</p>
          <ul>
            <li>
              <Link to={paths.legal.href()}>{UI.legal}</Link>
            </li>
            <li>
              <Link to={paths.siteMap.href()}>{UI.sitemap}</Link>
            </li>
            <LanguageSwitch className="language-switch" item />
          </ul>
        </div>
      </div>
    </footer>
  );
}
