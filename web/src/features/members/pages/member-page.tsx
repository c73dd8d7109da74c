import { Link, useParams } from 'react-router-dom';
import { memberHead } from '@shared/member-head';
import { UI, uiText } from '@web/lib/i18n';
import { PageSeo, PageTitle } from '@web/lib/seo';
import { useMemberProfile } from '../api/get-member-profile';
import { MemberCard, MemberCardSkeleton } from '../components/member-card';
import { MemberDeals } from '../components/member-deals';
import '../members.css';
import { paths } from '@web/lib/paths';
import { siteOrigin } from '@web/lib/site-origin';

const T = uiText('members');

function NotFound() {
  return (
    <section className="container page-narrow status-page">
      <PageTitle title={T.notFoundTitle} />
      <meta name="robots" content="noindex" />
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{T.notFoundTitle}</h1>
      <p>{T.notFoundText}</p>
      <div className="status-actions">
        <Link to={paths.home.href()} className="button button-primary">
          {T.seeDeals}
        </Link>
      </div>
    </section>
  );
}

/** `/membres/{username}`: a member's public profile (level, reputation, badges) and their deals. */
export function MemberPage() {
  const { username = '' } = useParams();
  const { profile, missing, error, reload } = useMemberProfile(username);

  if (!profile) {
    if (missing) return <NotFound />;
    if (error) {
      return (
        <section className="container page-narrow status-page">
          <PageTitle title={T.pageTitle} />
          <h1>{T.unavailable}</h1>
          <p className="alert alert-error" role="alert">
            {error.message}
          </p>
          <button type="button" className="button button-primary" onClick={reload}>
            {UI.reload}
          </button>
        </section>
      );
    }
    return (
      <div className="container member-page">
        <PageTitle title={T.pageTitle} />
        <MemberCardSkeleton />
      </div>
    );
  }

  const head = memberHead(profile, siteOrigin());
  return (
    <div className="container member-page">
      <PageSeo {...head} />
      <MemberCard member={profile} />
      <MemberDeals userId={profile.id} username={profile.username} />
    </div>
  );
}
