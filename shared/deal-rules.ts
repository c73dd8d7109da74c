/** Deal rules that need no schema library, for code that must stay light (read handlers, web). */
import type { DealType } from './api-types';
import { HOT_THRESHOLD, TEMPERATURE_PER_VOTE } from './limits';

/** This site's uploaded pictures only (the images API hands out these paths). */
export const IMAGE_PATH = /^\/images\/[A-Za-z0-9_-]{16,64}\.(?:jpg|png|webp)$/;

/** True when an expiry date is missing or still ahead. */
export const isFutureOrAbsent = (iso: string | undefined | null, now = Date.now()) => !iso || Date.parse(iso) > now;

/** Whole percent saved, or null without a higher original price. */
export function discountPercent(price: number, originalPrice: number | null | undefined) {
  if (originalPrice === null || originalPrice === undefined || originalPrice <= 0) return null;
  return Math.max(0, Math.round(((originalPrice - price) / originalPrice) * 100));
}

/** A deal's temperature in degrees (docs/api.md#temperature): TEMPERATURE_PER_VOTE per net vote. */
export const temperatureOf = (upvotes: number, downvotes: number) => TEMPERATURE_PER_VOTE * (upvotes - downvotes);

export const isHot = (temperature: number) => temperature >= HOT_THRESHOLD;

/**
 * A deal's type when none is given: a code promo when it has a code, a bon plan otherwise (what
 * the create and edit bodies default to, and deals stored before types were: migration deal-types).
 */
export const dealTypeOf = (deal: { type?: DealType | null; promoCode?: string | null }): DealType =>
  deal.type ?? (deal.promoCode ? 'code' : 'deal');
