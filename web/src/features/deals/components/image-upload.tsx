import { useEffect, useId, useRef, useState } from 'react';
import { IMAGE_MAX_BYTES } from '@shared/limits';
import { MSG } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { formatBytes } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { uploadImage } from '../api/upload-image';
import { shrinkImage } from './shrink-image';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];

const T = uiText('deals');

/** The picture as a data: URL, for its preview (the CSP allows data: images, not blob: ones). */
function dataUrlOf(blob: Blob) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(blob);
  });
}

interface Props {
  /** The uploaded picture's path (`/images/...`), or '' for none. */
  value: string;
  /**
   * What to show for `value` when it is the deal's current picture (a variant: the original is never
   * served); a picture just uploaded shows its local preview instead, and one without variants yet none.
   */
  shownFor?: { value: string; src: string | null };
  onChange: (url: string) => void;
  /** The form's message for this field (e.g. the server refused the picture). */
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}

/** Picks a picture, shows it, sends it with a progress bar, and lets the author remove it. */
export function ImageUpload({ value, shownFor, onChange, error, onBusyChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = useRef<AbortController | null>(null);

  useEffect(() => () => cancel.current?.abort(), []);

  const busy = progress !== null;
  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    cancel.current?.abort();
    const controller = new AbortController();
    cancel.current = controller;
    try {
      if (!ACCEPTED.includes(file.type)) throw new ApiError(MSG.imageType, 0);
      const { blob, name } = await shrinkImage(file);
      if (blob.size > IMAGE_MAX_BYTES) throw new ApiError(MSG.imageTooLarge, 0);
      setPreview(await dataUrlOf(blob));
      setProgress(0);
      const uploaded = await uploadImage(blob, name, setProgress, controller.signal);
      onChange(uploaded.url);
    } catch (err) {
      if (controller.signal.aborted) return;
      setPreview(null);
      setProblem(err instanceof ApiError ? err.message : MSG.imageUploadFailed);
    } finally {
      if (cancel.current === controller) {
        cancel.current = null;
        setProgress(null);
      }
      // The same file may be chosen again.
      if (input.current) input.current.value = '';
    }
  };

  const remove = () => {
    cancel.current?.abort();
    cancel.current = null;
    setProgress(null);
    setPreview(null);
    setProblem(null);
    onChange('');
    input.current?.focus();
  };

  const shown = preview ?? (value && shownFor?.value === value ? shownFor.src : null);
  const message = problem ?? error;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field image-upload">
      {/* The fieldset's legend names the field ("Photo (facultative)"); the input's one label is its button. */}
      <div className="image-upload-box">
        {shown ? (
          <img className="image-upload-preview" src={shown} alt={T.photoPreview} width={240} height={180} />
        ) : (
          <div className="image-upload-empty" aria-hidden="true">
            <svg viewBox="0 0 24 24" focusable="false">
              <path
                fill="currentColor"
                d="M4 5h3l1.5-2h7L17 5h3a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm8 3.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Zm0 2a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5Z"
              />
            </svg>
          </div>
        )}
        <div className="image-upload-controls">
          <input
            ref={input}
            id={id}
            className="file-input"
            type="file"
            accept={ACCEPTED.join(',')}
            aria-describedby={`${hintId}${message ? ` ${errorId}` : ''}`}
            aria-invalid={message ? true : undefined}
            disabled={busy}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          <label htmlFor={id} id={`${id}-button`} className="button button-ghost">
            {shown ? T.photoChange : T.photoChoose}
          </label>
          {shown && (
            <button type="button" className="button button-ghost button-ghost-danger" onClick={remove}>
              {busy ? T.photoCancel : T.photoRemove}
            </button>
          )}
          <p id={hintId} className="field-hint">
            {T.photoHint(formatBytes(IMAGE_MAX_BYTES))}
          </p>
        </div>
      </div>
      {busy && (
        <div className="image-upload-progress">
          <progress id={`${id}-progress`} max={1} value={progress} aria-label={T.photoProgressLabel} />
          <span>{T.photoProgress(Math.round((progress ?? 0) * 100))}</span>
        </div>
      )}
      {!busy && value && preview && (
        <p className="field-hint" role="status">
          {T.photoSent}
        </p>
      )}
      {message && (
        <p id={errorId} className="field-error" role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
