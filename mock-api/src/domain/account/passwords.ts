// Password hashing with scrypt from node:crypto: a random 16-byte salt per user, 64-byte key,
// compared in constant time. The async form keeps the event loop free while a login is checked.
import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

export interface PasswordHash {
  passwordHash: string;
  salt: string;
}

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<PasswordHash> {
  const salt = randomBytes(16).toString('hex');
  const key = await derive(password, salt);
  return { passwordHash: key.toString('hex'), salt };
}

/**
 * Hashes this process derived while seeding (the demo account and scenario users, whose passwords are
 * public), with the password each came from: every public-demo visitor logs in to a copy of the same
 * account, and checking that by scrypt again took most of a new visitor's first call. Bounded: a
 * scenario image is laid again every minute, with a new salt.
 */
const seeded = new Map<string, string>();
const SEEDED_KEPT = 16;
const seededKey = (stored: PasswordHash): string => `${stored.salt}:${stored.passwordHash}`;

/** Synchronous variant for start-up seeding (the demo account), where no request waits. */
export function hashPasswordSync(password: string): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  const hash = { passwordHash: scryptSync(password, salt, KEY_LENGTH).toString('hex'), salt };
  seeded.set(seededKey(hash), password);
  if (seeded.size > SEEDED_KEPT) seeded.delete(seeded.keys().next().value!);
  return hash;
}

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  // A hash derived here from a known password: another password matches it only by a scrypt collision.
  const known = seeded.get(seededKey(stored));
  if (known !== undefined) return sameText(password, known);
  const expected = Buffer.from(stored.passwordHash, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, stored.salt);
  return timingSafeEqual(key, expected);
}

export function verifyPasswordSync(password: string, stored: PasswordHash): boolean {
  const expected = Buffer.from(stored.passwordHash, 'hex');
  if (expected.length !== KEY_LENGTH) return false;
  return timingSafeEqual(scryptSync(password, stored.salt, KEY_LENGTH), expected);
}
