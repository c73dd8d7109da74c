import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arabicFaults, frenchFaults, proseOf } from '../support/typography';
import { CITIES } from '@shared/cities';
import { localizeShell } from '@shared/page-shells';
import { catalogue, setLanguageSource } from '@shared/i18n/catalogue';
import { DEFAULT_LANGUAGE, type Language } from '@shared/i18n/languages';
import { cityName } from '@shared/i18n/places';

// French typography, enforced (docs/architecture.md#french-typography): every text of the French
// catalogue, texts its functions write included, and the built-in HTML shells as the build
// localizes them. The Arabic catalogue gets a lighter look at its punctuation.

afterAll(() => setLanguageSource(() => DEFAULT_LANGUAGE));

/**
 * A stand-in for any argument: a number where one is computed with ("n > 1", plural, grouping),
 * "12" where it is written into a text, itself when called or read (a profile, a callback).
 */
const samples = new WeakSet<object>();

function sample(n: number): unknown {
  const self: object = new Proxy(function () {}, {
    get: (_, key) => {
      if (key === Symbol.toPrimitive) return (hint: string) => (hint === 'number' ? n : '12');
      if (key === 'toString') return () => '12';
      if (key === 'valueOf') return () => n;
      if (typeof key === 'symbol' || key === 'then') return undefined;
      return self;
    },
    apply: () => self,
  });
  samples.add(self);
  return self;
}

/** The argument lists a catalogue's function is tried with: each branch of a count or a flag. */
const CALLS: unknown[][] = [
  ...[0, 1, 2, 12, 1500].map((n) => Array(6).fill(sample(n))),
  Array(6).fill(false),
  Array(6).fill('12'),
  // Plain numbers too: a branch on `n === 1` sees no stand-in as 1.
  ...[0, 1, 2, 3].map((n) => Array(6).fill(n)),
  // A relative time: a count and Intl's unit.
  [-2, 'hour'],
  [1, 'day'],
];

