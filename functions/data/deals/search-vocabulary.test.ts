import { describe, expect, it } from 'vitest';
import { editDistance, maxDistance } from './search-vocabulary';

describe('search vocabulary', () => {
  it('measures edits: a letter added, dropped, changed, or two neighbours swapped', () => {
    expect(editDistance('samsung', 'samsung')).toBe(0);
    expect(editDistance('samsng', 'samsung')).toBe(1);
    expect(editDistance('samsungg', 'samsung')).toBe(1);
    expect(editDistance('xamsung', 'samsung')).toBe(1);
    expect(editDistance('climatisuer', 'climatiseur')).toBe(1);
    expect(editDistance('clmatisuer', 'climatiseur')).toBe(2);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('counts Arabic letters, not code units', () => {
    expect(editDistance('ثلاحه', 'ثلاجه')).toBe(1);
    expect(editDistance('ثلجه', 'ثلاجه')).toBe(1);
  });

  it('stops past the distance asked', () => {
    expect(editDistance('telephone', 'television', 1)).toBe(2);
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3);
  });

  it('corrects words of 4 to 7 letters within 1, longer ones within 2, shorter ones never', () => {
    expect(maxDistance('tel')).toBe(0);
    expect(maxDistance('pneu')).toBe(1);
    expect(maxDistance('samsung')).toBe(1);
    expect(maxDistance('climatiseur')).toBe(2);
    expect(maxDistance('ثلاجه')).toBe(1);
  });
});
