import type { LoaderFunctionArgs } from 'react-router-dom';
import { preload } from 'swr';
import { isCached } from './page-data';

/**
 * Reads one SWR key for a page. On the server it resolves with the answer (undefined when the
 * read failed: the page shows that failure); in the browser it gives an `eager` read a head start
 * while the screen's code loads, and resolves with nothing.
 */
export type Load = <T>(
  key: string,
  read: () => Promise<T>,
  opts?: {
    /** The page's own subject (the deal, the member, the list): its failure is the page's status. */
    main?: boolean;
    /** In the browser, start it before the screen's code is there. */
    eager?: boolean;
  },
) => Promise<T | undefined>;

/** What the server renderer hands the loaders as react-router's request context. */
export interface ServerReads {
  load: Load;
}

/** A page's reads, in the order their keys depend on each other (a member's deals need their id). */
export type PageReads = (args: LoaderFunctionArgs, load: Load) => Promise<unknown>;

/**
 * A head start for a read the screen has not made yet. Once the screen reads the key itself, a
 * preload would only wait, answered, for the key's next read, and hand it that old answer (SWR
 * keeps a preloaded read until a read of its key takes it).
 */
const browserLoad: Load = (key, read, opts) => {
  if (opts?.eager && !isCached(key)) void preload(key, read).catch(() => undefined);
  return Promise.resolve(undefined);
};

/**
 * A route's loader from its page's reads (kept in the page's feature, loaded on demand): the
 * server renderer (web/src/entry-server.tsx) waits for every read and inlines the answers; the
 * browser never waits for one (the screen shows its frame, then the data).
 */
export function pageLoader(reads: () => Promise<PageReads>) {
  return async (args: LoaderFunctionArgs) => {
    const server = args.context as Partial<ServerReads> | undefined;
    if (server?.load) {
      await (
        await reads()
      )(args, server.load);
      return null;
    }
    void reads()
      .then((run) => run(args, browserLoad))
      .catch(() => undefined);
    return null;
  };
}
