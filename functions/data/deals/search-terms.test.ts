import { describe, expect, it } from 'vitest';
import { MAX_PREFIXES, forms, indexWords, parseQuery, termChanges } from './search-terms';
import { normalizeText as normalize } from '@shared/search-text';

const deal = (title: string, description = 'Une description suffisante.') => ({
  id: 'd1',
  seqKey: '000000000001',
  title,
  description,
  merchant: 'Œuvres Café',
  city: 'Béjaïa',
  category: 'Beauté et santé',
});

describe('search terms', () => {
  it('folds accents, case and ligatures', () => {
    expect(normalize('Téléphone ÉCRAN Œuf Ça')).toBe('telephone ecran oeuf ca');
  });

  it('indexes title, merchant, city and category first, without stop words or one-letter words', () => {
    const { words } = indexWords(deal("L'huile d'olive de Kabylie"));
    expect(words.slice(0, 8)).toEqual(['huile', 'olive', 'kabylie', 'oeuvres', 'cafe', 'bejaia', 'beaute', 'sante']);
    expect(words).not.toContain('de');
    expect(words).not.toContain('l');
  });

  it('caps the distinct prefixes, so a deal fits in one transaction', () => {
    const many = Array.from({ length: 300 }, (_, i) => `mot${i}x ${String.fromCharCode(97 + (i % 26))}${i}zz`).join(
      ' ',
    );
    const { prefixes } = indexWords(deal('Titre de test', many));
    expect(prefixes.length).toBe(MAX_PREFIXES);
  });

  it('knows a word’s singular and plural, so either finds the other', () => {
    expect(forms('climatiseurs')).toEqual(['climatiseurs', 'climatiseur', 'climatiseurx']);
    expect(forms('climatiseur')).toEqual(['climatiseur', 'climatiseurs', 'climatiseurx']);
    expect(forms('chevaux')).toEqual(['chevaux', 'cheval', 'chevals']);
    expect(forms('cheval')).toEqual(['cheval', 'chevaux', 'chevals']);
    expect(forms('jeux')).toEqual(['jeux', 'jeu', 'jeus']);
    expect(forms('express')).toContain('express');
    expect(forms('bus')).toEqual(['bus']);
  });

  it('keeps Arabic words as they are: no French plural forms', () => {
    expect(forms('هاتف')).toEqual(['هاتف']);
    expect(forms('احذيه')).toEqual(['احذيه']);
  });

  it('parses an Arabic query as the index reads a deal: marks, alef forms, article, stop words', () => {
    expect(parseQuery('هَاتِف في الجديدة')).toEqual({ exact: ['هاتف'], last: 'جديده' });
    expect(parseQuery('في من')).toBeNull();
    const { words } = indexWords({ ...deal('الهاتف الجديد', 'أحذية رياضية ٢٠٢٤'), merchant: null });
    expect(words).toEqual(expect.arrayContaining(['هاتف', 'جديد', 'احذيه', 'رياضيه', '2024']));
  });

  it('keeps the last query word as typed and drops trailing stop words', () => {
    expect(parseQuery('Pizza de LUXE')).toEqual({ exact: ['pizza'], last: 'luxe' });
    expect(parseQuery('pizza de')).toEqual({ exact: [], last: 'pizza' });
    expect(parseQuery(' , ; ')).toBeNull();
  });

  it('re-indexing puts every new term and deletes only the prefixes that are gone', () => {
    const ops = termChanges(deal('Téléphone Samsung'), deal('Tablette Samsung'));
    const deleted = ops.filter((o) => o.Delete).map((o) => o.Delete!.Key!.PK);
    const put = ops.filter((o) => o.Put).map((o) => o.Put!.Item!.PK);
    expect(deleted).toEqual(['TERM#tel']);
    expect(put).toContain('TERM#tab');
    expect(put).toContain('TERM#sam');
    expect(put).not.toContain('TERM#tel');
  });
});
