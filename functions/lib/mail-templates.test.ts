import { describe, expect, it } from 'vitest';
import { alertMail, followDigestMail, mailLink, resetMail, type FollowDigestDeal } from './mail-templates';

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

  it('writes the follow digest grouped by deal, with its news under each title and one-click unsubscribe', async () => {
    const deals: FollowDigestDeal[] = [
      {
        title: 'Climatiseur <inverter>',
        link: 'https://dzdeals.dz/deals/a',
        news: [
          { kind: 'comment', username: 'karim' },
          { kind: 'hot', degrees: 120 },
        ],
      },
      { title: 'Vélo', link: 'https://dzdeals.dz/deals/b', news: [{ kind: 'merchant', merchant: '<Jumia>' }] },
    ];
    const digest = {
      deals,
      count: 3,
      more: false,
      notificationsPage: 'https://dzdeals.dz/notifications',
      unsubscribePage: 'https://dzdeals.dz/notifications/desabonnement?token=t',
      oneClickUrl: 'https://dzdeals.dz/api/alerts/unsubscribe?token=t',
    };
    const fr = await followDigestMail('a@b.dz', digest, 'fr');
    expect(fr.subject).toBe('Votre résumé DzDeals\u00A0: 3\u00A0nouveautés');
    expect(fr.text).toContain(
      [
        'Climatiseur <inverter>',
        '- karim a commenté',
        '- Ce bon plan est devenu hot (120°)',
        'https://dzdeals.dz/deals/a',
      ].join('\n'),
    );
    expect(fr.text).toContain(['Vélo', '- Nouveau bon plan chez <Jumia>', 'https://dzdeals.dz/deals/b'].join('\n'));
    expect(fr.text).toContain('Pour ne plus le recevoir\u00A0: https://dzdeals.dz/notifications/desabonnement?token=t');
    expect(fr.text).not.toContain('/notifications\n');
    expect(fr.headers).toEqual({
      'List-Unsubscribe': '<https://dzdeals.dz/api/alerts/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // Members' words escaped and isolated in the HTML part.
    expect(fr.html).not.toContain('<inverter>');
    expect(fr.html).not.toContain('<Jumia>');
    expect(fr.html).toContain('<li>Nouveau bon plan chez <span dir="auto">&#60;Jumia&#62;</span></li>');

    const ar = await followDigestMail('a@b.dz', { ...digest, count: 20, more: true }, 'ar');
    expect(ar.html).toMatch(/^<!DOCTYPE html><html lang="ar" dir="rtl">/);
    expect(ar.subject).toBe('ملخصك على DzDeals: أكثر من 20 مستجدًا');
    expect(ar.text).toContain('- علّق karim');
    expect(ar.text).toContain('وتنتظرك مستجدات أخرى في إشعاراتك:\nhttps://dzdeals.dz/notifications');
    expect((await followDigestMail('a@b.dz', { ...digest, count: 2 }, 'ar')).subject).toBe(
      'ملخصك على DzDeals: مستجدان',
    );
  });
});
