import { describe, expect, it } from 'vitest';
import {
  commentSeqKeyOf,
  dealIdOf,
  dealListOf,
  keys,
  memberIdOf,
  memberNameOf,
  notificationIdOf,
  notificationOwnerOf,
  oauthLinkOf,
  saverOf,
  savedSeqKeyOf,
  termEntryOf,
  termPrefixOf,
  userIdOf,
  voterOf,
} from './table';

// Each parser reads back what its builder wrote, and refuses a key of another kind.

describe('key parsers', () => {
  it('read back what the builders wrote', () => {
    expect(dealIdOf(keys.deal('d1').PK)).toBe('d1');
    expect(dealIdOf(keys.vote('d1', 'u1').PK)).toBe('d1');
    expect(dealIdOf(keys.comment('d1', '000000000007').PK)).toBe('d1');
    expect(voterOf(keys.vote('d1', 'u1').SK)).toBe('u1');
    expect(saverOf(keys.saveOfDeal('d1', 'u2').SK)).toBe('u2');
    expect(savedSeqKeyOf(keys.savedDeal('u2', '000000000012').SK)).toBe('000000000012');
    expect(commentSeqKeyOf(keys.comment('d1', '000000000007').SK)).toBe('000000000007');
    expect(userIdOf(keys.user('u1').PK)).toBe('u1');
    expect(memberIdOf(keys.userStats('u1').PK)).toBe('u1');
    expect(memberIdOf(keys.savedCount('u1').PK)).toBe('u1');
    expect(dealListOf(keys.dealListCount('city#Alger').PK)).toBe('city#Alger');
    expect(memberNameOf(keys.memberName('Amina').PK)).toBe('amina');
    expect(notificationOwnerOf(keys.notification('u1', 'n1').PK)).toBe('u1');
    expect(notificationIdOf(keys.notification('u1', 'n1').SK)).toBe('n1');
    expect(termPrefixOf(keys.term('cli', '000000000003', 'd9').PK)).toBe('cli');
    expect(termEntryOf(keys.term('cli', '000000000003', 'd9').SK)).toEqual({ seqKey: '000000000003', dealId: 'd9' });
    expect(oauthLinkOf(keys.oauthLink('google', 'sub#1').PK)).toEqual({ provider: 'google', subject: 'sub#1' });
  });

  it('refuse keys of another kind', () => {
    expect(dealIdOf(keys.dealListCount('all').PK)).toBeUndefined();
    expect(dealIdOf(keys.user('u1').PK)).toBeUndefined();
    expect(dealIdOf('DEAL#')).toBeUndefined();
    expect(dealIdOf(undefined)).toBeUndefined();
    expect(dealIdOf(42)).toBeUndefined();
    expect(voterOf(keys.saveOfDeal('d1', 'u1').SK)).toBeUndefined();
    expect(voterOf(keys.deal('d1').SK)).toBeUndefined();
    expect(saverOf(keys.vote('d1', 'u1').SK)).toBeUndefined();
    expect(commentSeqKeyOf(keys.hiddenComment('d1', '000000000007').SK)).toBeUndefined();
    expect(commentSeqKeyOf(keys.commentCount('d1').SK)).toBeUndefined();
    expect(userIdOf(keys.userStats('u1').PK)).toBeUndefined();
    expect(memberIdOf(keys.memberName('amina').PK)).toBeUndefined();
    expect(memberNameOf(keys.userStats('u1').PK)).toBeUndefined();
    expect(notificationOwnerOf(keys.alertCount('u1').PK)).toBeUndefined();
    expect(notificationIdOf(keys.notificationCount('u1').SK)).toBeUndefined();
    expect(notificationIdOf(keys.notificationGone('u1', 'n1').SK)).toBeUndefined();
    expect(termPrefixOf(keys.alertTerm('cli', 'a1').PK)).toBeUndefined();
    expect(termEntryOf(keys.vote('d1', 'u1').SK)).toBeUndefined();
    expect(termEntryOf('000000000003#')).toBeUndefined();
    expect(oauthLinkOf(keys.oauthLink('google', '').PK)).toBeUndefined();
    expect(oauthLinkOf(keys.user('u1').PK)).toBeUndefined();
  });
});
