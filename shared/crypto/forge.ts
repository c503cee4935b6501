/**
 * The parts of node-forge the portal uses, loaded module by module: each registers itself on the shared
 * `forge` object (rsa brings asn1, jsbn, pkcs1 and random; aes brings the cipher modes, GCM included).
 * No x509: public keys are read from their ASN.1 directly.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/aes';
import 'node-forge/lib/asn1';
import 'node-forge/lib/pem';
import 'node-forge/lib/rsa';
import 'node-forge/lib/sha256';
import 'node-forge/lib/util';

export { forge };

/** `n` cryptographically random bytes as a forge binary string (WebCrypto when there, else forge's PRNG). */
export function randomBytes(n: number): string {
  const webCrypto = globalThis.crypto;
  if (webCrypto?.getRandomValues) {
    const bytes = webCrypto.getRandomValues(new Uint8Array(n));
    let out = '';
    for (const b of bytes) out += String.fromCharCode(b);
    return out;
  }
  return forge.random.getBytesSync(n);
}
