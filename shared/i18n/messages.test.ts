import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, setLanguageSource } from './catalogue';
import { DEFAULT_LANGUAGE } from './languages';
import { FIELD_MSG, MSG, POSTING_MSG, retryLater } from '../messages';
import { CLIENT_MSG } from '../client-messages';
import { INPUT_MSG } from '../input-messages';
import { fieldLabel } from '../field-labels';
import { BADGES, levelOf } from '../reputation';
import { dealInputSchema } from '../schemas/deal';
import { fieldErrors } from '../validation';

// The catalogues are loaded by the unit project's setup (tests/support/languages.ts).
afterEach(() => setLanguageSource(() => DEFAULT_LANGUAGE));

/** Every text of a part of the catalogue, functions called with sample values. */
function texts(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') {
    const args = Array.from({ length: value.length }, (_, i) => (i === 0 ? 3 : i === 1 ? true : 'x'));
    return texts((value as (...a: unknown[]) => unknown)(...args), `${path}()`);
  }
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => texts(v, path ? `${path}.${key}` : key));
  return [];
}

describe('messages', () => {
  it('has every Arabic message in Arabic, with Latin digits', () => {
    const arabic = texts(catalogue('ar').messages);
    expect(arabic.length).toBeGreaterThan(250);
    for (const [path, text] of arabic) {
      // Only punctuation of its own: a label, then the message.
      if (path !== 'labelled()') expect(text, path).toMatch(/[\u0621-\u064A]/);
      expect(text, path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
    }
    // And the same keys as French (tsc checks them too).
    expect(arabic.map(([path]) => path)).toEqual(texts(catalogue('fr').messages).map(([path]) => path));
  });

  it('follow the current language at each read, through their long-standing names', () => {
    expect(MSG.badCredentials).toBe('Email ou mot de passe incorrect');
    expect(FIELD_MSG.title).toBe('Le titre doit contenir entre 5 et 140 caractères');
    expect(fieldLabel('originalPrice')).toBe('Prix initial');
    setLanguageSource(() => 'ar');
    expect(MSG.badCredentials).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
    expect(CLIENT_MSG.network).toBe(catalogue('ar').messages.client.network);
    expect(INPUT_MSG.tooLong(64)).toBe('لا يمكن أن يتجاوز هذا الحقل 64 حرفًا');
    expect(fieldLabel('originalPrice')).toBe('السعر الأصلي');
    expect(fieldLabel('ids.3')).toBe('المعرّفات');
    expect(levelOf(60).label).toBe('متمرّس');
    expect(BADGES.first_deal.label).toBe('أول عرض');
  });

  it('name an unknown field by itself, never by an inherited property', () => {
    expect(fieldLabel('constructor')).toBe('constructor');
    expect(fieldLabel('toString.0')).toBe('toString.0');
  });

  it('count in Arabic by its plural forms, numbers in Latin digits', () => {
    setLanguageSource(() => 'ar');
    expect(retryLater(30)).toBe('محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد دقيقة واحدة');
    expect(retryLater(120)).toBe('محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد دقيقتين');
    expect(retryLater(5 * 60)).toBe('محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد 5 دقائق');
    expect(retryLater(15 * 60)).toBe('محاولات كثيرة جدًا، يرجى إعادة المحاولة بعد 15 دقيقة');
    expect(POSTING_MSG.deals(3 * 3600 + 7 * 60)).toMatch(/بعد 3 ساعات و7 دقائق$/);
    expect(POSTING_MSG.commentsPerDay(24 * 3600)).toMatch(/بعد 24 ساعة$/);
    expect(INPUT_MSG.tooShort(8)).toBe('يجب أن يحتوي هذا الحقل على 8 أحرف على الأقل');
    expect(INPUT_MSG.tooMany(100)).toBe('لا يمكن أن يحتوي هذا الحقل على أكثر من 100 عنصر');
    expect(INPUT_MSG.tooBig(12500, true)).toBe('يجب أن يكون هذا الحقل أصغر من أو يساوي 12\u202F500');
  });

  it("word a schema's issues in the language of the parse, though the schema was built before", () => {
    const bad = { title: 'x', description: 'Une description', price: 10, city: 'Oran', category: 'Mode' };
    expect(fieldErrors(dealInputSchema.safeParse(bad).error!).title).toBe(FIELD_MSG.title);
    setLanguageSource(() => 'ar');
    expect(fieldErrors(dealInputSchema.safeParse(bad).error!).title).toBe('يجب أن يتكون العنوان من 5 إلى 140 حرفًا');
    expect(fieldErrors(dealInputSchema.safeParse([]).error!)._).toBe('يجب أن يكون محتوى الطلب كائن JSON');
  });
});
