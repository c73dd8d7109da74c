import { Link } from 'react-router-dom';
import { SITE } from '@shared/site';
import { uiText } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { Seo } from '@web/lib/seo';

const T = uiText('site');

// The anchors stay the same in every language: a link to /legal#donnees works in both.
const SECTIONS = ['editeur', 'hebergement', 'donnees', 'moderation', 'responsabilite', 'propriete', 'droit'] as const;

function Mail() {
  return <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>;
}

/** Names written in Latin letters (a company, its services) inside text of another language. */
const latin = (text: string) => (
  <span key={text} lang="en" dir="ltr">
    {text}
  </span>
);

/** Legal notice: publisher, hosting, personal data under law 18-07, moderation, liability (server-rendered in each language). */
export function LegalPage() {
  const L = T.legal;
  const heading = (id: (typeof SECTIONS)[number]) => (
    <h2 id={id}>{`${SECTIONS.indexOf(id) + 1}. ${L.sections[id]}`}</h2>
  );
  return (
    <article className="container page-narrow prose">
      <Seo profile="legal" />
      <h1>{L.title}</h1>
      <nav aria-labelledby="legal-toc" className="toc">
        <h2 id="legal-toc" className="toc-title">
          {L.toc}
        </h2>
        <ol>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{L.sections[id]}</a>
            </li>
          ))}
        </ol>
      </nav>

      {heading('editeur')}
      <p>{L.publisher}</p>
      <p>{L.contact(<Mail key="mail" />)}</p>

      {heading('hebergement')}
      <p>{L.hosting(latin)}</p>

      {heading('donnees')}
      <p>{L.dataIntro}</p>
      <h3>{L.dataProcessedTitle}</h3>
      <ul>
        {L.dataProcessed.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p>{L.passwordNote}</p>
      <h3>{L.purposeTitle}</h3>
      <p>{L.purpose}</p>
      <h3>{L.retentionTitle}</h3>
      <p>{L.retention}</p>
      <h3>{L.recipientsTitle}</h3>
      <p>{L.recipients}</p>
      <h3>{L.storageTitle}</h3>
      <p>{L.storage}</p>
      <h3>{L.rightsTitle}</h3>
      <p>
        {L.rights(
          <Link key="profile" to={paths.profile.href()}>
            {L.profileLink}
          </Link>,
          <Mail key="mail" />,
        )}
      </p>

      {heading('moderation')}
      <p>{L.moderationRules}</p>
      <p>{L.moderationPowers(<Mail key="mail" />)}</p>

      {heading('responsabilite')}
      <p>{L.liability}</p>

      {heading('propriete')}
      <p>{L.property}</p>

      {heading('droit')}
      <p>{L.law(<Mail key="mail" />)}</p>
    </article>
  );
}
