import { forge, randomBytes } from './forge';
import { rsaEncryptBytes } from './password';
import { publicKeyFromModulus } from './public-key';

/** The answer of `GET /v1/auth/amWeb/rsa`. */
export interface HybridKeyMaterial {
  /** Hexadecimal RSA modulus. */
  modulus: string;
  /** Hexadecimal public exponent (usually 10001). */
  publicExponent: string;
  /** The server's handle for the matching private key; sent back as is. */
  waitId: string;
}

export interface HybridPayload {
  /** base64 of the 32-byte AES key, RSA-OAEP-SHA-256 encrypted. */
  key: string;
  waitId: string;
  /** base64 of iv (12 bytes) ‖ AES-256-GCM ciphertext ‖ tag (16 bytes) of JSON.stringify(body) in UTF-8. */
  data: string;
}

export const HYBRID_IV_BYTES = 12;
export const HYBRID_TAG_BYTES = 16;
export const HYBRID_KEY_BYTES = 32;

/** Encrypts a request body for the calls that use the hybrid RSA + AES scheme. */
export function encryptHybrid(body: object, material: HybridKeyMaterial): HybridPayload {
  const rsaKey = publicKeyFromModulus(material.modulus, material.publicExponent);
  const aesKey = randomBytes(HYBRID_KEY_BYTES);
  const iv = randomBytes(HYBRID_IV_BYTES);
  const cipher = forge.cipher.createCipher('AES-GCM', aesKey);
  cipher.start({ iv, tagLength: HYBRID_TAG_BYTES * 8 });
  cipher.update(forge.util.createBuffer(forge.util.encodeUtf8(JSON.stringify(body))));
  if (!cipher.finish()) throw new Error('加密失败');
  const data = iv + cipher.output.getBytes() + cipher.mode.tag.getBytes();
  return {
    key: forge.util.encode64(rsaEncryptBytes(rsaKey, aesKey, { padding: 'oaep-sha256' })),
    waitId: material.waitId,
    data: forge.util.encode64(data),
  };
}
