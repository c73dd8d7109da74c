import { useEffect, useId, useRef, type ReactNode } from 'react';
import { UI } from '../lib/i18n';
import './confirm-dialog.css';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  /** "Annuler" unless told. */
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something that cannot be undone. A modal <dialog>: the browser keeps the focus
 * inside and Escape cancels; the focus starts on "Annuler" and returns where it was.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node || !open) return;
    const before = document.activeElement as HTMLElement | null;
    if (typeof node.showModal === 'function') node.showModal();
    else node.setAttribute('open', '');
    cancel.current?.focus();
    return () => {
      if (typeof node.close === 'function' && node.open) node.close();
      else node.removeAttribute('open');
      before?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children && (
        <div id={textId} className="dialog-text">
          {children}
        </div>
      )}
      <div className="dialog-actions">
        <button ref={cancel} type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? UI.cancel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
          {busy ? UI.pleaseWait : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
