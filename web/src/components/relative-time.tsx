import { useSyncExternalStore } from 'react';
import { formatDateTime, relativeTime } from '@web/lib/format';
import { useRenderedAt } from '@web/lib/page-data';

const MINUTE_MS = 60_000;
const never = () => () => undefined;
// To the minute, so two reads in one render agree.
const now = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

/**
 * "il y a 2 h", with the full date as its title. A page hydrates with the time the server wrote
 * ("il y a 3 min" then, even if served from a cache later), then shows the browser's.
 */
export function RelativeTime({ iso }: { iso: string }) {
  const renderedAt = useRenderedAt();
  const at = useSyncExternalStore(never, now, () => renderedAt ?? now());
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {relativeTime(iso, at)}
    </time>
  );
}
