import { scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { costExponent, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are scrypt at N=2^17, r=8, p=1 unless a local stack lowers N, and check only the right password', async () => {
    expect(process.env.PASSWORD_SCRYPT_LOG_N).toBeUndefined();
    const stored = await hashPassword('Mot-de-passe-1');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('Mot-de-passe-1', stored)).resolves.toBe(true);
    await expect(verifyPassword('Mot-de-passe-2', stored)).resolves.toBe(false);
  }, 30_000); // three hashes at the deployed cost: seconds each on a busy 2-core machine

  it('check a hash at the cost it names (one made by a test stack at 2^14 included)', async () => {
    const salt = Buffer.from('0123456789abcdef');
    const key = scryptSync('Mot-de-passe-1', salt, 32, { N: 2 ** 14, r: 8, p: 1 });
    const stored = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64'), key.toString('base64')].join('$');
    await expect(verifyPassword('Mot-de-passe-1', stored)).resolves.toBe(true);
    await expect(verifyPassword('mot-de-passe-1', stored)).resolves.toBe(false);
  });

  it('take a lower cost only from 14 to 17 (log2 of N)', () => {
    expect(costExponent(undefined)).toBe(17);
    expect(costExponent('14')).toBe(14);
    for (const bad of ['13', '18', '15.5', '', 'abc']) expect(() => costExponent(bad), bad).toThrow(/14 to 17/);
  });
});
