import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_REASONS, type ReportRow } from '@shared/api-types';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Pager } from '@web/components/pager';
import { formatDateTime, formatNumber, relativeTime } from '@web/lib/format';
import { REPORT_REASON_LABELS } from '@web/lib/reports';
import { PageTitle } from '@web/lib/seo';
import { banMember, deleteReported, resolveReports, useAuditTrail, useReportQueue } from '../api/moderation';
import { AdminNav } from '../components/admin-nav';
import { ReasonField } from '../components/reason-field';
import { DecisionNotice, useDecisions } from '../components/decisions';
import '../admin.css';
import { paths } from '@web/lib/paths';

const TYPE_LABELS = { deal: 'Bon plan', comment: 'Commentaire', user: 'Membre' } as const;
const ACTION_LABELS = {
  dismiss: 'Classé sans suite',
  hide: 'Masqué',
  restore: 'Rétabli',
  ban: 'Compte suspendu',
  unban: 'Compte rétabli',
} as const;

type Decision = { kind: 'dismiss' | 'hide' | 'restore' | 'delete' | 'ban'; row: ReportRow };

/** What each decision's confirmation says, and its button. */
const DECISIONS: Record<Decision['kind'], { title: (row: ReportRow) => string; text: string; confirm: string }> = {
  dismiss: {
    title: () => 'Classer ces signalements sans suite ?',
    text: 'Le contenu reste tel quel ; la décision est inscrite au journal.',
    confirm: 'Classer sans suite',
  },
  hide: {
    title: (row) => (row.targetType === 'deal' ? 'Masquer ce bon plan ?' : 'Masquer ce commentaire ?'),
    text: 'Il disparaît des listes, de la recherche et des favoris pour tous sauf son auteur ; vous pourrez le rétablir.',
    confirm: 'Masquer',
  },
  restore: {
    title: (row) => (row.targetType === 'deal' ? 'Rétablir ce bon plan ?' : 'Rétablir ce commentaire ?'),
    text: 'Il redevient visible de tous, à sa place ; les signalements ouverts sont classés.',
    confirm: 'Rétablir',
  },
  delete: {
    title: (row) => (row.targetType === 'deal' ? 'Supprimer ce bon plan ?' : 'Supprimer ce commentaire ?'),
    text: 'La suppression est définitive ; les signalements sont classés et la décision inscrite au journal.',
    confirm: 'Supprimer définitivement',
  },
  ban: {
    title: (row) => `Suspendre le compte de ${row.authorUsername} ?`,
    text: 'Ses sessions prennent fin et il ne peut plus se connecter ; ses contenus restent en ligne. La décision est inscrite au journal.',
    confirm: 'Suspendre le compte',
  },
};

/** "5 signalements, dont 0 de membres de confiance": only trusted members' reports hide on their own. */
function reportsText(row: ReportRow) {
  const total = `${formatNumber(row.reportsCount)} signalement${row.reportsCount > 1 ? 's' : ''}`;
  const trusted = row.trustedReportsCount;
  return `${total}, dont ${formatNumber(trusted)} ${trusted === 1 ? "d'un membre" : 'de membres'} de confiance`;
}

/** Who reported in the current round, each with their standing when they reported. */
function Reporters({ row }: { row: ReportRow }) {
  if (!row.reporters.length) return null;
  const unlisted = row.reportsCount - row.reporters.length;
  return (
    <div className="report-reporters">
      <p className="muted">Signalé par</p>
      <ul>
        {row.reporters.map((r) => (
          <li key={r.userId} data-testid="reporter">
            <strong>{r.username}</strong>{' '}
            {r.trusted ? (
              <span className="badge badge-trusted">Membre de confiance</span>
            ) : (
              <span className="badge">Sans statut de confiance</span>
            )}{' '}
            <span className="muted">
              réputation {formatNumber(r.reputation)} · {REPORT_REASON_LABELS[r.reason]} ·{' '}
              <time dateTime={r.at} title={formatDateTime(r.at)}>
                {relativeTime(r.at)}
              </time>
            </span>
          </li>
        ))}
      </ul>
      {unlisted > 0 && (
        <p className="muted">
          et {formatNumber(unlisted)} autre{unlisted > 1 ? 's' : ''} membre{unlisted > 1 ? 's' : ''} sans statut de
          confiance
        </p>
      )}
    </div>
  );
}

/** One reported target: what it is, who wrote it, why and by whom it was reported, and the decisions. */
function ReportCard({ row, onDecide }: { row: ReportRow; onDecide: (decision: Decision) => void }) {
  const reasons = REPORT_REASONS.filter((r) => row.reasons[r] > 0);
  return (
    <li className="report-card" data-testid="report-row">
      <p className="report-target">
        <span className="badge">{TYPE_LABELS[row.targetType]}</span>{' '}
        {row.state === 'hidden' && <span className="badge badge-hidden">Masqué</span>}{' '}
        {row.targetType === 'deal' ? (
          <Link to={paths.deal.href(row.dealId)}>{row.summary}</Link>
        ) : (
          <Link to={paths.dealComments.href(row.dealId)}>Voir le bon plan</Link>
        )}{' '}
        <span className="muted">par {row.authorUsername}</span>
      </p>
      {row.targetType === 'comment' && <blockquote className="report-preview">{row.summary}</blockquote>}
      <p>
        <strong>{reportsText(row)}</strong>
        {'\u00A0: '}
        {reasons.map((r) => `${REPORT_REASON_LABELS[r]} (${row.reasons[r]})`).join(', ')}
      </p>
      {row.latestDetails && <blockquote className="report-details">{row.latestDetails}</blockquote>}
      <Reporters row={row} />
      <p className="muted">
        Premier signalement{' '}
        <time dateTime={row.firstReportedAt} title={formatDateTime(row.firstReportedAt)}>
          {relativeTime(row.firstReportedAt)}
        </time>
        , dernier{' '}
        <time dateTime={row.lastReportedAt} title={formatDateTime(row.lastReportedAt)}>
          {relativeTime(row.lastReportedAt)}
        </time>
      </p>
      <div className="admin-actions">
        {row.state === 'visible' ? (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'hide', row })}>
            Masquer
          </button>
        ) : (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'restore', row })}>
            Rétablir
          </button>
        )}
        {row.status === 'open' && (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'dismiss', row })}>
            Classer sans suite
          </button>
        )}
        <button
          type="button"
          className="button button-ghost button-ghost-danger"
          onClick={() => onDecide({ kind: 'delete', row })}
        >
          Supprimer
        </button>
        <button
          type="button"
          className="button button-ghost button-ghost-danger"
          onClick={() => onDecide({ kind: 'ban', row })}
        >
          Suspendre {row.authorUsername}
        </button>
      </div>
    </li>
  );
}

