import { useSyncExternalStore } from 'react';

/** The app-wide error message shown by the closable alert of the layout (null when none). */
let current: { id: number; message: string } | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Shows an error in the global alert (replacing the one shown). */
export function showError(message: string) {
  current = { id: nextId++, message };
  emit();
}

export function dismissError() {
  if (!current) return;
  current = null;
  emit();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useGlobalError = () =>
  useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
