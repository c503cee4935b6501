import type { pki } from 'node-forge';

import { forge } from './forge';

/**
 * Reads the RSA public key of `GET /v1/auth/secret`: PEM (SubjectPublicKeyInfo or PKCS#1 RSAPublicKey), or
 * the bare base64 body some back offices send without the BEGIN/END lines.
 */
export function parsePublicKey(keyText: string): pki.rsa.PublicKey {
  const text = keyText.trim();
  const der = text.includes('-----BEGIN')
    ? forge.pem.decode(text)[0]?.body
    : forge.util.decode64(text.replace(/\s+/g, ''));
  if (!der) throw new Error('公钥格式不正确');
  return forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(der));
}

/** The hybrid scheme's key: modulus and public exponent as hexadecimal strings. */
export function publicKeyFromModulus(modulusHex: string, publicExponentHex: string): pki.rsa.PublicKey {
  const hex = /^[0-9a-fA-F]+$/;
  if (!hex.test(modulusHex) || !hex.test(publicExponentHex)) throw new Error('公钥格式不正确');
  const { BigInteger } = forge.jsbn;
  return forge.pki.setRsaPublicKey(new BigInteger(modulusHex, 16), new BigInteger(publicExponentHex, 16));
}
