import { describe, expect, it } from 'vitest';
import { usernameSkeleton } from './username-skeleton';

describe('usernameSkeleton', () => {
  it.each(['аdmin', 'ａｄｍｉｎ', 'admın', 'ADMIN', 'AdMin', 'adrnin'])('gives %s the skeleton of admin', (name) => {
    expect(usernameSkeleton(name)).toBe(usernameSkeleton('admin'));
  });

  it.each([
    ['bob', 'b0b'],
    ['bob', 'bоb'],
    ['nadia', 'ոadia'],
  ])('treats %s and %s alike', (a, b) => {
    expect(usernameSkeleton(a)).toBe(usernameSkeleton(b));
  });

  it.each([
    ['admin', 'admins'],
    ['karim', 'karima'],
    ['amina', 'yacine'],
  ])('keeps %s and %s apart', (a, b) => {
    expect(usernameSkeleton(a)).not.toBe(usernameSkeleton(b));
  });
});
