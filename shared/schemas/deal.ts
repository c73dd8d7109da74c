import * as z from './zod';
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
import { IMAGE_PATH, dealTypeOf, isFutureOrAbsent } from '../deal-rules';
import { FIELD_MSG, MSG } from '../messages';
import { isCommentId, isDealId } from '../ids';
import { COMMENT_SORTS, DEAL_PERIODS, DEAL_SORTS, DEAL_TYPES, SEARCH_SORTS } from '../api-types';
import { isMerchantSlug, merchantSlug } from '../merchants';
import { cleanText } from './text';

export { IMAGE_PATH, discountPercent, isFutureOrAbsent } from '../deal-rules';

/**
 * Wraps each schema so a bundler drops the ones a Lambda does not import: every schema built at
 * module load adds to the cold start (docs/architecture.md#budgets). Declared here, as esbuild only honours
 * the annotation within the file.
 */
/* @__NO_SIDE_EFFECTS__ */
function define<T>(build: () => T): T {
  return build();
}

// Forms send '' for an empty optional field; the API treats it, and null, as absent.
const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);
// Prices may arrive as numbers or as the text of a number input: plain decimals only ("1500",
// "1500.50", "1500,50"). Number() alone would also read "0x10", "1e5", " 12 " or "Infinity".
const DECIMAL_TEXT = /^\d+(?:[.,]\d+)?$/;
const toNumber = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? (DECIMAL_TEXT.test(v) ? Number(v.replace(',', '.')) : NaN) : v;
// At most 2 decimals (centimes): the value reads back the same once rounded to them.
const twoDecimals = (v: number) => Number(v.toFixed(2)) === v;

/**
 * Runs `fn` on the raw input before `schema` sees it: classic zod's preprocess, which zod/mini
 * lacks. Same pipe at run time; typed like classic's so a field stays optional in the input type
 * when `schema` is optional.
 */
const preprocess = <T extends z.core.$ZodType>(fn: (v: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(fn), schema) as unknown as z.core.$ZodPreprocess<T>;
/** Blank text and null count as absent. */
export const blankAsAbsent = <T extends z.core.$ZodType>(schema: T) => preprocess(blankToUndefined, z.optional(schema));

// Messages are read when an issue is raised (`() => text`): a schema is built once, at module
// load, and answers every request in that request's language.
// A blank price is missing (its own message); an optional price wraps this in blankAsAbsent.
const price = (error: () => string, messages: { max: () => string; decimals: () => string; required?: () => string }) =>
  preprocess(
    (v) => toNumber(blankToUndefined(v)),
    z
      .number({ error: (issue) => (issue.input === undefined && messages.required ? messages.required() : error()) })
      .check(
        z.gte(0, { error }),
        z.lte(DEAL_PRICE_MAX, { error: messages.max }),
        z.refine(twoDecimals, { error: messages.decimals }),
      ),
  );

/** An optional single-line text: blank is absent, control characters are refused. */
const optionalText = (max: number, error: () => string, charsError: () => string) =>
  blankAsAbsent(z.string({ error }).check(z.trim(), cleanText(charsError), z.maxLength(max, { error })));

const httpUrl = define(() =>
  z.string({ error: () => FIELD_MSG.url }).check(
    z.trim(),
    z.maxLength(2048, { error: () => FIELD_MSG.url }),
    // The URL parser drops or escapes control characters, but the text is stored as sent.
    cleanText(() => FIELD_MSG.url),
    z.refine(
      (value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname;
        } catch {
          return false;
        }
      },
      { error: () => FIELD_MSG.url },
    ),
  ),
);

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(?:Z|[+-](\d{2}):(\d{2}))?$/;
const isLeapYear = (y: number) => y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0);

/**
 * Whether every part of an ISO date-time is in range: Date.parse turns 31 February into 3 March
 * and takes 24:00 as the next day.
 */
