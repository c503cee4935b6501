import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 256-bit random token, base64url. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: a copy of the database does not hold live credentials. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Low-entropy secrets (SMS codes) are keyed with a server secret so the database alone cannot reverse them. */
export function keyedHash(secret: Buffer, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

export function sixDigits(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
