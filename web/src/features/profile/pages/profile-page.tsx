import { Avatar } from '../../../components/avatar';
import { Seo } from '../../../lib/seo';
import { useSession } from '../../../lib/session';

const dateFormat = new Intl.DateTimeFormat('fr-DZ', { day: 'numeric', month: 'long', year: 'numeric' });

/** The member's account as the session knows it; editing arrives with the profile screen (issue 7). */
export function ProfilePage() {
  const { user, isAdmin } = useSession();
  if (!user) return null;
  const since = user.createdAt ? dateFormat.format(new Date(user.createdAt)) : null;
  return (
    <section className="container page-narrow">
      <Seo profile="profile" />
      <div className="profile-head">
        <Avatar name={user.username} />
        <div>
          <h1>{user.username}</h1>
          <p className="muted">{isAdmin ? 'Administrateur' : 'Membre de la communauté'}</p>
        </div>
      </div>
      <dl className="details">
        <div>
          <dt>Adresse email</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>Ville</dt>
          <dd>{user.city || '—'}</dd>
        </div>
        {since && (
          <div>
            <dt>Membre depuis</dt>
            <dd>{since}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}