/** Every text of a catalogue's value, keyed by its path ("ui.home.searchTitle"). */
function textsOf(value: unknown, key: string, out: [string, string][] = []): [string, string][] {
  // A sample handed back (a name, a callback's node) is not the catalogue's text.
  if ((typeof value === 'object' || typeof value === 'function') && value && samples.has(value)) return out;
  if (typeof value === 'string') out.push([key, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => textsOf(v, `${key}[${i}]`, out));
  else if (typeof value === 'function') {
    let answered = false;
    for (const args of CALLS) {
      let result: unknown;
      try {
        result = (value as (...a: unknown[]) => unknown)(...args);
      } catch {
        continue;
      }
      answered = true;
      textsOf(result, `${key}(…)`, out);
    }
    if (!answered) out.push([key, '(a function no sample argument could call: give it some in this test)']);
  } else if (value && typeof value === 'object' && !('$$typeof' in value)) {
    for (const [k, v] of Object.entries(value)) textsOf(v, key ? `${key}.${k}` : k, out);
  }
  return out;
}

function catalogueTexts(lang: Language) {
  setLanguageSource(() => lang);
  const seen = new Set<string>();
  return textsOf(catalogue(lang), '').filter(([key, text]) => {
    const id = `${key}\u0000${text}`;
    return !seen.has(id) && seen.add(id);
  });
}

/** "key: text → faults", one line per faulty text, so a failure says what to fix and where. */
const report = (texts: [string, string][], faultsOf: (text: string) => string[]) =>
  texts.flatMap(([key, text]) => {
    const faults = faultsOf(text);
    return faults.length ? [`${key}: ${JSON.stringify(text)} → ${faults.join('; ')}`] : [];
  });

describe('the French typography check', () => {
  it.each([
    ['Comment ça marche ?', /plain space before "\?"/],
    ['Comment ça marche?', /no space before "\?"/],
    ['Prix : 12', /plain space before ":"/],
    ['Attention\u202F; danger !', /plain space before "!"/],
    ['Recherche « samsung »', /plain space after "«"/],
    ['Recherche «\u202Fsamsung »', /plain space before "»"/],
    ["Retour à l'accueil", /straight apostrophe/],
    ['Prix 54 990\u00A0DA', /number "4 990"/],
    ['Prix 54\u202F990 DA', /plain space before "DA"/],
    ['Remise -30 %', /plain space before "%"/],
    ['Remise 30%', /no space before "%"/],
  ])('catches %j', (text, fault) => {
    expect(frenchFaults(text).join('; ')).toMatch(fault);
  });

  it.each([
    'Comment ça marche\u202F?',
    'Prix\u00A0: 54\u202F990\u00A0DA, -30\u202F%',
    'Recherche «\u202Fsamsung\u202F»',
    'Retour à l’accueil',
    'Publié à 08:29 ou 14:05, format 16:9',
    'Voir https://deals.example.dz/?q=tv&sort=hot ou mailto:contact@dzdeals.dz',
    'Écrivez à contact@dzdeals.dz',
    'Bonjour {{name}}',
    'Tapez `a:b` puis /deals?city=Oran',
    "<a href='/legal'>mentions</a>",
    '?! après un autre texte',
    ': suite d’un texte',
  ])('lets %j be', (text) => {
    expect(frenchFaults(text)).toEqual([]);
  });

  it('checks the prose around what it leaves out', () => {
    expect(proseOf('Voir https://x.dz/?a=1 !')).toBe('Voir URL !');
    expect(frenchFaults('Voir https://x.dz/?a=1 !')).toHaveLength(1);
  });

  it('asks Arabic for its own question mark and comma, not after a Latin word', () => {
    expect(arabicFaults('هل أنت متأكد?')).toHaveLength(1);
    expect(arabicFaults('المدينة, الفئة')).toHaveLength(1);
    expect(arabicFaults('هل أنت متأكد؟ المدينة، الفئة')).toEqual([]);
    expect(arabicFaults('DzDeals, Facebook? https://x.dz/?a=1')).toEqual([]);
  });
});

describe('French typography in the built-in texts', () => {
  beforeAll(() => setLanguageSource(() => 'fr'));

  it('holds in every text of the French catalogue', () => {
    const texts = catalogueTexts('fr');
    expect(texts.length).toBeGreaterThan(500);
    expect(report(texts, frenchFaults)).toEqual([]);
  });

  it('holds in the wilayas’ names as shown (the canonical ones keep a plain apostrophe)', () => {
    expect(
      report(
        CITIES.map((city) => [`cityName(${city})`, cityName(city)]),
        frenchFaults,
      ),
    ).toEqual([]);
  });

  it.each(['web/index.html', 'web/offline.html'])('holds in the French shell %s', (file) => {
    const html = localizeShell(readFileSync(file, 'utf8'), 'fr', {
      ...catalogue('fr').heads.shell,
      ...catalogue('fr').heads.offline,
    });
    const texts: [string, string][] = [];
    const body = html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<!--[\s\S]*?-->/g, '');
    for (const [, attr, value] of body.matchAll(/\b(content|alt|title|aria-label|placeholder)="([^"]*)"/g)) {
      texts.push([`${file} ${attr}`, value]);
    }
    for (const [, text] of body.matchAll(/>([^<]+)</g)) if (text.trim()) texts.push([file, text.trim()]);
    expect(texts.length).toBeGreaterThan(2);
    expect(report(texts, (text) => frenchFaults(text.replaceAll('&#39;', "'").replaceAll('&quot;', '"')))).toEqual([]);
  });
});

describe('Arabic punctuation in the built-in texts', () => {
  it('uses ؟ and ، after Arabic words', () => {
    // A head's keywords are a list its meta tag separates with Latin commas.
    const texts = catalogueTexts('ar').filter(([key]) => !key.endsWith('.keywords'));
    expect(report(texts, arabicFaults)).toEqual([]);
  });
});
