import { useEffect, useRef, useState, type FocusEvent } from 'react';

/**
 * A header disclosure (the user menu, the notification bell): open and closed, closed again by a
 * pointer outside it, by Escape (focus back on its button) or by tabbing out of it.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);
  const onBlur = (event: FocusEvent) => {
    if (open && event.relatedTarget && !root.current?.contains(event.relatedTarget as Node)) close();
  };
  return { open, toggle: () => setOpen((v) => !v), close, root, button, onBlur };
}
