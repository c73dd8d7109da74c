import { describe, expect, it } from 'vitest';
import { formatBytes, formatPrice, frenchPunctuation, relativeTime } from './format';

// The spaces that keep French text together: U+00A0 (no-break) and U+202F (narrow no-break).
const NBSP = '\u00A0';
const NNBSP = '\u202F';

describe('French formatting', () => {
  it('writes prices with no-break spaces between thousands and before "DA"', () => {
    expect(formatPrice(62900)).toBe(`62${NNBSP}900${NBSP}DA`);
    expect(formatPrice(1_000_000)).toBe(`1${NNBSP}000${NNBSP}000${NBSP}DA`);
    expect(formatPrice(950)).toBe(`950${NBSP}DA`);
    expect(formatPrice(0)).toBe('Gratuit');
    // No breakable space anywhere: the price stays on one line.
    expect(formatPrice(1_234_567)).not.toMatch(/ /);
  });

  it('says "à l\'instant" under a minute, and keeps a number with its unit', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(relativeTime('2026-03-01T11:59:30Z', now)).toBe("à l'instant");
    expect(relativeTime('2026-03-01T12:00:00Z', now)).toBe("à l'instant");
    expect(relativeTime('2026-03-01T10:00:00Z', now)).toBe(`il y a 2${NBSP}h`);
    expect(relativeTime('2026-03-01T11:55:00Z', now)).toBe(`il y a 5${NBSP}min`);
    expect(relativeTime('2026-02-28T12:00:00Z', now)).toBe('hier');
    expect(relativeTime('2026-03-04T12:00:00Z', now)).toBe(`dans 3${NBSP}j`);
    expect(relativeTime('pas une date', now)).toBe('');
  });

  it('puts a no-break space before : and a narrow one before ; ! ? and inside « »', () => {
    expect(frenchPunctuation('Ville : Oran')).toBe(`Ville${NBSP}: Oran`);
    expect(frenchPunctuation('Comment ça marche ?')).toBe(`Comment ça marche${NNBSP}?`);
    expect(frenchPunctuation('Bravo ! Merci ; à bientôt')).toBe(`Bravo${NNBSP}! Merci${NNBSP}; à bientôt`);
    expect(frenchPunctuation('Résultats pour « pizza »')).toBe(`Résultats pour «${NNBSP}pizza${NNBSP}»`);
    // Times, addresses and a query string have no space to change.
    expect(frenchPunctuation('à 14:05, sur https://dzdeals.dz/?q=x')).toBe('à 14:05, sur https://dzdeals.dz/?q=x');
    // Applying it twice changes nothing more.
    const once = frenchPunctuation('Note : « top » !');
    expect(frenchPunctuation(once)).toBe(once);
  });

  it('writes sizes with a no-break space before the unit', () => {
    expect(formatBytes(12)).toBe(`12${NBSP}o`);
    expect(formatBytes(320 * 1024)).toBe(`320${NBSP}Ko`);
    expect(formatBytes(1.4 * 1024 * 1024)).toBe(`1,4${NBSP}Mo`);
  });
});
