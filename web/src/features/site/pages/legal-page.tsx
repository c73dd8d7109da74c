import { Link } from 'react-router-dom';
import { Seo } from '@web/lib/seo';
import { SITE } from '@shared/site';
import { paths } from '@web/lib/paths';

const mail = <a href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</a>;

/** Legal notice: publisher, hosting, personal data under law 18-07, moderation, liability. */
export function LegalPage() {
  return (
    <article className="container page-narrow prose">
      <Seo profile="legal" />
      <h1>Mentions légales</h1>
      <nav aria-labelledby="legal-toc" className="toc">
        <h2 id="legal-toc" className="toc-title">
          Sommaire
        </h2>
        <ol>
          <li>
            <a href="#editeur">Éditeur du site</a>
          </li>
          <li>
            <a href="#hebergement">Hébergement</a>
          </li>
          <li>
            <a href="#donnees">Données personnelles</a>
          </li>
          <li>
            <a href="#moderation">Contenus et modération</a>
          </li>
          <li>
            <a href="#responsabilite">Responsabilité et liens</a>
          </li>
          <li>
            <a href="#propriete">Propriété intellectuelle</a>
          </li>
          <li>
            <a href="#droit">Droit applicable</a>
          </li>
        </ol>
      </nav>

      <h2 id="editeur">1. Éditeur du site</h2>
      <p>
        Le site DzDeals est un service communautaire gratuit de partage de bons plans en Algérie, édité par l'équipe
        DzDeals, qui en assure la direction de la publication.
      </p>
      <p>Contact : {mail}</p>

      <h2 id="hebergement">2. Hébergement</h2>
      <p>
        Le site et ses données sont hébergés par Amazon Web Services, Inc., 410 Terry Avenue North, Seattle, WA
        98109-5210, États-Unis (services Amazon CloudFront, Amazon S3, AWS Lambda et Amazon DynamoDB). Les serveurs
        utilisés peuvent se trouver hors d'Algérie.
      </p>

      <h2 id="donnees">3. Données personnelles</h2>
      <p>
        DzDeals traite vos données personnelles dans le respect de la loi n° 18-07 du 10 juin 2018 relative à la
        protection des personnes physiques dans le traitement des données à caractère personnel.
      </p>
      <h3>Données traitées</h3>
      <ul>
        <li>à l'inscription : nom d'utilisateur, adresse email, ville et mot de passe ;</li>
        <li>
          en cas de connexion avec Google ou Facebook : votre nom et votre adresse email, transmis par ce service avec
          votre accord ;
        </li>
        <li>ce que vous publiez : bons plans, images, commentaires et votes.</li>
      </ul>
      <p>
        Votre mot de passe n'est jamais conservé en clair : seule une empreinte irréversible (un hachage) est
        enregistrée.
      </p>
      <h3>Pourquoi ces données</h3>
      <p>
        Elles servent uniquement à faire fonctionner le service : gérer votre compte, afficher vos publications sous
        votre nom d'utilisateur, sécuriser les connexions (limitation des tentatives) et vous envoyer l'email de
        réinitialisation du mot de passe lorsque vous le demandez. Elles ne sont ni vendues, ni louées, ni utilisées
        pour de la prospection commerciale.
      </p>
      <h3>Durée de conservation</h3>
      <p>
        Les données du compte sont conservées tant que le compte existe. Un lien de réinitialisation du mot de passe
        expire au bout d'une heure ; les traces techniques servant à limiter les tentatives de connexion s'effacent
        d'elles-mêmes en quelques minutes à quelques heures.
      </p>
      <h3>Destinataires et transfert</h3>
      <p>
        Seule l'équipe DzDeals accède à vos données, ainsi que son hébergeur pour les besoins techniques du service.
        L'hébergement pouvant se situer hors du territoire national, ce transfert est effectué dans le cadre prévu par
        la loi n° 18-07 et sous le contrôle de l'Autorité nationale de protection des données à caractère personnel
        (ANPDP).
      </p>
      <h3>Stockage dans votre navigateur</h3>
      <p>
        Pour vous garder connecté, votre navigateur conserve votre jeton de session et votre profil dans son stockage
        local. DzDeals n'utilise aucun cookie publicitaire ni outil de pistage. La déconnexion efface ces informations.
      </p>
      <h3>Vos droits</h3>
      <p>
        Conformément à la loi n° 18-07, vous disposez d'un droit d'information, d'accès, de rectification et
        d'opposition sur vos données. Vous pouvez modifier vos informations depuis votre{' '}
        <Link to={paths.profile.href()}>profil</Link> et demander la suppression de votre compte en écrivant à {mail}.
        Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l'ANPDP.
      </p>

      <h2 id="moderation">4. Contenus et modération</h2>
      <p>
        Chaque membre est responsable de ce qu'il publie. Sont interdits notamment : les offres fausses ou trompeuses,
        la contrefaçon et les produits illicites, les propos injurieux, haineux ou diffamatoires, les données
        personnelles d'autrui, la publicité déguisée et le spam.
      </p>
      <p>
        Les administrateurs de DzDeals peuvent modifier ou supprimer, sans préavis, tout bon plan, commentaire ou image
        contraire à ces règles ou à la loi, et suspendre le compte d'un membre qui les enfreint de manière répétée. Pour
        signaler un contenu, écrivez à {mail} en indiquant le lien de la page concernée ; nous traitons les signalements
        dans les meilleurs délais.
      </p>

      <h2 id="responsabilite">5. Responsabilité et liens</h2>
      <p>
        Les bons plans sont proposés par les membres à titre informatif. Les prix, les stocks et les conditions des
        offres sont fixés par les marchands et peuvent changer à tout moment : vérifiez-les auprès du marchand avant
        tout achat. Les liens vers des sites extérieurs sont fournis pour votre commodité ; DzDeals n'est pas
        responsable de leur contenu.
      </p>

      <h2 id="propriete">6. Propriété intellectuelle</h2>
      <p>
        Le nom DzDeals, le logo et la présentation du site sont protégés. En publiant un contenu, vous autorisez DzDeals
        à l'afficher sur le site et à le partager sur ses réseaux sociaux, et vous garantissez disposer des droits sur
        les images que vous envoyez.
      </p>

      <h2 id="droit">7. Droit applicable</h2>
      <p>
        Les présentes mentions sont régies par le droit algérien. Pour toute question, contactez-nous d'abord à {mail} :
        nous privilégions toujours une solution amiable.
      </p>
    </article>
  );
}
