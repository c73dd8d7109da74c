import { useCopy } from './use-copy';

/** The promo code, and a button that copies it. */
export function PromoCode({ code }: { code: string }) {
  const { copied, failed, copy } = useCopy();
  return (
    <div className="promo">
      <span className="promo-label">Code promo</span>
      <div className="promo-box">
        <code>{code}</code>
        <button type="button" className="button button-ghost" onClick={() => void copy(code)}>
          {copied ? 'Copié !' : 'Copier le code'}
        </button>
      </div>
      <p className="promo-status" role="status">
        {copied ? 'Le code promo est copié.' : failed ? 'Copie impossible : sélectionnez le code pour le copier.' : ''}
      </p>
    </div>
  );
}
