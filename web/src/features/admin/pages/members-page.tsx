import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminUser } from '@shared/api-types';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { formatDate } from '@web/lib/format';
import { PageTitle } from '@web/lib/seo';
import { banMember, unbanMember, useMemberSearch } from '../api/moderation';
import { DecisionNotice, useDecisions } from '../components/decisions';
import { AdminNav } from '../components/admin-nav';
import { ReasonField } from '../components/reason-field';
import '../admin.css';

type Decision = { kind: 'ban' | 'unban'; user: AdminUser };

/** A member's standing, and what an admin may do about it. */
function MemberActions({ user, onDecide }: { user: AdminUser; onDecide: (d: Decision) => void }) {
  if (user.role === 'ADMIN') return <span className="muted">Administrateur</span>;
  return user.bannedAt ? (
    <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'unban', user })}>
      Rétablir
    </button>
  ) : (
    <button
      type="button"
      className="button button-ghost button-ghost-danger"
      onClick={() => onDecide({ kind: 'ban', user })}
    >
      Suspendre
    </button>
  );
}

/**
 * `/admin/users`: find members by the start of their username or email (the query is in the
 * URL), and suspend or restore them with a reason, each confirmed and recorded in the trail.
 */
export function MembersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [draft, setDraft] = useState(q);
  const search = useMemberSearch(q);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const { notice, setNotice, busy, run } = useDecisions();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setParams(draft.trim() ? { q: draft.trim() } : {});
  };
  const decide = async () => {
    if (!deciding) return;
    const { kind, user } = deciding;
    if (kind === 'ban' && !reason.trim()) return setMissingReason(true);
    await run(() => (kind === 'ban' ? banMember(user.id, reason) : unbanMember(user.id)));
    setDeciding(null);
    setReason('');
  };

  const users = search.data ?? [];
  return (
    <section className="container admin-page" aria-labelledby="members-title">
      <PageTitle title="Membres" />
      <h1 id="members-title">Membres</h1>
      <AdminNav />
      <form className="member-search" role="search" onSubmit={submit}>
        <label htmlFor="member-query">Pseudo ou adresse e-mail (début)</label>
        <div className="member-search-row">
          <input
            id="member-query"
            type="search"
            value={draft}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button">
            Rechercher
          </button>
        </div>
      </form>
      <DecisionNotice notice={notice} />
      {search.error && (
        <p className="alert alert-error" role="alert">
          {search.error.message}
        </p>
      )}
      {!q && <p className="muted">Saisissez le début d'un pseudo ou d'une adresse e-mail.</p>}
      {q && search.data && users.length === 0 && <p className="muted">Aucun membre ne correspond à « {q} ».</p>}
      {users.length > 0 && (
        <div className="table-wrap">
          <table className="orphans members">
            <caption className="visually-hidden">Membres trouvés</caption>
            <thead>
              <tr>
                <th scope="col">Pseudo</th>
                <th scope="col">Adresse e-mail</th>
                <th scope="col">Ville</th>
                <th scope="col">Inscrit le</th>
                <th scope="col">Statut</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} data-testid="member-row">
                  <td>{u.username}</td>
                  <td>
                    {u.email}
                    {!u.emailVerified && <span className="muted"> (non vérifiée)</span>}
                  </td>
                  <td>{u.city}</td>
                  <td>{formatDate(u.createdAt)}</td>
                  <td>
                    {u.bannedAt ? (
                      <>
                        <span className="badge badge-hidden">Suspendu</span> depuis le {formatDate(u.bannedAt)}
                        {u.banReason && <span className="muted"> : {u.banReason}</span>}
                      </>
                    ) : (
                      'Actif'
                    )}
                  </td>
                  <td>
                    <MemberActions
                      user={u}
                      onDecide={(d) => {
                        setNotice(null);
                        setMissingReason(false);
                        setDeciding(d);
                      }}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={!!deciding}
        title={
          deciding?.kind === 'ban'
            ? `Suspendre le compte de ${deciding.user.username} ?`
            : `Rétablir le compte de ${deciding?.user.username} ?`
        }
        confirmLabel={deciding?.kind === 'ban' ? 'Suspendre le compte' : 'Rétablir le compte'}
        busy={busy}
        onCancel={() => setDeciding(null)}
        onConfirm={() => void decide()}
      >
        {deciding?.kind === 'ban' ? (
          <>
            <p>
              Ses sessions prennent fin et il ne peut plus se connecter ; ses contenus restent en ligne. La décision est
              inscrite au journal.
            </p>
            <ReasonField id="ban-reason" required value={reason} onChange={setReason} missing={missingReason} />
          </>
        ) : (
          <p>Il peut de nouveau se connecter et publier. La décision est inscrite au journal.</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
