/** Passwords: a hash verifies its own password only, at either cost (decision 0161). */
import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from '../../../server/auth/password.ts';

describe('password hashing', () => {
  it('hashes real passwords at 2^14 and only the Vitest run at 2^10', () => {
    expect(scryptCost({ NODE_ENV: 'production' })).toBe(16384);
    expect(scryptCost({})).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'development' })).toBe(16384);
    expect(scryptCost({ NODE_ENV: 'test' })).toBe(1024);
  });

  it('verifies the password it hashed and refuses another, whatever cost the hash names', async () => {
    const stored = await hashPassword('Gizli-parol-123');
    expect(stored).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPassword('Gizli-parol-123', stored)).toBe(true);
    expect(await verifyPassword('gizli-parol-123', stored)).toBe(false);
    // a hash a production shop wrote (cost 2^14) verifies in a test run, and only its own password
    const salt = randomBytes(16);
    const key = scryptSync('Gizli-parol-123', salt, 64, { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const production = `scrypt$16384$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('Gizli-parol-123', production)).toBe(true);
    expect(await verifyPassword('Gizli-parol-124', production)).toBe(false);
    // the cost is part of the key: the same salt and hash read at another cost do not verify
    expect(await verifyPassword('Gizli-parol-123', production.replace('$16384$', '$1024$'))).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$10$abc$def')).toBe(false);
  });
});
