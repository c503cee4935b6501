import type { CertificationLevel } from '@/api/investor/contract';
import { COMMITMENT_OF } from '@/shared/validation/investor-standard';

import { signOwnAgreement } from '../agreement/agreement-file';
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
  signOwnAgreement(ctx, {
    accountId: signer.accountId,
    sessionHash: signer.sessionHash,
    slug: COMMITMENT_OF[level],
    type: 'commitment',
    detail: { applyId: signer.applyId, level },
    now: signer.at,
  });
}