/**
 * `/admin/moderation`: the reported deals and comments (open or already decided), each decision
 * confirmed with an optional reason, and the audit trail of decisions.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === 'closed' ? 'closed' : 'open';
  const [page, setPage] = useState(0);
  const [auditPage, setAuditPage] = useState(0);
  const queue = useReportQueue(status, page);
  const audit = useAuditTrail(auditPage);
  const [deciding, setDeciding] = useState<Decision | null>(null);
  const [reason, setReason] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const { notice, setNotice, busy, run } = useDecisions();

  const showStatus = (next: 'open' | 'closed') => {
    setPage(0);
    setParams(next === 'closed' ? { status: 'closed' } : {});
  };
  const decide = async () => {
    if (!deciding) return;
    const { kind, row } = deciding;
    if (kind === 'ban' && !reason.trim()) return setMissingReason(true);
    await run(() =>
      kind === 'ban'
        ? banMember(row.authorId, reason)
        : kind === 'delete'
          ? deleteReported(row, reason)
          : resolveReports(row.targetType, row.targetId, kind, reason),
    );
    setDeciding(null);
    setReason('');
  };

  const rows = queue.data?.content ?? [];
  const entries = audit.data?.content ?? [];
  return (
    <section className="container admin-page" aria-labelledby="moderation-title">
      <PageTitle title="Modération" />
      <h1 id="moderation-title">Modération</h1>
      <AdminNav />
      <nav className="sort-tabs" aria-label="Signalements">
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="sort-tab"
            aria-current={status === s ? 'page' : undefined}
            onClick={() => showStatus(s)}
          >
            {s === 'open' ? 'À traiter' : 'Traités'}
          </button>
        ))}
      </nav>
      <DecisionNotice notice={notice} />
      {queue.error && (
        <p className="alert alert-error" role="alert">
          {queue.error.message}
        </p>
      )}
      <p className="deals-total" aria-live="polite">
        {queue.data
          ? `${formatNumber(queue.data.totalElements)} contenu${queue.data.totalElements > 1 ? 's' : ''} signalé${queue.data.totalElements > 1 ? 's' : ''}`
          : ''}
      </p>
      {queue.data && rows.length === 0 && (
        <p className="muted">
          {status === 'open' ? 'Aucun signalement à traiter.' : 'Aucune décision pour le moment.'}
        </p>
      )}
      <ul className="report-list" aria-busy={!queue.data}>
        {rows.map((row) => (
          <ReportCard
            key={`${row.targetType}-${row.targetId}`}
            row={row}
            onDecide={(decision) => {
              setNotice(null);
              setMissingReason(false);
              setDeciding(decision);
            }}
          />
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={queue.data?.totalPages ?? 0}
        onPage={setPage}
        label="Pages des signalements"
        className="admin-actions"
      />

      <h2>Journal des décisions</h2>
      {audit.data && entries.length === 0 && <p className="muted">Aucune décision enregistrée.</p>}
      {entries.length > 0 && (
        <div className="table-wrap">
          <table className="orphans audit-trail">
            <caption className="visually-hidden">Journal des décisions de modération</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Administrateur</th>
                <th scope="col">Décision</th>
                <th scope="col">Contenu</th>
                <th scope="col">Motif</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td>{e.adminUsername}</td>
                  <td>
                    {ACTION_LABELS[e.action]}
                    {e.reportsClosed > 0 && ` (${e.reportsClosed} signalement${e.reportsClosed > 1 ? 's' : ''})`}
                  </td>
                  <td>
                    {TYPE_LABELS[e.targetType]}
                    {'\u00A0: '}
                    {e.summary}
                  </td>
                  <td>{e.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={auditPage}
        totalPages={audit.data?.totalPages ?? 0}
        onPage={setAuditPage}
        label="Pages du journal"
        className="admin-actions"
      />

      <ConfirmDialog
        open={!!deciding}
        title={deciding ? DECISIONS[deciding.kind].title(deciding.row) : ''}
        confirmLabel={deciding ? DECISIONS[deciding.kind].confirm : ''}
        busy={busy}
        onCancel={() => setDeciding(null)}
        onConfirm={() => void decide()}
      >
        {deciding && (
          <>
            <p className="report-preview">« {deciding.row.summary} »</p>
            <p>{DECISIONS[deciding.kind].text}</p>
          </>
        )}
        <ReasonField
          id="decision-reason"
          required={deciding?.kind === 'ban'}
          value={reason}
          onChange={setReason}
          missing={missingReason}
        />
      </ConfirmDialog>
    </section>
  );
}
