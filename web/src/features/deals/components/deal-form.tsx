import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Deal, DealType, FieldErrors } from '@shared/api-types';
import { discountPercent } from '@shared/deal-rules';
import { DEAL_DESCRIPTION_MAX, DEAL_TITLE_MAX } from '@shared/limits';
import { FIELD_MSG } from '@shared/messages';
import { createDealSchema, dealInputSchema, type DealInput } from '@shared/schemas/deal';
import { ErrorAlert } from '@web/components/error-alert';
import { categoryName } from '@shared/i18n/places';
import { SelectField, TextAreaField, TextField } from '@web/components/form-field';
import { useCategories } from '@web/lib/catalog';
import { CityField } from '@web/components/city-field';
import { useCities } from '@web/lib/cities';
import { formatPrice } from '@web/lib/format';
import { uiText } from '@web/lib/i18n';
import { useForm } from '@web/lib/use-form';
import { useMerchantFromLink, useMerchantSuggestions } from '../api/merchant-suggestions';
import { ImageUpload } from './image-upload';
import { SimilarDeals } from './similar-deals';
import '@web/components/deals/deals.css';

const T = uiText('deals');

type Values = Record<
  | 'type'
  | 'title'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'url'
  | 'merchant'
  | 'promoCode'
  | 'minBasket'
  | 'imageUrl'
  | 'expiresAt'
  | 'city'
  | 'category',
  string
>;

/** Algeria keeps UTC+1 all year: the calendar day there of an instant. */
const algerianDay = (iso: string) => new Date(Date.parse(iso) + 3600_000).toISOString().slice(0, 10);
const today = () => algerianDay(new Date().toISOString());

/** A price as the form shows it, the way it is typed in French: "89 900", "1 500,50" (sent without the spaces). */
const priceText = (price: number) => {
  const [whole, cents] = price.toFixed(2).replace(/\.00$/, '').split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') + (cents ? `,${cents}` : '');
};

/** The kinds of deal, as the form offers them (docs/api.md#deal-types). */
const TYPES: { type: DealType; label: () => string }[] = [
  { type: 'deal', label: () => T.typeDeal },
  { type: 'code', label: () => T.typeCode },
  { type: 'free', label: () => T.typeFree },
];

function valuesOf(deal?: Deal): Values {
  return {
    type: deal?.type ?? 'deal',
    title: deal?.title ?? '',
    description: deal?.description ?? '',
    // A free deal's 0 is no price typed: switched to another kind, the field starts empty.
    price: deal && deal.type !== 'free' ? priceText(deal.price) : '',
    originalPrice: deal?.originalPrice != null ? priceText(deal.originalPrice) : '',
    url: deal?.url ?? '',
    merchant: deal?.merchant ?? '',
    promoCode: deal?.promoCode ?? '',
    minBasket: deal?.minBasket != null ? priceText(deal.minBasket) : '',
    imageUrl: deal?.imageUrl ?? '',
    expiresAt: deal?.expiresAt ? algerianDay(deal.expiresAt) : '',
    city: deal?.city ?? '',
    category: deal?.category ?? '',
  };
}

const number = (text: string) => {
  const value = Number(text.replace(',', '.').replace(/\s/g, ''));
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
};

/** The price as it will show, with the discount the site computes. */
function PricePreview({ price, originalPrice }: { price: string; originalPrice: string }) {
  const now = number(price);
  const before = number(originalPrice);
  if (now === null || now < 0) return null;
  const percent = before !== null && before > now ? discountPercent(now, before) : null;
  return (
    <p className="price-preview" aria-live="polite">
      {T.pricePreview}
      <strong>{formatPrice(now)}</strong>
      {percent !== null && before !== null && (
        <>
          {' '}
          {T.pricePreviewInsteadOf} <del>{formatPrice(before)}</del>{' '}
          <span className="badge badge-discount" dir="ltr">
            {T.pricePreviewDiscount(percent)}
          </span>
        </>
      )}
    </p>
  );
}

interface Props {
  /** The deal being edited; absent when creating. */
  deal?: Deal;
  submitLabel: string;
  busyLabel: string;
  cancelTo: string;
  onSubmit: (input: DealInput) => Promise<void>;
}

