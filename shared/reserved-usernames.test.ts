import { describe, expect, it } from 'vitest';
import { FIELD_MSG } from './messages';
import { isReservedUsername } from './reserved-usernames';
import { profileSchema, registerSchema } from './schemas/auth';

describe('isReservedUsername (accents and case folded)', () => {
  it.each([
    'admin',
    'Admin',
    'ADMIN',
    'moderation',
    'Modération',
    'MODÉRATION',
    'modérateur',
    'dzdeals',
    'DzDeals',
    'support',
    'contact',
    'administrateur',
    'staff',
    'system',
    'root',
    // A reserved word plus digits or separators.
    'admin_1',
    'admin2024',
    '2024admin',
    'Admin.DZ',
    'dz.admin',
    'dzdeals-support',
    'support_dz',
    'moderation_automatique',
    'a.d.m.i.n',
    'mod-eration',
    // The site's name anywhere.
    'dzdeals_officiel',
    'ledzdealsdz',
    'DZ-Deals',
  ])('refuses %s', (name) => {
    expect(isReservedUsername(name)).toBe(true);
  });

  it.each([
    'karim_dz',
    'amina.b',
    'supporter_mca',
    'contacts',
    'administ',
    'adminah',
    'rootsy',
    'systemique',
    'dz.deal',
  ])('leaves %s free', (name) => {
    expect(isReservedUsername(name)).toBe(false);
  });

  it('compares with the fold it is given (the server passes the confusable skeleton)', () => {
    expect(isReservedUsername('supp0rt')).toBe(false);
    const zeroIsO = (s: string) => s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replaceAll('0', 'o');
    expect(isReservedUsername('supp0rt', zeroIsO)).toBe(true);
  });
});

describe('the schemas', () => {
  const valid = { email: 'amine@example.dz', password: 'motdepasse-long', city: 'Alger' };

  it('refuses a reserved name at sign-up with a French message on the field', () => {
    const parsed = registerSchema.safeParse({ ...valid, username: 'Modération' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['username'], message: FIELD_MSG.usernameReserved }),
    ]);
    expect(registerSchema.safeParse({ ...valid, username: 'ＡＤＭＩＮ' }).success).toBe(false);
    expect(registerSchema.safeParse({ ...valid, username: 'amine_dz' }).success).toBe(true);
  });

  it('leaves renames to the server, which knows whether the name is new', () => {
    expect(profileSchema.safeParse({ username: 'support' }).success).toBe(true);
  });
});
