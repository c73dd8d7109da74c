import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, loadLanguage, setLanguageSource } from '@shared/i18n/catalogue';
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPrice,
  frenchPunctuation,
  relativeTime,
  unbreakableNumbers,
} from './format';

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

  it('keeps the numbers of a member’s title whole, so the title wraps between words', () => {
    expect(unbreakableNumbers('Machine à café à 54 990 DA, -30 %')).toBe(
      `Machine à café à 54${NNBSP}990${NBSP}DA, -30${NBSP}%`,
    );
    expect(unbreakableNumbers('iPhone 15 Pro')).toBe('iPhone 15 Pro');
  });

  it('writes times on a 24-hour clock in Algeria’s time zone (fr-DZ would say "8:29 AM")', () => {
    setLanguageSource(() => 'fr');
    expect(formatDateTime('2026-11-22T07:29:00Z')).toBe('22 novembre 2026 à 08:29');
    expect(formatDateTime('2026-11-22T22:30:00Z')).toBe('22 novembre 2026 à 23:30');
    // Past midnight in Algiers (UTC+1) while still the 22nd in UTC.
    expect(formatDateTime('2026-11-22T23:05:00Z')).toBe('23 novembre 2026 à 00:05');
  });

  it('writes a negative number with a true minus sign (U+2212), never a hyphen', () => {
    expect(formatNumber(-20)).toBe('\u221220');
    expect(formatNumber(-1200)).toBe(`\u22121${NNBSP}200`);
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-0.2)).toBe('0');
    expect(formatNumber(35)).toBe('35');
  });

  it('says "à l\'instant" under a minute, and keeps a number with its unit', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(relativeTime('2026-03-01T11:59:30Z', now)).toBe('à l’instant');
    expect(relativeTime('2026-03-01T12:00:00Z', now)).toBe('à l’instant');
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

describe('Arabic formatting', () => {
  beforeAll(async () => {
    await loadLanguage('ar');
  });
  const arabic = () => setLanguageSource(() => 'ar');
  afterEach(() => setLanguageSource(() => 'fr'));

  it('writes prices in دج with Latin digits, and مجاني for free', () => {
    arabic();
    expect(formatPrice(12500)).toBe(`12${NNBSP}500${NBSP}دج`);
    expect(formatPrice(62900)).toBe(`62${NNBSP}900${NBSP}دج`);
    expect(formatPrice(0)).toBe('مجاني');
    expect(formatNumber(1_234_567)).toBe(`1${NNBSP}234${NNBSP}567`);
    // A mail names its reader's language whatever the page's.
    expect(formatPrice(950, 'fr')).toBe(`950${NBSP}DA`);
  });

  it('says منذ and بعد with the unit in its plural form, and الآن under a minute', () => {
    arabic();
    const now = Date.parse('2026-03-01T12:00:00Z');
    const ago = (seconds: number) => relativeTime(new Date(now - seconds * 1000).toISOString(), now);
    expect(ago(30)).toBe('الآن');
    expect(ago(0)).toBe('الآن');
    expect(ago(60)).toBe('منذ دقيقة');
    expect(ago(2 * 60)).toBe('منذ دقيقتين');
    expect(ago(5 * 60)).toBe(`منذ 5${NBSP}دقائق`);
    expect(ago(3600)).toBe('منذ ساعة');
    expect(ago(2 * 3600)).toBe('منذ ساعتين');
    expect(ago(3 * 3600)).toBe(`منذ 3${NBSP}ساعات`);
    expect(ago(11 * 3600)).toBe(`منذ 11${NBSP}ساعة`);
    expect(ago(24 * 3600)).toBe('أمس');
    expect(ago(2 * 24 * 3600)).toBe('منذ يومين');
    expect(ago(7 * 24 * 3600)).toBe('الأسبوع الماضي');
    expect(ago(3 * 7 * 24 * 3600)).toBe(`منذ 3${NBSP}أسابيع`);
    expect(ago(30 * 24 * 3600)).toBe('الشهر الماضي');
    expect(ago(11 * 30 * 24 * 3600)).toBe(`منذ 11${NBSP}شهرًا`);
    expect(ago(365 * 24 * 3600)).toBe('السنة الماضية');
    expect(ago(-3 * 24 * 3600)).toBe(`بعد 3${NBSP}أيام`);
    expect(ago(-24 * 3600)).toBe('غدًا');
    // Latin digits only.
    expect(ago(3 * 3600)).not.toMatch(/[\u0660-\u0669]/);
  });

  it("writes dates in Algeria's time, its month names and Latin digits", () => {
    arabic();
    expect(formatDate('2026-11-22T13:05:00Z')).toBe('22 نوفمبر 2026');
    expect(formatDate('2026-01-05T10:00:00Z')).toBe('5 جانفي 2026');
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22 نوفمبر 2026 في 14:05');
    setLanguageSource(() => 'fr');
    expect(formatDateTime('2026-11-22T13:05:00Z')).toBe('22 novembre 2026 à 14:05');
  });

  it('writes sizes with Arabic units', () => {
    arabic();
    expect(formatBytes(12)).toBe(`12${NBSP}بايت`);
    expect(formatBytes(1.4 * 1024 * 1024)).toBe(`1,4${NBSP}ميغابايت`);
  });

  it('leaves Arabic punctuation alone: the French spacing is for French', () => {
    arabic();
    expect(frenchPunctuation('المدينة : وهران ؟')).toBe('المدينة : وهران ؟');
  });

  it('counts with the six plural forms of Arabic', () => {
    const { notifications, shell } = catalogue('ar').ui;
    expect(notifications.unreadCount(0)).toBe('');
    expect(notifications.unreadCount(1)).toBe('إشعار واحد غير مقروء');
    expect(notifications.unreadCount(2)).toBe('إشعاران غير مقروءين');
    expect(notifications.unreadCount(3)).toBe('3 إشعارات غير مقروءة');
    expect(notifications.unreadCount(11)).toBe('11 إشعارًا غير مقروء');
    expect(notifications.unreadCount(100)).toBe('100 إشعار غير مقروء');
    expect(shell.notificationsLabel(2)).toBe('الإشعارات (إشعاران غير مقروءين)');
    expect(shell.passwordHint(8)).toBe('8 أحرف على الأقل.');
    expect(catalogue('fr').ui.notifications.unreadCount(1)).toBe('1 non lue');
    expect(catalogue('fr').ui.notifications.unreadCount(4)).toBe('4 non lues');
  });
});
