import { describe, expect, it } from 'vitest';
import { FIELD_MSG } from '../messages';
import {
  bulkVotesSchema,
  commentSchema,
  createDealSchema,
  dealInputSchema,
  listDealsQuery,
  searchDealsQuery,
} from './deal';

const valid = {
  title: 'Téléviseur LED 43 pouces',
  description: 'Un téléviseur en promotion,\nlivraison possible.',
  price: 45000,
  city: 'Alger',
  category: 'Technologie',
};

/** The message the schema gives for `field`, or null when the deal passes. */
function refusal(overrides: Record<string, unknown>, field: string) {
  const parsed = dealInputSchema.safeParse({ ...valid, ...overrides });
  return parsed.success ? null : (parsed.error.issues.find((i) => i.path[0] === field)?.message ?? null);
}

describe('prices', () => {
  it.each([
    [45000, 45000],
    [1500.5, 1500.5],
    [0, 0],
    ['1500', 1500],
    ['1500.50', 1500.5],
    ['1500,50', 1500.5],
    ['999999999.99', 999999999.99],
    [1_000_000_000, 1_000_000_000],
  ])('accepts %j as %d', (price, expected) => {
    const parsed = dealInputSchema.safeParse({ ...valid, price, originalPrice: price });
    expect(parsed.success && [parsed.data.price, parsed.data.originalPrice]).toEqual([expected, expected]);
  });

  it.each([
    '0x10',
    '1e5',
    ' 12 ',
    '12 ',
    'Infinity',
    '-Infinity',
    'NaN',
    '+5',
    '-5',
    '1_000',
    '٣٤',
    '12.',
    '.5',
    true,
    -1,
  ])('refuses %j as not a price', (price) => {
    expect(refusal({ price }, 'price')).toBe(FIELD_MSG.price);
    expect(refusal({ originalPrice: price }, 'originalPrice')).toBe(FIELD_MSG.originalPrice);
  });

  it('says a blank or missing price is required, and an original price may be blank', () => {
    for (const price of ['', '  ', null, undefined]) expect(refusal({ price }, 'price')).toBe(FIELD_MSG.priceRequired);
    expect(FIELD_MSG.priceRequired).toBe('Le prix est obligatoire');
    expect(refusal({ originalPrice: '' }, 'originalPrice')).toBeNull();
  });

  it('refuses more than 2 decimals', () => {
    for (const price of [12.345, '12.345', 0.001, 0.1 + 0.2]) {
      expect(refusal({ price }, 'price')).toBe(FIELD_MSG.priceDecimals);
      expect(refusal({ originalPrice: price }, 'originalPrice')).toBe(FIELD_MSG.originalPriceDecimals);
    }
  });

  it('refuses prices over the maximum', () => {
    for (const price of [1_000_000_000.01, 1e12, '9'.repeat(400)]) {
      expect(refusal({ price }, 'price')).not.toBeNull();
      expect(refusal({ originalPrice: price, price: 10 }, 'originalPrice')).not.toBeNull();
    }
    expect(refusal({ price: 1e12 }, 'price')).toBe(FIELD_MSG.priceMax);
    expect(refusal({ originalPrice: 1e12 }, 'originalPrice')).toBe(FIELD_MSG.originalPriceMax);
  });
});

