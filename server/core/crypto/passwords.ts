import { createHmac, randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt as OWASP's password storage cheat sheet asks: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per
 * hash on the project machine: slow on purpose; server/README.md gives the login throughput it leaves).
 */
export const PRODUCTION_SCRYPT = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
/** Stored parameters beyond these are refused rather than run (a damaged row must not exhaust memory). */
const MAX_N = 2 ** 20;

type Params = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, params: Params): Promise<Buffer> {
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below what N=2^17 takes.
  const options: ScryptOptions = { ...params, maxmem: 2 * 128 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

function parse(encoded: string): { params: Params; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = encoded.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    scheme === 'scrypt' &&
    Number.isInteger(Math.log2(params.N)) &&
    params.N <= MAX_N &&
    params.r >= 1 &&
    params.r <= 32 &&
    params.p >= 1 &&
    params.p <= 16;
  if (!sane || !salt || !hash) return null;
  return { params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export interface PasswordHasher {
  /** 'scrypt$N$r$p$salt$hash' (base64). */
  hash(password: string): Promise<string>;
  /** Whether the password matches; with no stored hash, the same work is done and the answer is false. */
  verify(password: string, stored: string | null): Promise<boolean>;
  /** A hash made with other parameters than today's: replace it after the next right password. */
  needsRehash(stored: string): boolean;
  readonly params: Params;
}

/**
 * The back office's password hashing. `testOnlyN` lowers the cost for the test suites only (buildApp refuses
 * it under NODE_ENV=production and nothing else passes it); a hash keeps its own parameters, so a stored one
 * is always checked with the cost it was made with.
 */
export function createPasswordHasher(testOnlyN?: number): PasswordHasher {
  const params: Params = testOnlyN ? { ...PRODUCTION_SCRYPT, N: testOnlyN } : { ...PRODUCTION_SCRYPT };
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, params);
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join(
      '$',
    );
  };
  // Hashed once so an unknown account costs the same time as a wrong password.
  let dummy: Promise<string> | undefined;
  return {
    params,
    hash,
    async verify(password, stored) {
      const parsed = parse(stored ?? (await (dummy ??= hash('dummy-password-0'))));
      if (!parsed) return false;
      const key = await derive(password, parsed.salt, parsed.params);
      return stored !== null && key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
    },
    needsRehash(stored) {
      const parsed = parse(stored);
      return (
        !parsed ||
        parsed.params.N !== params.N ||
        parsed.params.r !== params.r ||
        parsed.params.p !== params.p
      );
    },
  };
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
  if (!stored?.startsWith('scrypt-hmac$')) {
    // The plain form of older data folders, checked with the cost it was made with.
    const plain = stored === null ? undefined : parse(stored);
    if (!plain) return false;
    const key = await derive(password, plain.salt, plain.params);
    return key.length === plain.hash.length && timingSafeEqual(key, plain.hash);
  }
  const [, n, r, p, salt, hash] = stored.split('$');
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(peppered(secret, password), Buffer.from(salt, 'base64'), { N: +n, r: +r, p: +p });
  return key.length === expected.length && timingSafeEqual(key, expected);
}
