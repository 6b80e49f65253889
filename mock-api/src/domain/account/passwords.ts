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

/** Synchronous variant for start-up seeding (the demo account), where no request waits. */
export function hashPasswordSync(password: string): PasswordHash {
  const salt = randomBytes(16).toString('hex');
  return { passwordHash: scryptSync(password, salt, KEY_LENGTH).toString('hex'), salt };
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
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
