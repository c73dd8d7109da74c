import * as z from 'zod';
import { CATEGORIES } from '../categories';
import { CITIES } from '../cities';
import {
  BULK_VOTES_MAX,
  COMMENT_MAX,
  DEAL_DESCRIPTION_MAX,
  DEAL_DESCRIPTION_MIN,
  DEAL_PRICE_MAX,
  DEAL_TITLE_MAX,
  DEAL_TITLE_MIN,
  PAGE_DEFAULT_SIZE,
  PAGE_MAX_SIZE,
  SEARCH_MAX_LENGTH,
} from '../limits';
import { IMAGE_PATH, isFutureOrAbsent } from '../deal-rules';
import { FIELD_MSG, MSG } from '../messages';

export { IMAGE_PATH, discountPercent, isFutureOrAbsent } from '../deal-rules';

// Forms send '' for an empty optional field; the API treats it, and null, as absent.
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
// Prices may arrive as numbers or as the text of a number input.
const toNumber = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? Number(v.replace(',', '.')) : v);

const price = (error: string) =>
  z.preprocess(toNumber, z.number({ error }).finite({ error }).min(0, { error }).max(DEAL_PRICE_MAX, { error }));

const optionalText = (max: number, error: string) =>
  z.preprocess(blankToUndefined, z.string({ error }).trim().max(max, { error }).optional());

const httpUrl = z
  .string({ error: FIELD_MSG.url })
  .trim()
  .max(2048, { error: FIELD_MSG.url })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
      } catch {
        return false;
      }
    },
    { error: FIELD_MSG.url },
  );

/** `YYYY-MM-DD` (the end of that day in Algeria, UTC+1) or a full ISO date-time, normalised to UTC. */
const expiresAt = z.preprocess(
  blankToUndefined,
  z
    .string({ error: FIELD_MSG.expiresAt })
    .trim()
    .transform((value, ctx) => {
      const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999+01:00` : value;
      const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/.test(text);
      const time = Date.parse(text);
      if (!iso || Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: FIELD_MSG.expiresAt });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    })
    .optional(),
);

/** The writable fields of a deal, as created or replaced (PUT sends the whole deal). */
export const dealInputSchema = z
  .object({
    title: z
      .string({ error: FIELD_MSG.title })
      .trim()
      .min(DEAL_TITLE_MIN, { error: FIELD_MSG.title })
      .max(DEAL_TITLE_MAX, { error: FIELD_MSG.title }),
    description: z
      .string({ error: FIELD_MSG.description })
      .trim()
      .min(DEAL_DESCRIPTION_MIN, { error: FIELD_MSG.description })
      .max(DEAL_DESCRIPTION_MAX, { error: FIELD_MSG.description }),
    price: price(FIELD_MSG.price),
    originalPrice: z.preprocess(blankToUndefined, price(FIELD_MSG.originalPrice).optional()),
    url: z.preprocess(blankToUndefined, httpUrl.optional()),
    merchant: optionalText(100, FIELD_MSG.merchant),
    promoCode: optionalText(50, FIELD_MSG.promoCode),
    imageUrl: z.preprocess(
      blankToUndefined,
      z.string({ error: FIELD_MSG.imageUrl }).trim().regex(IMAGE_PATH, { error: FIELD_MSG.imageUrl }).optional(),
    ),
    expiresAt,
    city: z.enum(CITIES, { error: FIELD_MSG.city }),
    category: z.enum(CATEGORIES, { error: FIELD_MSG.category }),
  })
  .superRefine((deal, ctx) => {
    if (deal.originalPrice !== undefined && deal.originalPrice < deal.price) {
      ctx.addIssue({ code: 'custom', path: ['originalPrice'], message: FIELD_MSG.originalPrice });
    }
  });
export type DealInput = z.input<typeof dealInputSchema>;
export type DealFields = z.output<typeof dealInputSchema>;

/** Creation also wants the expiry date in the future (an edit may keep a past one). */
export const createDealSchema = dealInputSchema.superRefine((deal, ctx) => {
  if (!isFutureOrAbsent(deal.expiresAt)) {
    ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: FIELD_MSG.expiresFuture });
  }
});

const pageNumber = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: FIELD_MSG.page })
    .int({ error: FIELD_MSG.page })
    .min(0, { error: FIELD_MSG.page })
    .max(100_000, {
      error: FIELD_MSG.page,
    }),
);
const pageSize = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: FIELD_MSG.size })
    .int({ error: FIELD_MSG.size })
    .min(1, { error: FIELD_MSG.size })
    .max(PAGE_MAX_SIZE, { error: FIELD_MSG.size }),
);

export const pageQuery = z.object({
  page: pageNumber.optional().default(0),
  size: pageSize.optional().default(PAGE_DEFAULT_SIZE),
});

/** `GET /deals`: page, size and the optional filters (a blank search is no search). */
export const listDealsQuery = pageQuery.extend({
  city: z.preprocess(blankToUndefined, z.enum(CITIES, { error: FIELD_MSG.city }).optional()),
  category: z.preprocess(blankToUndefined, z.enum(CATEGORIES, { error: FIELD_MSG.category }).optional()),
  search: z.preprocess(
    blankToUndefined,
    z.string().trim().max(SEARCH_MAX_LENGTH, { error: FIELD_MSG.searchLength }).optional(),
  ),
  /** A member's deals (their user id); not combinable with the other filters. */
  author: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
});
export type ListDealsQuery = z.output<typeof listDealsQuery>;

/** `GET /deals/search`: q is required and not blank. */
export const searchDealsQuery = pageQuery.extend({
  q: z
    .string({ error: MSG.searchRequired })
    .trim()
    .min(1, { error: MSG.searchRequired })
    .max(SEARCH_MAX_LENGTH, { error: FIELD_MSG.searchLength }),
});

export const voteQuery = z.object({
  positive: z.enum(['true', 'false'], { error: FIELD_MSG.positive }).transform((v) => v === 'true'),
});

export const bulkVotesSchema = z
  .array(
    z.string({ error: FIELD_MSG.dealIds }).min(1, { error: FIELD_MSG.dealIds }).max(64, { error: FIELD_MSG.dealIds }),
    {
      error: FIELD_MSG.dealIds,
    },
  )
  .max(BULK_VOTES_MAX, { error: FIELD_MSG.dealIds });

/** A comment: 1 to 2000 characters once trimmed. */
export const commentSchema = z.object({
  content: z
    .string({ error: FIELD_MSG.comment })
    .trim()
    .min(1, { error: FIELD_MSG.comment })
    .max(COMMENT_MAX, { error: FIELD_MSG.comment }),
});
export type CommentInput = z.input<typeof commentSchema>;
