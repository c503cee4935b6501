import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import type { AgreementSlug } from '@/static-agreements';

const hashes = new Map<AgreementSlug, string>();

/** SHA-256 of a public agreement's PDF as the site serves it (the committed file, built by npm run agreements). */
export function staticAgreementHash(slug: AgreementSlug): string {
  let hash = hashes.get(slug);
  if (!hash) {
    const file = path.resolve(__dirname, '..', '..', 'static-agreements', `${slug}.pdf`);
    hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(slug, hash);
  }
  return hash;
}
