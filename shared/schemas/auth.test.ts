import { describe, expect, it } from 'vitest';
import { FIELD_MSG } from '../messages';
import { profileSchema, registerSchema } from './auth';

const valid = { username: 'amine_dz', email: 'amine@example.dz', password: 'motdepasse-long', city: 'Alger' };

describe('account text fields', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\u007f', '\u0085', '\ud800', '\udc00'])(
    'refuse the control character or lone surrogate %j',
    (bad) => {
      const username = registerSchema.safeParse({ ...valid, username: `ami${bad}ne` });
      expect(username.error?.issues[0].message).toBe(FIELD_MSG.usernameChars);
      const email = registerSchema.safeParse({ ...valid, email: `ami${bad}ne@example.dz` });
      expect(email.error?.issues[0].message).toBe(FIELD_MSG.email);
      expect(profileSchema.safeParse({ username: `ami${bad}ne` }).success).toBe(false);
    },
  );

  it('accept accented names', () => {
    expect(registerSchema.safeParse({ ...valid, username: 'Chérifa.B' }).success).toBe(true);
  });
});
