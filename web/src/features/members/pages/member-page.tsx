import { useParams } from 'react-router-dom';
import { NotFoundStatus, UnavailableStatus } from '@web/components/status-page';
import { memberHead } from '@shared/member-head';
import { uiText } from '@web/lib/i18n';
import { PageSeo, PageTitle } from '@web/lib/seo';
import { useMemberProfile } from '../api/get-member-profile';
import { MemberCard, MemberCardSkeleton } from '../components/member-card';
import { MemberDeals } from '../components/member-deals';
import '../members.css';
import { siteOrigin } from '@web/lib/site-origin';

const T = uiText('members');

/** `/membres/{username}`: a member's public profile (level, reputation, badges) and their deals. */
export function MemberPage() {
  const { username = '' } = useParams();
  const { profile, missing, error, reload } = useMemberProfile(username);

  if (!profile) {
    if (missing) return <NotFoundStatus title={T.notFoundTitle} text={T.notFoundText} seeDeals={T.seeDeals} />;
    if (error) {
      return (
        <UnavailableStatus pageTitle={T.pageTitle} heading={T.unavailable} message={error.message} onReload={reload} />
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
