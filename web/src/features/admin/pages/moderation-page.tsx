import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { REPORT_REASONS, type ReportRow } from '@shared/api-types';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { Pager } from '@web/components/pager';
import { formatDateTime, formatNumber, relativeTime } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { REPORT_REASON_LABELS } from '@web/lib/reports';
import { PageTitle } from '@web/lib/seo';
import { banMember, deleteReported, resolveReports, useAuditTrail, useReportQueue } from '../api/moderation';
import { AdminNav } from '../components/admin-nav';
import { ReasonField } from '../components/reason-field';
import { DecisionNotice, useDecisions } from '../components/decisions';
import '../admin.css';
import { paths } from '@web/lib/paths';

const T = uiText('admin');

type Decision = { kind: 'dismiss' | 'hide' | 'restore' | 'delete' | 'ban'; row: ReportRow };

/** "5 signalements, dont 0 de membres de confiance": only trusted members' reports hide on their own. */
const reportsText = (row: ReportRow) =>
  T.reportsCount(
    row.reportsCount,
    formatNumber(row.reportsCount),
    row.trustedReportsCount,
    formatNumber(row.trustedReportsCount),
  );

/** Who reported in the current round, each with their standing when they reported. */
function Reporters({ row }: { row: ReportRow }) {
  if (!row.reporters.length) return null;
  const unlisted = row.reportsCount - row.reporters.length;
  return (
    <div className="report-reporters">
      <p className="muted">{T.reportedBy}</p>
      <ul>
        {row.reporters.map((r) => (
          <li key={r.userId} data-testid="reporter">
            <strong>
              <bdi>{r.username}</bdi>
            </strong>{' '}
            {r.trusted ? (
              <span className="badge badge-trusted">{T.trustedMember}</span>
            ) : (
              <span className="badge">{T.untrustedMember}</span>
            )}{' '}
            <span className="muted">
              {T.reputationOf(formatNumber(r.reputation))} · {REPORT_REASON_LABELS[r.reason]} ·{' '}
              <time dateTime={r.at} title={formatDateTime(r.at)}>
                {relativeTime(r.at)}
              </time>
            </span>
          </li>
        ))}
      </ul>
      {unlisted > 0 && <p className="muted">{T.moreReporters(unlisted, formatNumber(unlisted))}</p>}
    </div>
  );
}

/** One reported target: what it is, who wrote it, why and by whom it was reported, and the decisions. */
function ReportCard({ row, onDecide }: { row: ReportRow; onDecide: (decision: Decision) => void }) {
  const reasons = REPORT_REASONS.filter((r) => row.reasons[r] > 0);
  return (
    <li className="report-card" data-testid="report-row">
      <p className="report-target">
        <span className="badge">{T.targetTypes[row.targetType]}</span>{' '}
        {row.state === 'hidden' && <span className="badge badge-hidden">{T.hidden}</span>}{' '}
        {row.targetType === 'deal' ? (
          <Link to={paths.deal.href(row.dealId)}>
            <bdi>{row.summary}</bdi>
          </Link>
        ) : (
          <Link to={paths.dealComments.href(row.dealId)}>{T.seeDeal}</Link>
        )}{' '}
        <span className="muted">{T.byAuthor(<bdi key="name">{row.authorUsername}</bdi>)}</span>
      </p>
      {row.targetType === 'comment' && (
        <blockquote className="report-preview" dir="auto">
          {row.summary}
        </blockquote>
      )}
      <p>
        <strong>{reportsText(row)}</strong>
        {T.colon}
        {reasons.map((r) => `${REPORT_REASON_LABELS[r]} (${formatNumber(row.reasons[r])})`).join(T.listSeparator)}
      </p>
      {row.latestDetails && (
        <blockquote className="report-details" dir="auto">
          {row.latestDetails}
        </blockquote>
      )}
      <Reporters row={row} />
      <p className="muted">
        {T.reportedWhen(
          <time key="first" dateTime={row.firstReportedAt} title={formatDateTime(row.firstReportedAt)}>
            {relativeTime(row.firstReportedAt)}
          </time>,
          <time key="last" dateTime={row.lastReportedAt} title={formatDateTime(row.lastReportedAt)}>
            {relativeTime(row.lastReportedAt)}
          </time>,
        )}
      </p>
      <div className="admin-actions">
        {row.state === 'visible' ? (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'hide', row })}>
            {T.hide}
          </button>
        ) : (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'restore', row })}>
            {T.restore}
          </button>
        )}
        {row.status === 'open' && (
          <button type="button" className="button button-ghost" onClick={() => onDecide({ kind: 'dismiss', row })}>
            {T.dismiss}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost button-ghost-danger"
          onClick={() => onDecide({ kind: 'delete', row })}
        >
          {T.delete}
        </button>
        <button
          type="button"
          className="button button-ghost button-ghost-danger"
          onClick={() => onDecide({ kind: 'ban', row })}
        >
          {T.suspendNamed(<bdi key="name">{row.authorUsername}</bdi>)}
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
      <PageTitle title={T.moderationTitle} />
      <h1 id="moderation-title">{T.moderationTitle}</h1>
      <AdminNav />
      <nav className="sort-tabs" aria-label={T.navReports}>
        {(['open', 'closed'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className="sort-tab"
            aria-current={status === s ? 'page' : undefined}
            onClick={() => showStatus(s)}
          >
            {s === 'open' ? T.statusOpen : T.statusClosed}
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
        {queue.data ? T.reportedCount(queue.data.totalElements, formatNumber(queue.data.totalElements)) : ''}
      </p>
      {queue.data && rows.length === 0 && (
        <p className="muted">{status === 'open' ? T.noOpenReports : T.noClosedReports}</p>
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
        label={T.reportPages}
        className="admin-actions"
      />

      <h2>{T.auditTitle}</h2>
      {audit.data && entries.length === 0 && <p className="muted">{T.auditEmpty}</p>}
      {entries.length > 0 && (
        <div className="table-wrap">
          <table className="orphans audit-trail">
            <caption className="visually-hidden">{T.auditCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{T.colDate}</th>
                <th scope="col">{T.colAdmin}</th>
                <th scope="col">{T.colDecision}</th>
                <th scope="col">{T.colContent}</th>
                <th scope="col">{T.colReason}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <td>
                    <time dateTime={e.at}>{formatDateTime(e.at)}</time>
                  </td>
                  <td>
                    <bdi>{e.adminUsername}</bdi>
                  </td>
                  <td>
                    {T.actions[e.action]}
                    {e.reportsClosed > 0 && ` (${T.reportsClosed(e.reportsClosed, formatNumber(e.reportsClosed))})`}
                  </td>
                  <td>
                    {T.targetTypes[e.targetType]}
                    {T.colon}
                    <bdi>{e.summary}</bdi>
                  </td>
                  <td>{e.reason ? <bdi>{e.reason}</bdi> : '—'}</td>
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
        label={T.auditPages}
        className="admin-actions"
      />

      <ConfirmDialog
        open={!!deciding}
        title={
          deciding
            ? T.decisions[deciding.kind].title(deciding.row.targetType === 'deal', deciding.row.authorUsername)
            : ''
        }
        confirmLabel={deciding ? T.decisions[deciding.kind].confirm : ''}
        busy={busy}
        onCancel={() => setDeciding(null)}
        onConfirm={() => void decide()}
      >
        {deciding && (
          <>
            <p className="report-preview">
              {T.quoteOpen}
              <bdi>{deciding.row.summary}</bdi>
              {T.quoteClose}
            </p>
            <p>{T.decisions[deciding.kind].text}</p>
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
