import { Link } from 'react-router-dom';
import { Seo } from '@web/lib/seo';
import { EXPIRY_FLAGS_TO_EXPIRE, REPORTS_TO_HIDE } from '@shared/limits';
import { SITE } from '@shared/site';
import { paths } from '@web/lib/paths';
import { siteOrigin } from '@web/lib/site-origin';

/** About: what DzDeals is, who runs it, how it works, the community rules, contact. */
export function AboutPage() {
  return (
    <article className="container page-narrow prose">
      <Seo
        profile="about"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'AboutPage',
          name: 'À propos de DzDeals',
          inLanguage: 'fr-DZ',
          about: {
            '@type': 'Organization',
            name: SITE.name,
            url: `${siteOrigin()}/`,
            email: SITE.contactEmail,
            areaServed: { '@type': 'Country', name: 'Algérie' },
            sameAs: Object.values(SITE.social),
          },
        }}
      />
      <h1>À propos de DzDeals</h1>
      <p className="lead">
        DzDeals est un site communautaire et gratuit où chacun partage les bons plans qu'il repère en Algérie :
        promotions en magasin, soldes, réductions en ligne, codes promo, menus à prix doux ou voyages moins chers, dans
        les 58 wilayas.
      </p>

      <h2>Notre mission</h2>
      <p>
        Les bonnes affaires existent partout, mais elles circulent mal : une affiche à l'entrée d'une supérette, un
        message dans un groupe, une promotion qui disparaît en deux jours. DzDeals les rassemble au même endroit, avec
        le prix en dinars, la ville et le lien de l'offre, pour que tout le monde puisse en profiter avant qu'elles ne
        s'arrêtent.
      </p>

      <h2>Comment ça fonctionne</h2>
      <ul>
        <li>
          <strong>Tout le monde peut consulter</strong> les bons plans, les rechercher et les filtrer par ville ou par
          catégorie, sans compte.
        </li>
        <li>
          <strong>Les membres inscrits</strong> publient des bons plans, votent pour ou contre ceux des autres et les
          commentent pour signaler une rupture de stock, une date de fin ou une meilleure offre.
        </li>
        <li>
          <strong>Les votes décident</strong> : un bon plan apprécié gagne en visibilité, un bon plan trompeur ou expiré
          est vite repéré.
        </li>
      </ul>

      <h2>Qui sommes-nous ?</h2>
      <p>
        DzDeals est animé par une petite équipe indépendante, attachée à une idée simple : mieux dépenser en
        s'entraidant. Les bons plans sont publiés par les membres, pas par les marchands. Un membre qui a un lien avec
        le commerce dont il parle (employé, gérant, partenaire) doit l'indiquer dans sa publication.
      </p>

      <h2>Les règles de la communauté</h2>
      <ul>
        <li>Partagez des offres réelles et vérifiables, avec un prix exact en dinars et une ville précise.</li>
        <li>Pas de contrefaçon, de produit illégal, de contenu choquant ni de publicité déguisée.</li>
        <li>Restez courtois dans les commentaires : on critique une offre, jamais une personne.</li>
        <li>
          Un bon plan expiré ? Utilisez « Signaler comme expiré ». Trompeur, offensant ou du spam ? Le bouton « Signaler
          », sur chaque bon plan et chaque commentaire, prévient la modération.
        </li>
      </ul>
      <p>
        L'équipe de modération peut masquer ou retirer tout contenu qui ne respecte pas ces règles, et suspendre un
        compte. Un contenu signalé par {REPORTS_TO_HIDE} membres de confiance (adresse email vérifiée, compte de
        quelques jours, réputation gagnée sur le site) est masqué aussitôt, en attendant qu'elle l'examine ; un bon plan
        signalé expiré par {EXPIRY_FLAGS_TO_EXPIRE} d'entre eux est marqué expiré. Les autres signalements sont lus par
        la modération. Le détail figure dans les <Link to={paths.legal.href()}>mentions légales</Link>.
      </p>

      <h2>Nous contacter</h2>
      <p>
        Une question, une suggestion ou un contenu à signaler ? Écrivez-nous à{' '}
        <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>. Vous pouvez aussi nous suivre sur{' '}
        <a href={SITE.social.facebook} target="_blank" rel="noopener noreferrer">
          Facebook
        </a>
        ,{' '}
        <a href={SITE.social.instagram} target="_blank" rel="noopener noreferrer">
          Instagram
        </a>{' '}
        et{' '}
        <a href={SITE.social.tiktok} target="_blank" rel="noopener noreferrer">
          TikTok
        </a>
        .
      </p>
    </article>
  );
}
