import { constants, createHash, createHmac, privateDecrypt, type KeyObject } from 'node:crypto';

/**
 * RSAES-PKCS1-v1_5 decryption with implicit rejection (as OpenSSL 3.2 and draft-irtf-cfrg-rsa-guidance do
 * it): a ciphertext whose padding is wrong decrypts to a synthetic message, derived from the ciphertext and a
 * key of the private exponent, instead of an error. Every ciphertext then takes the same path and yields
 * some message, so neither the answer nor its timing tells a caller whether the padding held (Bleichenbacher's
 * oracle). Node 20 refuses PKCS#1 v1.5 private decryption (CVE-2023-46809); the RSA operation itself is
 * OpenSSL's raw one (RSA_NO_PADDING, blinded), the padding is checked here without early exits.
 */
export function pkcs1ImplicitDecrypter(key: KeyObject): (base64: string) => Buffer {
  const jwk = key.export({ format: 'jwk' });
  const modulus = Buffer.from(jwk.n ?? '', 'base64url');
  const k = modulus.length;
  const exponentKey = createHash('sha256')
    .update(leftPad(Buffer.from(jwk.d ?? '', 'base64url'), k))
    .digest();
  return (base64) => {
    const ciphertext = Buffer.from(base64, 'base64');
    const kdk = createHmac('sha256', exponentKey).update(leftPad(ciphertext, k)).digest();
    const synthetic = syntheticMessage(kdk, k);
    const em = rawDecrypt(key, ciphertext, modulus);
    return select(em, synthetic, k);
  };
}

function leftPad(bytes: Buffer, length: number): Buffer {
  if (bytes.length >= length) return bytes;
  return Buffer.concat([Buffer.alloc(length - bytes.length), bytes]);
}

/** The raw RSA result, or k zero bytes (an invalid block) when the ciphertext is not one for this key. */
function rawDecrypt(key: KeyObject, ciphertext: Buffer, modulus: Buffer): Buffer {
  const k = modulus.length;
  if (ciphertext.length !== k || Buffer.compare(ciphertext, modulus) >= 0) return Buffer.alloc(k);
  try {
    return privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, ciphertext);
  } catch {
    return Buffer.alloc(k);
  }
}

/** The draft's PRF: HMAC-SHA256(kdk, i ‖ label ‖ bits) blocks, big-endian 16-bit i and bits. */
function prf(kdk: Buffer, label: string, bytes: number): Buffer {
  const blocks: Buffer[] = [];
  const bits = Buffer.alloc(2);
  bits.writeUInt16BE((bytes * 8) & 0xffff);
  for (let i = 0; blocks.length * 32 < bytes; i++) {
    const index = Buffer.alloc(2);
    index.writeUInt16BE(i);
    blocks.push(
      createHmac('sha256', kdk)
        .update(Buffer.concat([index, Buffer.from(label), bits]))
        .digest(),
    );
  }
  return Buffer.concat(blocks).subarray(0, bytes);
}

/** A synthetic message of a pseudo-random length below k − 10, placed at the end of a k-byte buffer. */
function syntheticMessage(kdk: Buffer, k: number): { bytes: Buffer; length: number } {
  const candidates = prf(kdk, 'length', 128);
  const maxLength = k - 2 - 8;
  let mask = maxLength;
  for (const shift of [1, 2, 4, 8]) mask |= mask >> shift;
  let length = 0;
  for (let i = 0; i < candidates.length; i += 2) {
    const candidate = ((candidates[i] << 8) | candidates[i + 1]) & mask;
    const below = ((candidate - maxLength) >> 31) & 1; // 1 when candidate < maxLength
    length = below * candidate + (1 - below) * length;
  }
  return { bytes: prf(kdk, 'message', k), length };
}

/**
 * The message of a well-formed block (00 02, at least 8 non-zero bytes, 00, message), else the synthetic
 * one. Every byte is visited and both results are built whatever the block held.
 */
function select(em: Buffer, synthetic: { bytes: Buffer; length: number }, k: number): Buffer {
  let good = (em[0] === 0 ? 1 : 0) & (em[1] === 2 ? 1 : 0);
  let zeroIndex = 0;
  let found = 0;
  for (let i = 2; i < k; i++) {
    const isZero = em[i] === 0 ? 1 : 0;
    const first = isZero & (1 - found);
    zeroIndex = first * i + (1 - first) * zeroIndex;
    found |= isZero;
  }
  good &= found & (zeroIndex >= 10 ? 1 : 0);
  const realLength = k - zeroIndex - 1;
  const length = good * realLength + (1 - good) * synthetic.length;
  const out = Buffer.alloc(k);
  const keep = -good & 0xff;
  for (let i = 0; i < k; i++) out[i] = (em[i] & keep) | (synthetic.bytes[i] & ~keep & 0xff);
  return Buffer.from(out.subarray(k - length));
}
