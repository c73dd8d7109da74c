import { useState } from 'react';
import { Avatar } from '../../../components/avatar';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';
import { useMyStats } from '../api/get-my-stats';
import { MyDeals } from '../components/my-deals';
import { MyStats } from '../components/my-stats';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import '../profile.css';

/** The member's account: activity, details, password, and the deals they shared. */
export function ProfilePage() {
  const { user, isAdmin } = useSession();
  const stats = useMyStats(user?.id ?? '');
  const [profileSaved, setProfileSaved] = useState(false);
  if (!user) return null;
  return (
    <div className="container profile-page">
      <Seo profile="profile" />
      <div className="profile-head">
        <Avatar name={user.username} />
        <div>
          <h1>{user.username}</h1>
          <p className="muted">{isAdmin ? 'Administrateur' : 'Membre de la communauté'}</p>
          <p className="profile-email">{user.email}</p>
        </div>
      </div>
      <MyStats stats={stats.data} error={stats.error} />
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
      <MyDeals userId={user.id} />
    </div>
  );
}
