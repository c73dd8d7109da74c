import { useState } from 'react';
import { IMAGE_GRACE_HOURS } from '@shared/limits';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/api-client';
import { formatBytes, formatDateTime, formatNumber, relativeTime } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { PageTitle } from '@web/lib/seo';
import { cleanupImages, type CleanupResult } from '../api/cleanup-images';
import { useImageOverview, type OrphanImage } from '../api/list-images';
import '../admin.css';
import { MSG } from '@shared/messages';

const T = uiText('admin');

/** "3 images". */
const images = (n: number) => T.images(n, formatNumber(n));

/** Orphans with their sizes and dates; thumbnails only while the files still exist. */
function OrphanTable({ orphans, caption, gone = false }: { orphans: OrphanImage[]; caption: string; gone?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="orphans">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{T.colPreview}</th>
            <th scope="col">{T.colFile}</th>
            <th scope="col">{T.colSize}</th>
            <th scope="col">{T.colUploaded}</th>
          </tr>
        </thead>
        <tbody>
          {orphans.map((o) => (
            <tr key={o.key}>
              <td>
                {gone ? (
                  <span className="orphan-thumb orphan-gone">{T.imageDeleted}</span>
                ) : !o.thumbnail ? (
                  <span className="orphan-thumb orphan-gone">{T.noPreview}</span>
                ) : (
                  <img
                    src={o.thumbnail}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="orphan-thumb"
                  />
                )}
              </td>
              <td>
                <code className="orphan-key" dir="ltr">
                  {o.key}
                </code>
              </td>
              <td>{formatBytes(o.size)}</td>
              <td>
                <time dateTime={o.createdAt} title={formatDateTime(o.createdAt)}>
                  {relativeTime(o.createdAt)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/admin/image-cleanup`: totals, orphaned images, a dry run, and the real clean-up after a confirmation. */
export function ImageCleanupPage() {
  const overview = useImageOverview();
  const [busy, setBusy] = useState<'dry' | 'real' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ result: CleanupResult; message: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = overview.data;

  const run = async (dryRun: boolean) => {
    setBusy(dryRun ? 'dry' : 'real');
    setError(null);
    try {
      setOutcome(await cleanupImages(dryRun));
      if (!dryRun) await overview.mutate();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : MSG.imagesCleanupFailed);
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  const title = T.imagesTitle;
  return (
    <section className="container admin-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">{T.imagesLead(IMAGE_GRACE_HOURS)}</p>

      {overview.error && !data && (
        <p className="alert alert-error" role="alert">
          {overview.error instanceof ApiError ? overview.error.message : MSG.imagesListFailed}
        </p>
      )}

      <dl className="admin-totals" aria-busy={!data}>
        <div>
          <dt>{T.storedImages}</dt>
          <dd>{data ? images(data.totalCount) : '…'}</dd>
          <dd className="muted">{data ? formatBytes(data.totalBytes) : ''}</dd>
        </div>
        <div>
          <dt>{T.orphanImages}</dt>
          <dd>{data ? `${images(data.orphanCount)}${data.more ? T.andMore : ''}` : '…'}</dd>
          <dd className="muted">{data ? formatBytes(data.orphanBytes) : ''}</dd>
        </div>
      </dl>

      <div className="admin-actions">
        <button type="button" className="button button-ghost" disabled={!!busy} onClick={() => void run(true)}>
          {busy === 'dry' ? T.simulating : T.simulate}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={!!busy || !data || data.orphanCount === 0}
          onClick={() => setConfirming(true)}
        >
          {T.deleteOrphans}
        </button>
      </div>

      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}

      <div aria-live="polite">
        {outcome && (
          <div className={outcome.result.dryRun ? 'notice notice-info' : 'notice notice-success'} role="status">
            <p>
              <strong>{outcome.result.dryRun ? T.dryRunDone : T.cleanupDone}</strong>
              {outcome.message ??
                T.deletedCount(outcome.result.count, formatNumber(outcome.result.count), outcome.result.dryRun)}
              {' — '}
              {T.bytesFreed(formatBytes(outcome.result.bytesFreed), outcome.result.dryRun)}
            </p>
            {outcome.result.more && <p>{T.moreOrphans}</p>}
          </div>
        )}
      </div>
      {outcome && outcome.result.deleted.length > 0 && (
        <OrphanTable
          orphans={outcome.result.deleted}
          caption={outcome.result.dryRun ? T.wouldDeleteCaption : T.deletedCaption}
          gone={!outcome.result.dryRun}
        />
      )}

      <h2>{T.orphanImages}</h2>
      {data && data.orphans.length === 0 && <p className="muted">{T.noOrphans}</p>}
      {data && data.orphans.length > 0 && <OrphanTable orphans={data.orphans} caption={T.oldestFirst} />}

      <ConfirmDialog
        open={confirming}
        title={T.deleteOrphansTitle}
        confirmLabel={T.deleteForGood}
        busy={busy === 'real'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(false)}
      >
        <p>
          {data
            ? T.deleteOrphansText(
                Math.min(data.orphanCount, data.orphans.length),
                formatNumber(Math.min(data.orphanCount, data.orphans.length)),
                formatBytes(data.orphanBytes),
              )
            : T.deleteOrphansTextUnknown}
        </p>
      </ConfirmDialog>
    </section>
  );
}
