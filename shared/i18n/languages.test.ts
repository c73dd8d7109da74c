import { describe, expect, it } from 'vitest';
import { languageFromHeader, languageOfPath, pathInLanguage } from './languages';

describe('languageFromHeader', () => {
  it('is French without a header, or when none of ours is asked for', () => {
    expect(languageFromHeader(undefined)).toBe('fr');
    expect(languageFromHeader(null)).toBe('fr');
    expect(languageFromHeader('')).toBe('fr');
    expect(languageFromHeader('en')).toBe('fr');
    expect(languageFromHeader('en-US,en;q=0.9,de;q=0.8')).toBe('fr');
    expect(languageFromHeader('*')).toBe('fr');
  });

  it('reads a language with its region, in any case', () => {
    expect(languageFromHeader('ar')).toBe('ar');
    expect(languageFromHeader('ar-DZ,ar;q=0.9')).toBe('ar');
    expect(languageFromHeader('AR-dz')).toBe('ar');
    expect(languageFromHeader('fr-DZ')).toBe('fr');
  });

  it('takes the first of ours by q-value, then by order', () => {
    expect(languageFromHeader('en-GB,ar;q=0.8,fr;q=0.5')).toBe('ar');
    expect(languageFromHeader('fr;q=0.4, ar;q=0.7')).toBe('ar');
    expect(languageFromHeader('ar;q=0.5, fr;q=0.5')).toBe('ar');
    expect(languageFromHeader('fr-FR,fr;q=0.9,ar;q=0.8')).toBe('fr');
  });

  it('never picks a language refused with q=0, and survives junk', () => {
    expect(languageFromHeader('ar;q=0, en')).toBe('fr');
    // A malformed weight is left out, as if none were given.
    expect(languageFromHeader('ar;q=abc')).toBe('ar');
    expect(languageFromHeader(';;;,,,')).toBe('fr');
    expect(languageFromHeader(`${'x,'.repeat(5000)}ar`)).toBe('fr');
  });
});

describe('page paths', () => {
  it('reads the language of a path and moves a page between languages', () => {
    expect(languageOfPath('/ar')).toBe('ar');
    expect(languageOfPath('/ar/deals/x')).toBe('ar');
    expect(languageOfPath('/arbre')).toBe('fr');
    expect(pathInLanguage('/deals/x?q=1#c', 'ar')).toBe('/ar/deals/x?q=1#c');
    expect(pathInLanguage('/ar', 'fr')).toBe('/');
  });
});
