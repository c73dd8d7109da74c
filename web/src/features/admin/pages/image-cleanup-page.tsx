import { useState } from 'react';
import { IMAGE_GRACE_HOURS } from '@shared/limits';
import { ConfirmDialog } from '@web/components/confirm-dialog';
import { ApiError } from '@web/lib/api-client';
import { formatBytes, formatDateTime, relativeTime } from '@web/lib/format';
import { PageTitle } from '@web/lib/seo';
import { cleanupImages, type CleanupResult } from '../api/cleanup-images';
import { useImageOverview, type OrphanImage } from '../api/list-images';
import '../admin.css';
import { MSG } from '@shared/messages';

const images = (n: number) => `${n.toLocaleString('fr-FR')} image${n > 1 ? 's' : ''}`;

/** Orphans with their sizes and dates; thumbnails only while the files still exist. */
function OrphanTable({ orphans, caption, gone = false }: { orphans: OrphanImage[]; caption: string; gone?: boolean }) {
  return (
    <div className="table-wrap">
      <table className="orphans">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Aperçu</th>
            <th scope="col">Fichier</th>
            <th scope="col">Taille</th>
            <th scope="col">Envoyée</th>
          </tr>
        </thead>
        <tbody>
          {orphans.map((o) => (
            <tr key={o.key}>
              <td>
                {gone ? (
                  <span className="orphan-thumb orphan-gone">Supprimée</span>
                ) : !o.thumbnail ? (
                  <span className="orphan-thumb orphan-gone">Sans aperçu</span>
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
                <code className="orphan-key">{o.key}</code>
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

  const title = 'Nettoyage des images – Administration';
  return (
    <section className="container admin-page">
      <PageTitle title={title} />
      <h1>{title}</h1>
      <p className="lead">
        Les images orphelines sont des photos envoyées qu'aucun bon plan n'utilise. Celles de moins de{' '}
        {IMAGE_GRACE_HOURS} h sont épargnées : leur bon plan est peut-être en cours de rédaction.
      </p>

      {overview.error && !data && (
        <p className="alert alert-error" role="alert">
          {overview.error instanceof ApiError ? overview.error.message : MSG.imagesListFailed}
        </p>
      )}

      <dl className="admin-totals" aria-busy={!data}>
        <div>
          <dt>Images stockées</dt>
          <dd>{data ? images(data.totalCount) : '…'}</dd>
          <dd className="muted">{data ? formatBytes(data.totalBytes) : ''}</dd>
        </div>
        <div>
          <dt>Images orphelines</dt>
          <dd>{data ? `${images(data.orphanCount)}${data.more ? ' et plus' : ''}` : '…'}</dd>
          <dd className="muted">{data ? formatBytes(data.orphanBytes) : ''}</dd>
        </div>
      </dl>

      <div className="admin-actions">
        <button type="button" className="button button-ghost" disabled={!!busy} onClick={() => void run(true)}>
          {busy === 'dry' ? 'Simulation…' : 'Simuler le nettoyage'}
        </button>
        <button
          type="button"
          className="button button-danger"
          disabled={!!busy || !data || data.orphanCount === 0}
          onClick={() => setConfirming(true)}
        >
          Supprimer les images orphelines
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
              <strong>{outcome.result.dryRun ? 'Simulation : ' : 'Nettoyage terminé : '}</strong>
              {outcome.message ??
                `${images(outcome.result.count)} ${outcome.result.dryRun ? 'seraient supprimées' : 'supprimées'}`}
              {' — '}
              {formatBytes(outcome.result.bytesFreed)} {outcome.result.dryRun ? 'seraient libérés' : 'libérés'}.
            </p>
            {outcome.result.more && <p>D'autres images orphelines restent : relancez pour le lot suivant.</p>}
          </div>
        )}
      </div>
      {outcome && outcome.result.deleted.length > 0 && (
        <OrphanTable
          orphans={outcome.result.deleted}
          caption={outcome.result.dryRun ? 'Images qui seraient supprimées' : 'Images supprimées'}
          gone={!outcome.result.dryRun}
        />
      )}

      <h2>Images orphelines</h2>
      {data && data.orphans.length === 0 && <p className="muted">Aucune image orpheline : rien à nettoyer.</p>}
      {data && data.orphans.length > 0 && <OrphanTable orphans={data.orphans} caption="Les plus anciennes d'abord" />}

      <ConfirmDialog
        open={confirming}
        title="Supprimer les images orphelines ?"
        confirmLabel="Supprimer définitivement"
        busy={busy === 'real'}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void run(false)}
      >
        <p>
          {data ? images(Math.min(data.orphanCount, data.orphans.length)) : 'Les images'} (
          {data ? formatBytes(data.orphanBytes) : ''}) seront supprimées du stockage. Cette action est irréversible.
        </p>
      </ConfirmDialog>
    </section>
  );
}
