import { useEffect } from 'react';
import { DEAL_DELETED_EVENT, dealChannel, useDealCache } from './deal-cache';

/** Another tab deleted a deal: it leaves this tab's lists too, and its page says it is gone. */
export function useDealSync() {
  const cache = useDealCache();
  useEffect(() => {
    const heard = (event: MessageEvent<{ type?: string; id?: string }>) => {
      const { type, id } = event.data ?? {};
      if (type === DEAL_DELETED_EVENT && typeof id === 'string') cache.dropDeal(id, true);
    };
    dealChannel?.addEventListener('message', heard);
    return () => dealChannel?.removeEventListener('message', heard);
  }, [cache]);
}
