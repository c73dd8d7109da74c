import { describe, expect, it } from 'vitest';
import table from 'unhomoglyph/data.json';
import { USERNAME_CHAR, isReservedLookalike, usernameConfusables, usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton', () => {
  it.each(['аdmin', 'ａｄｍｉｎ', 'admın', 'ADMIN', 'AdMin', 'adrnin'])(
    'gives %s the skeleton of admin',
    async (name) => {
      expect(await usernameSkeleton(name)).toBe(await usernameSkeleton('admin'));
    },
  );

  it.each([
    ['bob', 'b0b'],
    ['bob', 'bоb'],
    ['nadia', 'ոadia'],
  ])('treats %s and %s alike', async (a, b) => {
    expect(await usernameSkeleton(a)).toBe(await usernameSkeleton(b));
  });

  it.each([
    ['admin', 'admins'],
    ['karim', 'karima'],
    ['amina', 'yacine'],
  ])('keeps %s and %s apart', async (a, b) => {
    expect(await usernameSkeleton(a)).not.toBe(await usernameSkeleton(b));
  });
});

describe('the confusables the Lambda bundles keep', () => {
  it('give every valid username the skeleton the whole table gives', () => {
    const kept = usernameConfusables(table);
    expect(Object.keys(kept).length).toBeLessThan(Object.keys(table).length);
    // A username holds only USERNAME_CHAR characters, so a dropped source never matches it in the
    // first pass; the second pass reads prototypes, so no dropped source may hold one either.
    const prototypeChars = new Set(Object.values(table).flatMap((target) => [...target]));
    const dropped = Object.keys(table).filter((source) => !(source in kept));
    expect(
      dropped.filter((source) => [...source].some((c) => prototypeChars.has(c) && !USERNAME_CHAR.test(c))),
    ).toEqual([]);
    expect(dropped.every((source) => [...source].some((c) => !USERNAME_CHAR.test(c)))).toBe(true);
  });
});

describe('isReservedLookalike', () => {
  it.each([
    'admin',
    'аdmin',
    'ａｄｍｉｎ',
    'adrnin',
    'admın_1',
    'rnodération',
    'ＭＯＤÉＲＡＴＩＯＮ',
    'supp0rt',
    'dzdea1s',
    'r00t.dz',
    'Admin.DZ',
  ])('refuses %s', async (name) => {
    expect(await isReservedLookalike(name)).toBe(true);
  });

  it.each(['karim_dz', 'amina', 'supporter_mca', 'membre1234', 'adminah'])('leaves %s free', async (name) => {
    expect(await isReservedLookalike(name)).toBe(false);
  });
});
