import { formatPrice } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useCopy } from './use-copy';

const T = uiText('deals');

/** The promo code, a button that copies it, and the basket it needs ("Dès 5 000 DA d'achat"), if any. */
export function PromoCode({ code, minBasket = null }: { code: string; minBasket?: number | null }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="promo">
      <span className="promo-label">{T.promoCode}</span>
      <div className="promo-box">
        {/* A code is typed as written: left to right on any page. */}
        <code dir="ltr">{code}</code>
        <button type="button" className="button button-ghost" onClick={() => void copy(code)}>
          {copied ? T.codeCopied : T.copyCode}
        </button>
      </div>
      {/* A minimum of 0 is no minimum. */}
      {!!minBasket && <p className="promo-min">{T.minBasketShown(formatPrice(minBasket))}</p>}
      <p className="promo-status" role="status">
        {copied ? T.codeCopiedStatus : failed ? T.codeCopyFailed : ''}
      </p>
    </div>
  );
}
