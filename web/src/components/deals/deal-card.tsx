import { Link } from 'react-router-dom';
import type { Deal } from '@shared/api-types';
import { RelativeTime } from '../relative-time';
import { DealPicture } from './deal-picture';
import { DealTags } from './deal-tags';
import { DealTypeBadge } from './deal-type-badge';
import { PriceTag } from './price-tag';
import { SaveButton } from './save-button';
import { Temperature } from './temperature';
import './deals.css';
import { uiText } from '@web/lib/i18n';
import { unbreakableNumbers } from '@web/lib/format';
import { paths } from '@web/lib/paths';

const T = uiText('deals');

/**
 * Size the card pictures are laid out at (4:3; deals.css shows them 72 px wide on phones, 128 px
 * from 40em), and the narrowest variant they take: 320 px, sharp at any density of either slot, and
 * one file per card for every screen (caches share it), where 160 px would only suit density-1 phones.
 */
export const CARD_PICTURE = {
  width: 320,
  height: 240,
  sizes: '(min-width: 40em) 128px, 72px',
  minWidth: 320,
} as const;

/** "Commenter" before the first comment, then "1 commentaire", "12 commentaires" (in the page's language). */
export const commentsLabel = (n: number) => T.comments(n);

/**
 * One deal in a list, compact (thumbnail beside the text, deals.css): picture or category
 * illustration, tags, title, prices, then the temperature between its vote arrows, who, when, comments, the star. An expired
 * deal is greyed, its price muted, and says so.
 */
export function DealCard({
  deal,
  headingLevel = 3,
  eagerPicture = false,
}: {
  deal: Deal;
  headingLevel?: 2 | 3;
  /** The first cards of a list: their pictures are in the first screen, so not lazy. */
  eagerPicture?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const href = paths.deal.href(deal.id);
  const titleId = `deal-title-${deal.id}`;
  return (
    <article
      className={deal.expired ? 'deal-card is-expired' : 'deal-card'}
      aria-labelledby={titleId}
      data-testid="deal-card"
    >
      {/* The title link is the card's one stop for keyboards; the picture repeats it for pointers. */}
      <Link to={href} className="deal-card-media" tabIndex={-1} aria-hidden="true">
        <DealPicture image={deal.image} alt="" category={deal.category} {...CARD_PICTURE} eager={eagerPicture} />
      </Link>
      <div className="deal-card-body">
        <div className="deal-card-top">
          {deal.expired && <span className="badge badge-expired">{T.expired}</span>}
          <DealTypeBadge type={deal.type} />
          <DealTags deal={deal} />
        </div>
        <Heading id={titleId} className="deal-card-title" dir="auto">
          <Link to={href}>{unbreakableNumbers(deal.title)}</Link>
        </Heading>
        <div className="deal-card-price">
          <PriceTag price={deal.price} originalPrice={deal.originalPrice} discountPercent={deal.discountPercent} />
          {deal.merchant && (
            <span className="deal-card-merchant" dir="auto">
              {deal.merchantSlug ? (
                <Link to={paths.merchant.href(deal.merchantSlug)} className="merchant-link">
                  {deal.merchant}
                </Link>
              ) : (
                deal.merchant
              )}
            </span>
          )}
        </div>
      </div>
      <div className="deal-card-foot">
        <Temperature deal={deal} />
        <p className="deal-card-meta">
          <span className="deal-card-author">
            {T.by} {/* Its own direction on the box that cuts it short: a long name loses its end, not its start. */}
            <strong dir="auto">
              <Link to={paths.member.href(deal.authorUsername)} className="author-link">
                {deal.authorUsername}
              </Link>
            </strong>
          </span>
          <RelativeTime iso={deal.createdAt} />
          <Link to={`${href}#commentaires`} className="deal-card-comments">
            {commentsLabel(deal.commentsCount)}
          </Link>
        </p>
      </div>
      <SaveButton deal={deal} />
    </article>
  );
}
