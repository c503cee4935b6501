import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { type AgreementSlug, agreementTitle } from '@/static-agreements';

import type { Context } from '../core/context';
import { recordEvidence, signAgreement } from './store';

const hashes = new Map<AgreementSlug, string>();

/** SHA-256 of an agreement PDF as the site serves it (the committed file, built by npm run agreements). */
export function agreementFileHash(slug: AgreementSlug): string {
  let hash = hashes.get(slug);
  if (!hash) {
    const file = path.resolve(__dirname, '..', '..', 'static-agreements', `${slug}.pdf`);
    hash = createHash('sha256').update(readFileSync(file)).digest('hex');
    hashes.set(slug, hash);
  }
  return hash;
}

/**
 * One of the portal's own agreements signed where a flow asks for it: the signature (the first one stands)
 * and, each time, its evidence (the file's hash, the session, the time, what it was signed for). Call inside
 * the transaction of what it is signed for.
 */
export function signOwnAgreement(
  ctx: Context,
  sign: {
    accountId: number;
    sessionHash: string;
    slug: AgreementSlug;
    type: string;
    detail: unknown;
    now: number;
  },
): void {
  signAgreement(ctx, {
    accountId: sign.accountId,
    agreementId: sign.slug,
    agreementType: sign.type,
    now: sign.now,
  });
  recordEvidence(ctx, {
    accountId: sign.accountId,
    sessionHash: sign.sessionHash,
    kind: 'sign',
    fundCode: null,
    businessCode: null,
    documentCode: sign.slug,
    documentName: `${agreementTitle(sign.slug)}.pdf`,
    documentHash: agreementFileHash(sign.slug),
    detail: sign.detail,
    appNo: null,
    at: sign.now,
  });
}
