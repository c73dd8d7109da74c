import { describe, expect, it } from 'vitest';
import { isArabic, isSearchWord, isStopWord, normalizeText, searchWords } from './search-text';

describe('search text: French', () => {
  it('folds accents, case and ligatures', () => {
    expect(normalizeText('Téléphone ÉCRAN Œuf Ça Straße')).toBe('telephone ecran oeuf ca strasse');
  });

  it('keeps words of two letters or more, without French stop words', () => {
    expect(searchWords("L'huile d'olive de Kabylie, 5 L pour 2 TV")).toEqual(['huile', 'olive', 'kabylie', 'tv']);
  });
});

describe('search text: Arabic', () => {
  it('removes vowel marks (harakat, superscript alef) and tatweel', () => {
    expect(searchWords('هَاتِفٌ')).toEqual(['هاتف']);
    expect(searchWords('هـــاتف')).toEqual(['هاتف']);
    expect(searchWords('رَحْمٰن')).toEqual(['رحمن']);
    for (let mark = 0x064b; mark <= 0x065f; mark++) {
      expect(normalizeText(`ك${String.fromCharCode(mark)}تب`), mark.toString(16)).toBe('كتب');
    }
  });

  it('reads أ إ آ ٱ as ا, ى as ي, ة as ه', () => {
    expect(searchWords('أحذية')).toEqual(searchWords('احذيه'));
    expect(searchWords('إطار آلة ٱستعمال')).toEqual(['اطار', 'اله', 'استعمال']);
    expect(searchWords('مستشفى')).toEqual(['مستشفي']);
    expect(searchWords('سيارة')).toEqual(['سياره']);
  });

  it('detaches the article and its prefixed forms', () => {
    expect(searchWords('الهاتف الجديد')).toEqual(['هاتف', 'جديد']);
    expect(searchWords('والهاتف بالتقسيط فالعرض كالجديد للبيع')).toEqual(['هاتف', 'تقسيط', 'عرض', 'جديد', 'بيع']);
    // Both spellings of one word meet, whatever hamza or article they carry.
    expect(searchWords('الألعاب')).toEqual(searchWords('ألعاب'));
    expect(searchWords('الإلكترونيات')).toEqual(searchWords('إلكترونيات'));
  });

  it('keeps a word whose article would leave fewer than two letters, and words that only look prefixed', () => {
    expect(searchWords('والد')).toEqual(['والد']);
    expect(searchWords('الف')).toEqual(['الف']);
    expect(searchWords('وهران')).toEqual(['وهران']);
  });

  it('leaves out Arabic stop words, whatever their spelling', () => {
    expect(searchWords('هاتف في وهران من أجل الطلبة على إلى')).toEqual(['هاتف', 'وهران', 'اجل', 'طلبه']);
    expect(isStopWord(normalizeText('على'))).toBe(true);
    expect(searchWords('في من الى')).toEqual([]);
  });

  it('reads Arabic-Indic and Persian digits as 0-9', () => {
    expect(searchWords('هاتف ٢٥٦ جيجا ۱۲۸')).toEqual(['هاتف', '256', 'جيجا', '128']);
    expect(normalizeText('١٢ ٥٠٠ دج')).toBe('12 500 دج');
  });

  it('counts Arabic letters for the minimum length', () => {
    expect(searchWords('ب ت دج')).toEqual(['دج']);
  });

  it('splits on Arabic punctuation, and reads presentation forms as letters', () => {
    expect(searchWords('هاتف،حاسوب؛ شاشة؟')).toEqual(['هاتف', 'حاسوب', 'شاشه']);
    // ﻫﺎﺗﻒ: the same word in presentation forms (as some keyboards and PDFs give it).
    expect(searchWords('\ufeeb\ufe8e\ufe97\ufed2')).toEqual(['هاتف']);
  });

  it('tells Arabic words from the others', () => {
    expect(isArabic('هاتف')).toBe(true);
    expect(isArabic('telephone')).toBe(false);
  });
});

describe('search text: both languages', () => {
  it('finds the words of either language in a mixed text', () => {
    expect(searchWords('Téléphone Samsung الهاتف الجديد، 12 500 دج')).toEqual([
      'telephone',
      'samsung',
      'هاتف',
      'جديد',
      '12',
      '500',
      'دج',
    ]);
  });

  it('gives words that are their own normal form (what the migration relies on)', () => {
    const texts = [
      'Téléphone ÉCRAN Œuvres Straße ẞ İstanbul ǄUNGLA ﬁn ½ ²',
      'وَالأَطْفَالُ بالتقسيط للبيع الإلكترونيات مستشفى سيارة ٱستعمال هـــاتف ٢٠٢٤ ۱۲۸ الالعاب',
      'Samsung الهاتف S23الترا ﻫﺎﺗﻒ ﷺ',
    ];
    for (const text of texts) {
      for (const word of searchWords(text)) expect(isSearchWord(word), word).toBe(true);
    }
    expect(isSearchWord('الهاتف')).toBe(false);
    expect(isSearchWord('هـاتف')).toBe(false);
    expect(isSearchWord('في')).toBe(false);
  });
});
