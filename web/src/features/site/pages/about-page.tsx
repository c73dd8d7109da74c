import { Link } from 'react-router-dom';
import { EXPIRY_FLAGS_TO_EXPIRE, REPORTS_TO_HIDE } from '@shared/limits';
import { SITE } from '@shared/site';
import { pageLanguage, uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { Seo } from '@web/lib/seo';
import { siteOrigin } from '@web/lib/site-origin';

const T = uiText('site');

/** A social network's link, opened in a new tab. */
function Social({ network }: { network: keyof typeof SITE.social }) {
  return (
    <a href={SITE.social[network]} target="_blank" rel="noopener noreferrer">
      {T.social[network]}
    </a>
  );
}

/** About: what DzDeals is, who runs it, how it works, the community rules, contact (server-rendered in each language). */
export function AboutPage() {
  const A = T.about;
  return (
    <article className="container page-narrow prose">
      <Seo
        profile="about"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: A.title,
          inLanguage: pageLanguage().region,
          about: {
            '@type': 'Organization',
            name: SITE.name,
            url: `${siteOrigin()}/`,
            email: SITE.contactEmail,
            areaServed: { '@type': 'Country', name: A.country },
            sameAs: Object.values(SITE.social),
          },
        }}
      />
      <h1>{A.title}</h1>
      <p className="lead">{A.lead}</p>

      <h2>{A.missionTitle}</h2>
      <p>{A.mission}</p>

      <h2>{A.howTitle}</h2>
      <ul>
        {A.how.map(({ lead, rest }) => (
          <li key={lead}>
            <strong>{lead}</strong>
            {rest}
          </li>
        ))}
      </ul>

      <h2>{A.whoTitle}</h2>
      <p>{A.who}</p>

      <h2>{A.rulesTitle}</h2>
      <ul>
        {A.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        {A.moderation(
          REPORTS_TO_HIDE,
          EXPIRY_FLAGS_TO_EXPIRE,
          <Link key="legal" to={paths.legal.href()}>
            {A.legalLink}
          </Link>,
        )}
      </p>

      <h2>{A.contactTitle}</h2>
      <p>
        {A.contact(
          <a key="mail" href={`mailto:${SITE.contactEmail}`}>
            {SITE.contactEmail}
          </a>,
          <Social key="facebook" network="facebook" />,
          <Social key="instagram" network="instagram" />,
          <Social key="tiktok" network="tiktok" />,
        )}
      </p>
    </article>
  );
}