function isRealDateTime(text: string) {
  const m = ISO_DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = m
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part))) as number[];
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return (
    days !== undefined &&
    day >= 1 &&
    day <= days &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 23 &&
    offsetMinutes <= 59
  );
}

/** `YYYY-MM-DD` (the end of that day in Algeria, UTC+1) or a full ISO date-time, normalised to UTC. */
const expiresAt = define(() =>
  blankAsAbsent(
    z.pipe(
      z.string({ error: () => FIELD_MSG.expiresAt }).check(z.trim()),
      z.transform((value: string, ctx) => {
        const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T23:59:59.999+01:00` : value;
        const time = Date.parse(text);
        if (!isRealDateTime(text) || Number.isNaN(time)) {
          ctx.issues.push({ code: 'custom', message: FIELD_MSG.expiresAt, input: value });
          return z.NEVER;
        }
        return new Date(time).toISOString();
      }),
    ),
  ),
);

/**
 * The writable fields of a deal, as created or replaced (PUT sends the whole deal). Its `type`
 * (docs/api.md#deal-types), when not sent, is `code` for a deal with a promo code and `deal`
 * otherwise; a code promo needs its code, a free deal's price is 0 (sent or not).
 */
export const dealInputSchema = define(() =>
  z.pipe(
    z
      .object({
        title: z.string({ error: () => FIELD_MSG.title }).check(
          z.trim(),
          cleanText(() => FIELD_MSG.titleChars),
          z.minLength(DEAL_TITLE_MIN, { error: () => FIELD_MSG.title }),
          z.maxLength(DEAL_TITLE_MAX, { error: () => FIELD_MSG.title }),
        ),
        description: z.string({ error: () => FIELD_MSG.description }).check(
          z.trim(),
          cleanText(() => FIELD_MSG.descriptionChars, true),
          z.minLength(DEAL_DESCRIPTION_MIN, { error: () => FIELD_MSG.description }),
          z.maxLength(DEAL_DESCRIPTION_MAX, { error: () => FIELD_MSG.description }),
        ),
        type: blankAsAbsent(z.enum(DEAL_TYPES, { error: () => FIELD_MSG.dealType })),
        // Required but for a free deal (checked below, once the type is known).
        price: blankAsAbsent(
          price(() => FIELD_MSG.price, { max: () => FIELD_MSG.priceMax, decimals: () => FIELD_MSG.priceDecimals }),
        ),
        originalPrice: blankAsAbsent(
          price(() => FIELD_MSG.originalPrice, {
            max: () => FIELD_MSG.originalPriceMax,
            decimals: () => FIELD_MSG.originalPriceDecimals,
          }),
        ),
        url: blankAsAbsent(httpUrl),
        merchant: optionalText(
          100,
          () => FIELD_MSG.merchant,
          () => FIELD_MSG.merchantChars,
        ),
        promoCode: optionalText(
          50,
          () => FIELD_MSG.promoCode,
          () => FIELD_MSG.promoCodeChars,
        ),
        minBasket: blankAsAbsent(
          price(() => FIELD_MSG.minBasket, {
            max: () => FIELD_MSG.minBasketMax,
            decimals: () => FIELD_MSG.minBasketDecimals,
          }),
        ),
        imageUrl: blankAsAbsent(
          z
            .string({ error: () => FIELD_MSG.imageUrl })
            .check(z.trim(), z.regex(IMAGE_PATH, { error: () => FIELD_MSG.imageUrl })),
        ),
        expiresAt,
        city: z.enum(CITIES, { error: () => FIELD_MSG.city }),
        category: z.enum(CATEGORIES, { error: () => FIELD_MSG.category }),
      })
      .check(
        z.superRefine((deal, ctx) => {
          const type = dealTypeOf(deal);
          const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
          if (type === 'free' && deal.price !== undefined && deal.price !== 0) issue('price', FIELD_MSG.freePrice);
          if (type !== 'free' && deal.price === undefined) issue('price', FIELD_MSG.priceRequired);
          if (type === 'code' && !deal.promoCode) issue('promoCode', FIELD_MSG.promoCodeRequired);
          if (type !== 'code' && deal.minBasket !== undefined) issue('minBasket', FIELD_MSG.minBasketCodeOnly);
          if (deal.merchant && !merchantSlug(deal.merchant)) issue('merchant', FIELD_MSG.merchantName);
          const price = deal.price ?? 0;
          if (deal.originalPrice !== undefined && deal.originalPrice < price) {
            issue('originalPrice', FIELD_MSG.originalPrice);
          }
        }),
      ),
    z.transform((deal) => ({ ...deal, type: dealTypeOf(deal), price: deal.price ?? 0 })),
  ),
);
export type DealInput = z.input<typeof dealInputSchema>;
export type DealFields = z.output<typeof dealInputSchema>;

/** Creation also wants the expiry date in the future (an edit may keep a past one). */
export const createDealSchema = define(() =>
  dealInputSchema.check(
    z.superRefine((deal, ctx) => {
      if (!isFutureOrAbsent(deal.expiresAt)) {
        ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: FIELD_MSG.expiresFuture });
      }
    }),
  ),
);

// Query strings: blank is absent, then the text must read as a whole number (`Number`, as z.coerce
// does, without pulling in coerce's other types).
const toQueryNumber = (v: unknown) => Number(blankToUndefined(v));

const pageNumber = define(() =>
  preprocess(
    toQueryNumber,
    z
      .number({ error: () => FIELD_MSG.page })
      .check(
        z.int({ error: () => FIELD_MSG.page }),
        z.gte(0, { error: () => FIELD_MSG.page }),
        z.lte(100_000, { error: () => FIELD_MSG.page }),
      ),
  ),
);
const pageSize = define(() =>
  preprocess(
    toQueryNumber,
    z
      .number({ error: () => FIELD_MSG.size })
      .check(
        z.int({ error: () => FIELD_MSG.size }),
        z.gte(1, { error: () => FIELD_MSG.size }),
        z.lte(PAGE_MAX_SIZE, { error: () => FIELD_MSG.size }),
      ),
  ),
);

/** The paging fields, shared by the list queries (spread rather than z.extend: less zod to load). */
export const pageFields = define(() => ({
  page: z._default(z.optional(pageNumber), 0),
  size: z._default(z.optional(pageSize), PAGE_DEFAULT_SIZE),
}));

export const pageQuery = define(() => z.object(pageFields));

export const commentsQuery = define(() =>
  z.object({
    ...pageFields,
    sort: z._default(z.optional(z.enum(COMMENT_SORTS, { error: () => FIELD_MSG.commentSort })), 'date'),
  }),
);

/** `exact=true`: a search's words as typed, not corrected. */
const searchExact = () =>
  blankAsAbsent(
    z.pipe(
      z.enum(['true', 'false'], { error: () => FIELD_MSG.exact }),
      z.transform((v) => v === 'true'),
    ),
  );

/** `GET /deals`: page, size and the optional filters (a blank search is no search). */
export const listDealsQuery = define(() =>
  z.object({
    ...pageFields,
    city: blankAsAbsent(z.enum(CITIES, { error: () => FIELD_MSG.city })),
    category: blankAsAbsent(z.enum(CATEGORIES, { error: () => FIELD_MSG.category })),
    search: blankAsAbsent(
      z.string().check(
        z.trim(),
        cleanText(() => FIELD_MSG.searchChars),
        z.maxLength(SEARCH_MAX_LENGTH, { error: () => FIELD_MSG.searchLength }),
      ),
    ),
    /** One kind of deal (bon plan, code promo, gratuit), with any filter and sort. */
    type: blankAsAbsent(z.enum(DEAL_TYPES, { error: () => FIELD_MSG.dealTypeFilter })),
    /** One shop's deals (its slug), with a type and any sort; not with a city, a category or a search. */
    merchant: blankAsAbsent(
      z.string().check(z.trim(), z.refine(isMerchantSlug, { error: () => FIELD_MSG.merchantSlug })),
    ),
    /** A member's deals (their user id); not combinable with the other filters. */
    author: blankAsAbsent(z.string().check(z.trim(), z.maxLength(64))),
    /** Absent when not sent, so the handler can tell "new" by default from "new" asked with author. */
    sort: blankAsAbsent(z.enum([...DEAL_SORTS, 'relevance'], { error: () => FIELD_MSG.sort })),
    /** Only with sort=top (the handler says so). */
    period: blankAsAbsent(z.enum(DEAL_PERIODS, { error: () => FIELD_MSG.period })),
    /** A search as typed: its misspelt words are not set right (search only). */
    exact: searchExact(),
    hideExpired: blankAsAbsent(
      z.pipe(
        z.enum(['true', 'false'], { error: () => FIELD_MSG.hideExpired }),
        z.transform((v) => v === 'true'),
      ),
    ),
  }),
);
export type ListDealsQuery = z.output<typeof listDealsQuery>;

/** `GET /deals/search`: q is required and not blank. */
export const searchDealsQuery = define(() =>
  z.object({
    ...pageFields,
    q: z.string({ error: () => MSG.searchRequired }).check(
      z.trim(),
      cleanText(() => FIELD_MSG.searchChars),
      z.minLength(1, { error: () => MSG.searchRequired }),
      z.maxLength(SEARCH_MAX_LENGTH, { error: () => FIELD_MSG.searchLength }),
    ),
    sort: blankAsAbsent(z.enum(SEARCH_SORTS, { error: () => FIELD_MSG.sort })),
    exact: searchExact(),
  }),
);

/**
 * `GET /deals/similar`: the link and/or title of a deal about to be posted; `exclude`, the deal
 * being edited. The title may be shorter than a deal's (it is looked up while typed).
 */
export const similarDealsQuery = define(() =>
  z
    .object({
      url: blankAsAbsent(httpUrl),
      title: optionalText(
        DEAL_TITLE_MAX,
        () => FIELD_MSG.title,
        () => FIELD_MSG.titleChars,
      ),
      exclude: blankAsAbsent(z.string().check(z.refine(isDealId, { error: () => FIELD_MSG.exclude }))),
    })
    .check(z.refine((q) => q.url !== undefined || q.title !== undefined, { error: () => FIELD_MSG.similarEmpty })),
);

export const voteQuery = define(() =>
  z.object({
    positive: z.pipe(
      z.enum(['true', 'false'], { error: () => FIELD_MSG.positive }),
      z.transform((v) => v === 'true'),
    ),
  }),
);

/** Up to 100 deal ids; one of another shape names no deal, so it is dropped (absent from the answer). */
export const bulkVotesSchema = define(() =>
  z.pipe(
    z
      .array(z.string({ error: () => FIELD_MSG.dealIds }), { error: () => FIELD_MSG.dealIds })
      .check(z.maxLength(BULK_VOTES_MAX, { error: () => FIELD_MSG.dealIds })),
    z.transform((ids: string[]) => ids.filter(isDealId)),
  ),
);

/** A comment: 1 to 2000 characters once trimmed. */
const commentContent = () =>
  z.string({ error: () => FIELD_MSG.comment }).check(
    z.trim(),
    cleanText(() => FIELD_MSG.commentChars, true),
    z.minLength(1, { error: () => FIELD_MSG.comment }),
    z.maxLength(COMMENT_MAX, { error: () => FIELD_MSG.comment }),
  );

/** An edited comment's text. */
export const commentSchema = define(() => z.object({ content: commentContent() }));

/** A new comment: its text, and the comment it answers for a reply. */
export const newCommentSchema = define(() =>
  z.object({
    content: commentContent(),
    replyTo: blankAsAbsent(z.string().check(z.refine(isCommentId, { error: () => FIELD_MSG.replyTo }))),
  }),
);
export type CommentInput = z.input<typeof commentSchema>;
