import { uiText } from '@web/lib/i18n';
import { useCopy } from './use-copy';

const T = uiText('deals');

/** The promo code, and a button that copies it. */
export function PromoCode({ code }: { code: string }) {
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
      <p className="promo-status" role="status">
        {copied ? T.codeCopiedStatus : failed ? T.codeCopyFailed : ''}
      </p>
    </div>
  );
}