describe('expiry dates', () => {
  it.each([
    ['2030-02-28', '2030-02-28T22:59:59.999Z'],
    ['2028-02-29', '2028-02-29T22:59:59.999Z'],
    ['2000-02-29', '2000-02-29T22:59:59.999Z'],
    ['2030-12-31', '2030-12-31T22:59:59.999Z'],
    ['2030-06-30T10:15:00Z', '2030-06-30T10:15:00.000Z'],
    ['2030-06-30T10:15:30.5+01:00', '2030-06-30T09:15:30.500Z'],
  ])('accepts %s', (expiresAt, expected) => {
    const parsed = dealInputSchema.safeParse({ ...valid, expiresAt });
    expect(parsed.success && parsed.data.expiresAt).toBe(expected);
  });

  it.each([
    '2030-02-31',
    '2030-02-29',
    '2100-02-29',
    '2030-04-31',
    '2030-13-01',
    '2030-00-10',
    '2030-01-00',
    '2030-01-01T24:00:00Z',
    '2030-01-01T23:60:00Z',
    '2030-01-01T23:00:60Z',
    '2030-01-01T10:00:00+24:00',
    '2030-02-31T10:00:00Z',
    '2030-1-1',
    '30/01/2030',
    'demain',
  ])('refuses %s with the French message', (expiresAt) => {
    expect(refusal({ expiresAt }, 'expiresAt')).toBe(FIELD_MSG.expiresAt);
    expect(createDealSchema.safeParse({ ...valid, expiresAt }).success).toBe(false);
  });
});

describe('text fields', () => {
  const BAD = ['\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', '\udfff'];

  it.each([
    ['title', FIELD_MSG.titleChars],
    ['merchant', FIELD_MSG.merchantChars],
    ['promoCode', FIELD_MSG.promoCodeChars],
  ])('%s is one line: it refuses control characters, line breaks and lone surrogates', (field, message) => {
    for (const bad of [...BAD, '\t', '\n', '\r'])
      expect(refusal({ [field]: `Texte${bad}valide` }, field)).toBe(message);
  });

  it('the description keeps tabs and line breaks, and refuses the other control characters', () => {
    expect(refusal({ description: 'Ligne une\r\n\tLigne deux' }, 'description')).toBeNull();
    for (const bad of BAD) {
      expect(refusal({ description: `Une description${bad} valide` }, 'description')).toBe(FIELD_MSG.descriptionChars);
    }
  });

  it('keeps letters outside the basic plane (emoji) and accents', () => {
    expect(refusal({ title: 'Pizza 🍕 à moitié prix', merchant: 'Café Ø', promoCode: 'ÉTÉ🔥' }, 'title')).toBeNull();
  });

  it('the offer link refuses control characters too', () => {
    expect(refusal({ url: 'https://boutique.example.dz/\u0000' }, 'url')).toBe(FIELD_MSG.url);
  });

  it('comments may span lines but hold no other control character', () => {
    expect(commentSchema.safeParse({ content: 'Merci !\n\tTrès bon plan.' }).success).toBe(true);
    for (const bad of BAD) {
      const parsed = commentSchema.safeParse({ content: `Merci${bad}` });
      expect(parsed.error?.issues[0].message).toBe(FIELD_MSG.commentChars);
    }
  });

  it('search text is one line', () => {
    for (const bad of [...BAD, '\n']) {
      expect(searchDealsQuery.safeParse({ q: `té${bad}lé` }).error?.issues[0].message).toBe(FIELD_MSG.searchChars);
      expect(listDealsQuery.safeParse({ search: `té${bad}lé` }).error?.issues[0].message).toBe(FIELD_MSG.searchChars);
    }
    expect(searchDealsQuery.safeParse({ q: 'télé 4K' }).success).toBe(true);
  });
});

describe('bulk votes', () => {
  it('keeps the ids of deal shape and drops the rest', () => {
    const id = 'Ab3_-Ab3_-Ab3_-x';
    const parsed = bulkVotesSchema.safeParse([id, 'x', '', 'a/b', `${id}x`, 'A'.repeat(100_000), 'Ab3_-Ab3_-Ab3_-é']);
    expect(parsed.success && parsed.data).toEqual([id]);
  });

  it('still refuses a body that is not a list of strings, or more than 100 of them', () => {
    expect(bulkVotesSchema.safeParse({ ids: [] }).success).toBe(false);
    expect(bulkVotesSchema.safeParse([1]).success).toBe(false);
    expect(bulkVotesSchema.safeParse(Array(101).fill('x')).success).toBe(false);
  });
});
