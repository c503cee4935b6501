import type { CertificationLevel } from '@/api/investor/contract';
import { COMMITMENT_OF } from '@/shared/validation/investor-standard';
import { agreementTitle } from '@/static-agreements';

import { staticAgreementHash } from '../agreement/static-hash';
import { recordEvidence, signAgreement } from '../agreement/store';
import type { Context } from '../core/context';

/**
 * The level's commitment letter (《合格投资者承诺函》 / 《专业投资者承诺函》) signed with the application: the
 * signature, and a `sign` entry of the evidence naming the PDF by its hash and the application it came with.
 */
export function signCommitment(
  ctx: Context,
  signer: { accountId: number; sessionHash: string; applyId: string; at: number },
  level: CertificationLevel,
): void {
  const slug = COMMITMENT_OF[level];
  const hash = staticAgreementHash(slug);
  signAgreement(ctx, {
    accountId: signer.accountId,
    agreementId: slug,
    agreementType: 'commitment',
    now: signer.at,
    version: hash,
  });
  recordEvidence(ctx, {
    accountId: signer.accountId,
    sessionHash: signer.sessionHash,
    kind: 'sign',
    fundCode: null,
    businessCode: null,
    documentCode: slug,
    documentName: `${agreementTitle(slug)}.pdf`,
    documentHash: hash,
    detail: { applyId: signer.applyId, level },
    appNo: null,
    at: signer.at,
  });
}
