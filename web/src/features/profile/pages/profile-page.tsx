import { useState } from 'react';
import { Avatar } from '@web/components/avatar';
import { ResendVerification } from '@web/components/resend-verification';
import { uiText } from '@web/lib/i18n';
import { Seo } from '@web/lib/seo';
import { useSession } from '@web/lib/session';
import { useMyStats } from '../api/get-my-stats';
import { FollowDigestSetting } from '../components/follow-digest-setting';
import { LanguageSetting } from '../components/language-setting';
import { MyDeals } from '../components/my-deals';
import { LinkedIdentities } from '../components/linked-identities';
import { LogoutEverywhere } from '../components/logout-everywhere';
import { MyStanding } from '../components/my-standing';
import { MyStats } from '../components/my-stats';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import '../profile.css';

const T = uiText('profile');

/** The member's account: email status, activity, details, language, follow digest, password, sessions, and their deals. */
export function ProfilePage() {
  const { user, isAdmin } = useSession();
  const stats = useMyStats(user?.id ?? '');
  const [profileSaved, setProfileSaved] = useState<string | null>(null);
  if (!user) return null;
  // The minimal user of a fresh sign-in does not know yet: say nothing rather than guess.
  const verified = user.emailVerified === false ? false : user.emailVerified && user.createdAt ? true : null;
  return (
    <div className="container profile-page">
      <Seo profile="profile" />
      <div className="profile-head">
        <Avatar name={user.username} />
        <div>
          <h1>
            <bdi>{user.username}</bdi>
          </h1>
          <p className="muted">{isAdmin ? T.roleAdmin : T.roleMember}</p>
          <p className="profile-email">
            <bdi>{user.email}</bdi>
          </p>
          {verified !== null && (
            <p className="email-status">
              <span className={verified ? 'email-badge email-badge-ok' : 'email-badge email-badge-pending'}>
                {verified ? T.emailVerified : T.emailNotVerified}
              </span>
              {!verified && <ResendVerification />}
            </p>
          )}
        </div>
      </div>
      <MyStats stats={stats.data} error={stats.error} />
      {!stats.error && <MyStanding stats={stats.data} username={user.username} />}
      <div className="profile-forms">
        {/* Right after a sign-in the session holds a minimal user; the form starts again with the full profile. */}
        <ProfileForm
          key={`${user.id}|${user.createdAt ? 'full' : 'minimal'}`}
          user={user}
          saved={profileSaved}
          setSaved={setProfileSaved}
        />
        <PasswordForm />
      </div>
      <LanguageSetting user={user} />
      {/* The minimal user of a fresh sign-in knows neither the setting nor the address's state. */}
      {user.createdAt && <FollowDigestSetting user={user} />}
      <LinkedIdentities user={user} />
      <LogoutEverywhere />
      <MyDeals userId={user.id} />
    </div>
  );
}
