import type { Deal } from '@shared/api-types';
import { formatPrice, NNBSP } from '@web/lib/format';
import './deals.css';

type Props = Pick<Deal, 'price' | 'originalPrice' | 'discountPercent'> & { large?: boolean };

/** The price in dinars, the old price struck through, and the discount badge. */
export function PriceTag({ price, originalPrice, discountPercent, large = false }: Props) {
  const reduced = originalPrice !== null && originalPrice > price;
  return (
    <p className={large ? 'price price-large' : 'price'}>
      <strong className="price-now">{formatPrice(price)}</strong>
      {reduced && (
        <del className="price-old">
          <span className="visually-hidden">au lieu de </span>
          {formatPrice(originalPrice)}
        </del>
      )}
      {reduced && discountPercent ? (
        <span className="badge badge-discount">
          <span aria-hidden="true">{`−${discountPercent}${NNBSP}%`}</span>
          <span className="visually-hidden">{`, soit ${discountPercent}${NNBSP}% de réduction`}</span>
        </span>
      ) : null}
    </p>
  );
}
