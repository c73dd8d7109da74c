import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, NBSP, NNBSP, unbreakableNumbers } from './price-format';

// Prices never break across lines: narrow no-break spaces between thousands (as Intl writes
// French), a no-break space before the currency; the same in mails, pages and the app.

describe('price formatting', () => {
  it('groups digits with U+202F and joins "DA" with U+00A0', () => {
    expect(formatNumber(54990)).toBe(`54${NNBSP}990`);
    expect(formatNumber(999)).toBe('999');
    expect(formatPrice(54990, 'fr')).toBe(`54${NNBSP}990${NBSP}DA`);
    expect(formatPrice(1_250_000, 'ar')).toBe(`1${NNBSP}250${NNBSP}000${NBSP}دج`);
    expect(formatPrice(0, 'fr')).toBe('Gratuit');
  });

  it('never leaves a breakable space in a price', () => {
    for (const price of [5, 950, 12500, 54990, 1_234_567]) {
      expect(formatPrice(price, 'fr')).not.toMatch(/ /);
      expect(formatPrice(price, 'ar')).not.toMatch(/ /);
    }
  });

  it('keeps the numbers in a member’s text whole and leaves the rest', () => {
    expect(unbreakableNumbers('Clim 12 000 BTU à 54 990 DA')).toBe(`Clim 12${NNBSP}000 BTU à 54${NNBSP}990${NBSP}DA`);
    expect(unbreakableNumbers('تلفاز 55 بوصة بـ 89 900 دج')).toBe(`تلفاز 55 بوصة بـ 89${NNBSP}900${NBSP}دج`);
    expect(unbreakableNumbers('Remise 30 % sur 2 articles')).toBe(`Remise 30${NBSP}% sur 2 articles`);
    expect(unbreakableNumbers('Pack de 3 DAB')).toBe('Pack de 3 DAB');
  });
});
