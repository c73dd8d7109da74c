import { describe, expect, it } from 'vitest';
import { alertMail, mailLink, resetMail } from './mail-templates';

const deal = (title: string, price = 45000) => ({
  title,
  price,
  city: 'Oran',
  link: 'https://dzdeals.dz/ar/deals/abc',
});
const alert = (deals: ReturnType<typeof deal>[], more = 0) => ({
  keywords: 'clim',
  deals,
  more,
  unsubscribePage: 'https://dzdeals.dz/ar/alertes/desabonnement?token=t',
  oneClickUrl: 'https://dzdeals.dz/api/alerts/unsubscribe?token=t',
});

describe('mails in the reader’s language', () => {
  it('links to the pages of the reader’s language, query kept', () => {
    expect(mailLink('https://dzdeals.dz', '/reset-password?token=a%2Bb', 'ar')).toBe(
      'https://dzdeals.dz/ar/reset-password?token=a%2Bb',
    );
    expect(mailLink('https://dzdeals.dz', '/reset-password?token=a', 'fr')).toBe(
      'https://dzdeals.dz/reset-password?token=a',
    );
  });

  it('writes an Arabic mail as a right-to-left document, the French one as before', async () => {
    const ar = await resetMail('a@b.dz', 'https://dzdeals.dz/ar/reset-password?token=t', 'ar');
    expect(ar.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(ar.html).toContain('style="direction:rtl;text-align:right"');
    expect(ar.subject).toBe('إعادة تعيين كلمة مرور حسابك على DzDeals');
    const fr = await resetMail('a@b.dz', 'https://dzdeals.dz/reset-password?token=t', 'fr');
    expect(fr.html).toMatch(/^<!DOCTYPE html><html lang="fr" dir="ltr">/);
    expect(fr.text).toBe(
      [
        'Bonjour,',
        '',
        'Vous avez demandé à réinitialiser le mot de passe de votre compte DzDeals.',
        'Cliquez sur ce lien (valable une heure) pour choisir un nouveau mot de passe\u00A0:',
        'https://dzdeals.dz/reset-password?token=t',
        '',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement ce message.',
        '',
        'L’équipe DzDeals',
      ].join('\n'),
    );
  });

  it('counts deals with the Arabic plural forms and writes prices as Algeria does', async () => {
    const subject = async (n: number) => (await alertMail('a@b.dz', alert([deal('Climatiseur')], n - 1), 'ar')).subject;
    expect(await subject(1)).toBe('عرض جديد لتنبيه «clim»: Climatiseur');
    expect(await subject(2)).toBe('عرضان جديدان لتنبيه «clim»');
    expect(await subject(3)).toBe('3 عروض جديدة لتنبيه «clim»');
    expect(await subject(11)).toBe('11 عرضًا جديدًا لتنبيه «clim»');
    expect(await subject(100)).toBe('100 عرض جديد لتنبيه «clim»');
    const mail = await alertMail('a@b.dz', alert([deal('Climatiseur'), deal('Vélo', 0)], 1), 'ar');
    expect(mail.text).toContain('- Climatiseur: 45\u202F000\u00A0دج، ');
    expect(mail.text).toContain('- Vélo: مجاني، ');
    expect(mail.text).toContain('… وعرض آخر على DzDeals.');
    const french = await alertMail('a@b.dz', alert([deal('Climatiseur')], 2), 'fr');
    expect(french.subject).toBe('3 nouveaux bons plans pour «\u202Fclim\u202F»');
    expect(french.text).toContain('- Climatiseur\u00A0: 45\u202F000\u00A0DA, ');
    expect(french.text).toContain('… et 2 autres sur DzDeals.');
  });

  it('escapes what members wrote and keeps its own direction', async () => {
    const mail = await alertMail('a@b.dz', { ...alert([deal('<img src=x onerror=alert(1)>')]), keywords: '<b>' }, 'ar');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('dir="auto">&#60;img src=x onerror=alert(1)&#62;</a>');
    expect(mail.html).toContain('«<span dir="auto">&#60;b&#62;</span>»');
  });
});
