import type { useDealList } from '@web/lib/deals/use-deal-list';
import { useHydrated } from '@web/lib/hydrated';
import { uiText } from '@web/lib/i18n';

const T = uiText('deals');

/**
 * "Charger plus" under a deal list while its last page is not shown, with how many are shown.
 * A served page's button waits for hydration: a tap before it would be lost.
 */
export function LoadMore({ list }: { list: ReturnType<typeof useDealList> }) {
  const hydrated = useHydrated();
  if (list.last || list.deals.length === 0) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button-ghost button-large"
        onClick={list.loadMore}
        disabled={!hydrated || list.loadingMore}
      >
        {list.loadingMore ? T.loadingMore : T.loadMore}
      </button>
      <p>{T.shownOf(list.deals.length, list.total)}</p>
    </div>
  );
}
