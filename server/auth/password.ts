/** Password hashing with node:crypto scrypt (docs/architecture.md §Data): `scrypt$N$salt$hash`. */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost: 2^14 (about 40 ms a hash on this machine) for every real password. Under Vitest
 * (which sets NODE_ENV=test) 2^10: its API files register and sign in thousands of test customers,
 * and hashing was half their time (decision 0161). A stored hash names its own cost, so a hash of
 * either cost verifies anywhere; the browser tests' shops run as production and hash at 2^14. */
export function scryptCost(env: { NODE_ENV?: string } = process.env): number {
  return env.NODE_ENV === 'test' ? 1024 : 16384;
}
const N = scryptCost();
const KEYLEN = 64;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEYLEN, { N: cost, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(cost));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash to compare against when the e-mail is unknown, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  return dummyHash;
}
