import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// N=2^14, r=8, p=1: about 16 MB and tens of ms per hash; slow on purpose, the figure in the README shows it.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** 'scrypt$N$r$p$salt$hash' (base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

// Hashed once so an unknown account costs the same time as a wrong password.
let dummy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const encoded = stored ?? (await (dummy ??= hashPassword('dummy-password-0')));
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), { N: +n, r: +r, p: +p });
  return stored !== null && key.length === expected.length && timingSafeEqual(key, expected);
}

/** Compares two secrets without an early exit. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * The trade password is six digits: 10^6 candidates, so no work factor protects a stolen hash from an
 * offline search (N=16384 would cost an attacker ≈ 14 CPU-hours, trivially parallel) while it would cap
 * orders at ≈ 40/s on two cores, every order checking it. What protects it is the lock after 5 wrong tries
 * and a pepper: the password is keyed with the server secret (kept in the data folder, not the database)
 * before a light scrypt (N=1024, 1 MB), so the database alone is useless for guessing.
 * 'scrypt-hmac$N$r$p$salt$hash'; hashes of the plain 'scrypt$…' form (older data folders) still verify.
 */
const TRADE_PARAMS = { N: 1024, r: 8, p: 1 } as const;

const peppered = (secret: Buffer, password: string) =>
  createHmac('sha256', secret)
    .update(`trade-password\0${password.normalize('NFC')}`)
    .digest('base64');

export async function hashTradePassword(secret: Buffer, password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(peppered(secret, password), salt, TRADE_PARAMS);
  const { N, r, p } = TRADE_PARAMS;
  return ['scrypt-hmac', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyTradePassword(
  secret: Buffer,
  password: string,
  stored: string | null,
): Promise<boolean> {
  if (!stored?.startsWith('scrypt-hmac$')) return verifyPassword(password, stored);
  const [, n, r, p, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(peppered(secret, password), Buffer.from(salt, 'base64'), { N: +n, r: +r, p: +p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
