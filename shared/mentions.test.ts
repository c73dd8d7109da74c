import { describe, expect, it } from 'vitest';
import { MENTIONS_PER_COMMENT, mentionedNames, textWithMentions } from './mentions';

describe('mentions', () => {
  it('finds @names where a username may stand, lower-cased, once each', () => {
    expect(mentionedNames('Merci @Karim et @amina_dz, et encore @karim !')).toEqual([['karim'], ['amina_dz']]);
    expect(mentionedNames('Bravo @sélim.')).toEqual([['sélim.', 'sélim']]);
    expect(mentionedNames('مرحبا @ياسين')).toEqual([['ياسين']]);
  });

  it('leaves addresses, words, names too short or cut by another script alone', () => {
    expect(mentionedNames('Écrivez à contact@karim.dz ou a@bc')).toEqual([]);
    expect(mentionedNames('@ab est trop court, @kar\u0456m (un i cyrillique) reste entier')).toEqual([['karіm']]);
    expect(mentionedNames('@karim\u200Bx')).toEqual([]);
  });

  it(`stops at ${MENTIONS_PER_COMMENT} names`, () => {
    const text = Array.from({ length: 8 }, (_, i) => `@membre${i}`).join(' ');
    expect(mentionedNames(text)).toHaveLength(MENTIONS_PER_COMMENT);
  });

  it('cuts a text at the mentions resolved, keeping the rest as typed', () => {
    expect(textWithMentions('Merci @KARIM. Et @inconnu aussi', ['karim'])).toEqual([
      'Merci ',
      { mention: '@KARIM', username: 'karim' },
      '. Et @inconnu aussi',
    ]);
    expect(textWithMentions('Sans mention', [])).toEqual(['Sans mention']);
    expect(textWithMentions('@amina', ['amina'])).toEqual([{ mention: '@amina', username: 'amina' }]);
  });
});
