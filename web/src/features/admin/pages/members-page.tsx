import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminUser } from '@shared/api-types';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { cityName } from '@shared/i18n/places';
import { formatDate } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { banMember, unbanMember, useMemberSearch } from '../api/moderation';
import { DecisionNotice, useDecisions } from '../components/decisions';
import { AdminNav } from '../components/admin-nav';
import { ReasonField } from '../components/reason-field';
import '../admin.css';

const T = uiText('admin');

type Decision = { kind: 'ban' | 'unban'; user: AdminUser };

/** A member's standing, and what an admin may do about it. */
function MemberActions({ user, onDecide }: { user: AdminUser; onDecide: (d: Decision) => void }) {
  if (user.role === 'ADMIN') return <span className="muted">{T.administrator}</span>;
  return user.bannedAt ? (
    <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'unban', user })}>
      {T.reinstate}
    </button>
  ) : (
    <button
      type="button"
      className="button button-ghost button-ghost-danger"
      onClick={() => onDecide({ kind: 'ban', user })}
    >
      {T.suspend}
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
      <PageTitle title={T.membersTitle} />
      <h1 id="members-title">{T.membersTitle}</h1>
      <AdminNav />
      <form className="member-search" role="search" onSubmit={submit}>
        <label htmlFor="member-query">{T.memberQuery}</label>
        <div className="member-search-row">
          <input
            id="member-query"
            type="search"
            value={draft}
            maxLength={100}
            autoComplete="off"
            dir="auto"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="button">
            {T.search}
          </button>
        </div>
      </form>
      <DecisionNotice notice={notice} />
      {search.error && (
        <p className="alert alert-error" role="alert">
          {search.error.message}
        </p>
      )}
      {!q && <p className="muted">{T.memberQueryHelp}</p>}
      {q && search.data && users.length === 0 && (
        <p className="muted">{T.noMemberMatches(<bdi key="name">{q}</bdi>)}</p>
      )}
      {users.length > 0 && (
        <div className="table-wrap">
          <table className="orphans members">
            <caption className="visually-hidden">{T.membersFound}</caption>
            <thead>
              <tr>
                <th scope="col">{T.colUsername}</th>
                <th scope="col">{T.colEmail}</th>
                <th scope="col">{T.colCity}</th>
                <th scope="col">{T.colJoined}</th>
                <th scope="col">{T.colStatus}</th>
                <th scope="col">
                  <span className="visually-hidden">{T.colAction}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={u.id} data-testid="member-row">
                  <td>
                    <bdi>{u.username}</bdi>
                  </td>
                  <td>
                    <bdi>{u.email}</bdi>
                    {!u.emailVerified && <span className="muted"> {T.notVerified}</span>}
                  </td>
                  <td>{cityName(u.city)}</td>
                  <td>{formatDate(u.createdAt)}</td>
                  <td>
                    {u.bannedAt ? (
                      <>
                        <span className="badge badge-hidden">{T.suspended}</span> {T.since(formatDate(u.bannedAt))}
                        {u.banReason && (
                          <span className="muted">{T.withReason(<bdi key="name">{u.banReason}</bdi>)}</span>
                        )}
                      </>
                    ) : (
                      T.active
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
          deciding?.kind === 'ban' ? T.banTitle(deciding.user.username) : T.unbanTitle(deciding?.user.username ?? '')
        }
        confirmLabel={deciding?.kind === 'ban' ? T.banConfirm : T.unbanConfirm}
        busy={busy}
        onCancel={() => setDeciding(null)}
        onConfirm={() => void decide()}
      >
        {deciding?.kind === 'ban' ? (
          <>
            <p>{T.banText}</p>
            <ReasonField id="ban-reason" required value={reason} onChange={setReason} missing={missingReason} />
          </>
        ) : (
          <p>{T.unbanText}</p>
        )}
      </ConfirmDialog>
    </section>
  );
}