/** Every field of a deal with the shared rules and their messages (the page's language), beside each field. */
export function DealForm({ deal, submitLabel, busyLabel, cancelTo, onSubmit }: Props) {
  const { list: cities } = useCities();
  const { list: categories } = useCategories();
  const initial = valuesOf(deal);
  const [uploading, setUploading] = useState(false);
  const f = useForm(deal ? dealInputSchema : createDealSchema, initial, {
    toInput: (v) => ({
      ...v,
      // "45 000" is how prices are written in French. What the kind chosen does not ask is not
      // sent (a free deal's prices, a bon plan's minimum basket), though kept should it come back.
      price: v.type === 'free' ? '' : v.price.replace(/\s/g, ''),
      originalPrice: v.type === 'free' ? '' : v.originalPrice.replace(/\s/g, ''),
      minBasket: v.type === 'code' ? v.minBasket.replace(/\s/g, '') : '',
      // An edit that keeps the expiry date sends it back as it was (it may be past by now).
      expiresAt: deal?.expiresAt && v.expiresAt === initial.expiresAt ? deal.expiresAt : v.expiresAt,
    }),
    check: (v): FieldErrors => {
      if (v.type === 'free') return {};
      const now = number(v.price);
      const before = number(v.originalPrice);
      return now !== null && before !== null && before < now ? { originalPrice: FIELD_MSG.originalPrice } : {};
    },
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);
  const formId = useId();
  const type = f.values.type as DealType;
  const merchants = useMerchantSuggestions({ text: f.values.merchant, url: f.values.url });
  const { setValues } = f;
  // A link typed or pasted while the merchant is empty brings its shop's name.
  useMerchantFromLink(
    f.values.url,
    () => !f.values.merchant.trim(),
    (name) => setValues((v) => (v.merchant.trim() ? v : { ...v, merchant: name })),
  );

  const submit = f.onSubmit(async (input) => onSubmit(input as DealInput));
  return (
    <>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form deal-form" noValidate onSubmit={submit}>
        <fieldset className="deal-type" aria-describedby={f.errors.type ? `${formId}-error` : undefined}>
          <legend>{T.formType}</legend>
          <div className="deal-type-options">
            {TYPES.map((choice) => (
              <label key={choice.type} className="deal-type-option">
                <input
                  type="radio"
                  name="type"
                  value={choice.type}
                  checked={type === choice.type}
                  onChange={() => f.setValue('type', choice.type)}
                />
                {choice.label()}
              </label>
            ))}
          </div>
          {f.errors.type && (
            <p id={`${formId}-error`} className="field-error">
              {f.errors.type}
            </p>
          )}
        </fieldset>

        <fieldset>
          <legend>{T.formDeal}</legend>
          <TextField
            label={T.title}
            required
            maxLength={DEAL_TITLE_MAX}
            hint={T.titleHint}
            dir="auto"
            {...f.field('title')}
          />
          <TextAreaField
            label={T.description}
            required
            rows={6}
            maxLength={DEAL_DESCRIPTION_MAX}
            hint={T.descriptionHint}
            dir="auto"
            {...f.field('description')}
          />
        </fieldset>

        <fieldset>
          <legend>{T.formPrice}</legend>
          {type === 'free' ? (
            // Nothing to type: the deal shows as free.
            <>
              <PricePreview price="0" originalPrice="" />
              <p className="field-hint">{T.freeNote}</p>
            </>
          ) : (
            <>
              <div className="form-row">
                <TextField label={T.price} required inputMode="decimal" autoComplete="off" {...f.field('price')} />
                <TextField
                  label={T.originalPrice}
                  inputMode="decimal"
                  autoComplete="off"
                  hint={T.originalPriceHint}
                  {...f.field('originalPrice')}
                />
              </div>
              <PricePreview price={f.values.price} originalPrice={f.values.originalPrice} />
            </>
          )}
        </fieldset>

        <fieldset>
          <legend>{T.formWhere}</legend>
          <div className="form-row">
            <CityField label={T.city} required cities={cities} placeholder={T.cityPlaceholder} {...f.field('city')} />
            <SelectField
              optionLabel={categoryName}
              label={T.category}
              required
              options={categories}
              placeholder={T.categoryPlaceholder}
              {...f.field('category')}
            />
          </div>
          {/* Known shops as one types (a datalist, as the city's): picking one writes its name. */}
          <TextField
            label={T.merchant}
            hint={T.merchantHint}
            maxLength={100}
            dir="auto"
            autoComplete="off"
            list={`${formId}-merchants`}
            {...f.field('merchant')}
          />
          <datalist id={`${formId}-merchants`}>
            {merchants.map((merchant) => (
              <option key={merchant.slug} value={merchant.name} />
            ))}
          </datalist>
          {/* An address and a code read left to right on any page. */}
          <TextField
            label={T.url}
            type="url"
            inputMode="url"
            placeholder="https://"
            hint={T.urlHint}
            dir="ltr"
            {...f.field('url')}
          />
          <SimilarDeals url={f.values.url} title={f.values.title} exclude={deal?.id} />
          <div className="form-row">
            <TextField
              label={T.promoCode}
              hint={type === 'code' ? T.promoCodeRequiredHint : type === 'deal' ? T.promoCodeDealHint : T.promoCodeHint}
              required={type === 'code'}
              maxLength={50}
              autoComplete="off"
              dir="ltr"
              {...f.field('promoCode')}
            />
            <TextField
              label={T.expiresAt}
              type="date"
              min={deal ? undefined : today()}
              hint={T.expiresAtHint}
              {...f.field('expiresAt')}
            />
          </div>
          {type === 'code' && (
            <TextField
              label={T.minBasket}
              hint={T.minBasketHint}
              inputMode="decimal"
              autoComplete="off"
              {...f.field('minBasket')}
            />
          )}
        </fieldset>

        <fieldset>
          <legend>
            {T.formPhoto} <span className="muted">{T.photoOptional}</span>
          </legend>
          <ImageUpload
            value={f.values.imageUrl}
            shownFor={
              deal?.imageUrl
                ? { value: deal.imageUrl, src: deal.image?.variants.find((v) => v.width >= 320)?.jpeg ?? null }
                : undefined
            }
            error={f.errors.imageUrl}
            onChange={(url) => f.setValue('imageUrl', url)}
            onBusyChange={onBusyChange}
          />
        </fieldset>

        <div className="form-actions">
          <Link to={cancelTo} className="button button-ghost">
            {T.cancel}
          </Link>
          <button type="submit" className="button button-primary button-large" disabled={f.busy || uploading}>
            {f.busy ? busyLabel : uploading ? T.photoUploading : submitLabel}
          </button>
        </div>
      </form>
    </>
  );
}
