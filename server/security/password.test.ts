import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing (scrypt, per-user salt)', () => {
  it('verifies the right password only', async () => {
    const hash = await hashPassword('secret42');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('secret42', hash)).toBe(true);
    expect(await verifyPassword('secret43', hash)).toBe(false);
    expect(await verifyPassword('secret42', 'bcrypt$whatever')).toBe(false);
  });
  it('salts every hash differently', async () => {
    expect(await hashPassword('secret42')).not.toBe(await hashPassword('secret42'));
  });
});
