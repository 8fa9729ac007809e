import { createHash, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

interface ScryptCost {
  N: number;
  r: number;
  p: number;
  keylen: number;
}

/** The cost of every password hash the server makes (about 16 MB and tens of ms a hash). */
export const PRODUCTION_SCRYPT: ScryptCost = { N: 16384, r: 8, p: 1, keylen: 64 };

/**
 * A cost for test runs only: each API test file seeds five accounts and logs in many times, and at
 * the production cost the hashing alone took seconds a file. A stored hash carries its own
 * parameters, so either kind verifies whatever the current cost.
 */
const TEST_SCRYPT: ScryptCost = { N: 16, r: 1, p: 1, keylen: 64 };

let cost = PRODUCTION_SCRYPT;

/** Makes new password hashes cheap: called by the test set-up (tests/api/setup.ts), never by the server. */
export function setTestHashCost(): void {
  cost = TEST_SCRYPT;
}

function scryptAsync(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, cost.keylen, { N: cost.N, r: cost.r, p: cost.p });
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const key = await scryptAsync(password, Buffer.from(saltB64, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A random token (256 bits) for sessions, e-mail links and payment intents. */
export function newToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens are stored hashed: a leaked db file does not leak live sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Whether a secret the client sent is the expected one (compared in constant time). */
export function sameSecret(given: unknown, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
