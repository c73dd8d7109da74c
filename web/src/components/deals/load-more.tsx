import type { useDealList } from '@web/lib/deals/use-deal-list';
import { uiText } from '@web/lib/i18n';

const T = uiText('deals');

/** "Charger plus" under a deal list while its last page is not shown, with how many are shown. */
export function LoadMore({ list }: { list: ReturnType<typeof useDealList> }) {
  if (list.last || list.deals.length === 0) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button-ghost button-large"
        onClick={list.loadMore}
        disabled={list.loadingMore}
      >
        {list.loadingMore ? T.loadingMore : T.loadMore}
      </button>
      <p>{T.shownOf(list.deals.length, list.total)}</p>
    </div>
  );
}
