import type { Deal } from '@shared/api-types';
import { formatPrice } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import './deals.css';

const T = uiText('deals');

type Props = Pick<Deal, 'price' | 'originalPrice' | 'discountPercent'> & { large?: boolean };

/** The price in dinars, the old price struck through, and the discount badge. */
export function PriceTag({ price, originalPrice, discountPercent, large = false }: Props) {
  const reduced = originalPrice !== null && originalPrice > price;
  return (
    <p className={large ? 'price price-large' : 'price'}>
      <strong className="price-now">{formatPrice(price)}</strong>
      {reduced && (
        <del className="price-old">
          <span className="visually-hidden">{T.insteadOf}</span>
          {formatPrice(originalPrice)}
        </del>
      )}
      {reduced && discountPercent ? (
        <span className="badge badge-discount">
          {/* "−10 %" reads left to right in either page direction. */}
          <span aria-hidden="true" dir="ltr">
            {T.discount(discountPercent)}
          </span>
          <span className="visually-hidden">{T.discountSpoken(discountPercent)}</span>
        </span>
      ) : null}
    </p>
  );
}
