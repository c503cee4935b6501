/**
 * node-forge is imported module by module (the whole library triples the login page's crypto weight).
 * Each deep module registers itself on the shared forge object and exports one of its namespaces; the
 * types are those of @types/node-forge.
 */
declare module 'node-forge/lib/forge' {
  import type * as Forge from 'node-forge';
  const forge: typeof Forge;
  export = forge;
}

declare module 'node-forge/lib/rsa' {
  import type * as Forge from 'node-forge';
  const rsa: typeof Forge.pki.rsa;
  export = rsa;
}

declare module 'node-forge/lib/pem' {
  import type * as Forge from 'node-forge';
  const pem: typeof Forge.pem;
  export = pem;
}

declare module 'node-forge/lib/asn1' {
  import type * as Forge from 'node-forge';
  const asn1: typeof Forge.asn1;
  export = asn1;
}

declare module 'node-forge/lib/sha256' {
  import type * as Forge from 'node-forge';
  const sha256: typeof Forge.md.sha256;
  export = sha256;
}

declare module 'node-forge/lib/aes' {
  import type * as Forge from 'node-forge';
  const aes: typeof Forge.cipher;
  export = aes;
}

declare module 'node-forge/lib/cipher' {
  import type * as Forge from 'node-forge';
  const cipher: typeof Forge.cipher;
  export = cipher;
}

declare module 'node-forge/lib/random' {
  import type * as Forge from 'node-forge';
  const random: typeof Forge.random;
  export = random;
}

declare module 'node-forge/lib/util' {
  import type * as Forge from 'node-forge';
  const util: typeof Forge.util;
  export = util;
}

declare module 'node-forge/lib/jsbn' {
  import type * as Forge from 'node-forge';
  const jsbn: typeof Forge.jsbn;
  export = jsbn;
}
