import { Link } from 'react-router-dom';
import type { Deal } from '@shared/api-types';
import { formatDateTime, relativeTime } from '@web/lib/format';
import { DealPicture } from './deal-picture';
import { DealTags } from './deal-tags';
import { PriceTag } from './price-tag';
import { VoteButtons } from './vote-buttons';
import './deals.css';

/** Size the card pictures are laid out at (4:3); the file itself may be larger. */
export const CARD_PICTURE = { width: 320, height: 240 } as const;

const plural = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** One deal in a list: picture, title, prices, where, who, when, comments and votes. */
export function DealCard({ deal, headingLevel = 3 }: { deal: Deal; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const href = `/deals/${encodeURIComponent(deal.id)}`;
  const titleId = `deal-title-${deal.id}`;
  return (
    <article className={deal.expired ? 'deal-card is-expired' : 'deal-card'} aria-labelledby={titleId}>
      {/* The title link is the card's one stop for keyboards; the picture repeats it for pointers. */}
      <Link to={href} className="deal-card-media" tabIndex={-1} aria-hidden="true">
        <DealPicture src={deal.imageUrl} alt="" {...CARD_PICTURE} />
        {deal.expired && <span className="badge badge-expired">Expiré</span>}
      </Link>
      <div className="deal-card-body">
        <DealTags deal={deal}>{deal.expired && <span className="visually-hidden">Expiré</span>}</DealTags>
        <Heading id={titleId} className="deal-card-title">
          <Link to={href}>{deal.title}</Link>
        </Heading>
        <PriceTag price={deal.price} originalPrice={deal.originalPrice} discountPercent={deal.discountPercent} />
        {deal.merchant && <p className="deal-card-merchant">{deal.merchant}</p>}
        <p className="deal-card-meta">
          <span>
            Par <strong>{deal.authorUsername}</strong>
          </span>
          <time dateTime={deal.createdAt} title={formatDateTime(deal.createdAt)}>
            {relativeTime(deal.createdAt)}
          </time>
          <Link to={`${href}#commentaires`} className="deal-card-comments">
            {plural(deal.commentsCount, 'commentaire', 'commentaires')}
          </Link>
        </p>
      </div>
      <VoteButtons deal={deal} />
    </article>
  );
}
