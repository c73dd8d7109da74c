import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Deal, FieldErrors } from '@shared/api-types';
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
import { ImageUpload } from './image-upload';
import { SimilarDeals } from './similar-deals';
import '@web/components/deals/deals.css';

const T = uiText('deals');

type Values = Record<
  | 'title'
  | 'description'
  | 'price'
  | 'originalPrice'
  | 'url'
  | 'merchant'
  | 'promoCode'
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

function valuesOf(deal?: Deal): Values {
  return {
    title: deal?.title ?? '',
    description: deal?.description ?? '',
    price: deal ? priceText(deal.price) : '',
    originalPrice: deal?.originalPrice != null ? priceText(deal.originalPrice) : '',
    url: deal?.url ?? '',
    merchant: deal?.merchant ?? '',
    promoCode: deal?.promoCode ?? '',
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
      // "45 000" is how prices are written in French.
      price: v.price.replace(/\s/g, ''),
      originalPrice: v.originalPrice.replace(/\s/g, ''),
      // An edit that keeps the expiry date sends it back as it was (it may be past by now).
      expiresAt: deal?.expiresAt && v.expiresAt === initial.expiresAt ? deal.expiresAt : v.expiresAt,
    }),
    check: (v): FieldErrors => {
      const now = number(v.price);
      const before = number(v.originalPrice);
      return now !== null && before !== null && before < now ? { originalPrice: FIELD_MSG.originalPrice } : {};
    },
  });
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const submit = f.onSubmit(async (input) => onSubmit(input as DealInput));
  return (
    <>
      <ErrorAlert message={f.serverError} version={f.serverErrorVersion} onClose={f.clearServerError} />
      <form ref={f.form} className="form deal-form" noValidate onSubmit={submit}>
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
          <TextField label={T.merchant} hint={T.merchantHint} maxLength={100} dir="auto" {...f.field('merchant')} />
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
              hint={T.promoCodeHint}
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
