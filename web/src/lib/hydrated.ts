import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/** False on the server and while a served page hydrates; true once the page is the browser's. */
export const useHydrated = () =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
