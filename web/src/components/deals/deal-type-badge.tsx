import type { DealType } from '@shared/api-types';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

/** "Code promo" or "Gratuit" beside a deal's tags; a bon plan, the usual kind, goes without. */
export function DealTypeBadge({ type }: { type: DealType }) {
  if (type === 'code') return <span className="badge badge-code">{T.badgeCode}</span>;
  if (type === 'free') return <span className="badge badge-free">{T.badgeFree}</span>;
  return null;
}
