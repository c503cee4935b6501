import { isPrivateProduct } from '@/shared/enums/fund';

import { tradePasswordProven } from '../account/trade-password-proof';
import { agreementSignedAt, recordEvidence, signAgreement } from '../agreement/store';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { formatShanghaiSecond } from '../core/time';
import { ENGAGEMENT_ID } from '../engagement/rules';
import { requireFund } from '../fund/funds';
import type { FundSpec } from '../fund/types';
import { documentVersion, productPdf } from './documents';
import { CONTRACT_TEXT } from './rules';
import { closeAttempt, findAttempt, lastRead } from './store';

/** A private product, or a refusal for a public one. */
export function requirePrivate(ctx: Context, fundCode: string): FundSpec {
  const spec = requireFund(ctx, fundCode);
  if (!isPrivateProduct(spec.productType)) throw hint(CONTRACT_TEXT.notPrivate);
  return spec;
}

/**
 * The first step of spec §4's private signing the investor has not done, in its words; null when the
 * contract can be signed: the trade password checked in this session, the engagement, both documents read as they are served now, the declaration.
 */
export async function missingStep(
  ctx: Context,
  who: { accountId: number; sessionHash: string },
  spec: FundSpec,
): Promise<string | null> {
  const { accountId } = who;
  if (!tradePasswordProven(ctx, who.sessionHash)) return CONTRACT_TEXT.tradePasswordFirst;
  if (agreementSignedAt(ctx, accountId, ENGAGEMENT_ID) === null) return CONTRACT_TEXT.engagementFirst;
  const contract = await productPdf(ctx, spec, 'contract');
  if (!contract) return CONTRACT_TEXT.contractMissing;
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  if (!disclosure) return CONTRACT_TEXT.riskMissing;
  for (const file of [contract, disclosure]) {
    if (!lastRead(ctx, accountId, spec.code, file.kind, file.hash))
      return CONTRACT_TEXT.readFirst(file.fileName.replace(/\.pdf$/, ''));
  }
  if (!findAttempt(ctx, accountId, spec.code)?.declared_at) return CONTRACT_TEXT.declareFirst;
  return null;
}

/**
 * Signs the contract and the risk disclosure (their notice codes: what the purchase checks), the evidence
 * naming both files by hash with the readings and the declaration it rests on; the attempt is spent.
 */
export async function signContract(
  ctx: Context,
  input: { account: AccountRow; sessionHash: string; spec: FundSpec; now: number },
): Promise<void> {
  const { account, sessionHash, spec, now } = input;
  const contract = await productPdf(ctx, spec, 'contract');
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  if (!contract || !disclosure)
    throw hint(contract ? CONTRACT_TEXT.riskMissing : CONTRACT_TEXT.contractMissing);
  const attempt = findAttempt(ctx, account.id, spec.code);
  const readAt = (file: typeof contract) =>
    lastRead(ctx, account.id, spec.code, file.kind, file.hash)?.read_at;
  transaction(ctx, () => {
    for (const file of [contract, disclosure]) {
      signAgreement(ctx, {
        accountId: account.id,
        agreementId: file.noticeCode,
        agreementType: file.kind,
        now,
        version: documentVersion(spec, file.kind),
      });
    }
    recordEvidence(ctx, {
      accountId: account.id,
      sessionHash,
      kind: 'sign',
      fundCode: spec.code,
      businessCode: null,
      documentCode: contract.noticeCode,
      documentName: contract.fileName,
      documentHash: contract.hash,
      detail: {
        riskDisclosure: {
          noticeCode: disclosure.noticeCode,
          fileName: disclosure.fileName,
          hash: disclosure.hash,
        },
        // Step 1, checked by missingStep just before: the trade password proven in this session.
        tradePassword: 'verified',
        contractReadAt: formatShanghaiSecond(readAt(contract) ?? now),
        riskDisclosureReadAt: formatShanghaiSecond(readAt(disclosure) ?? now),
        declaredAt: formatShanghaiSecond(attempt?.declared_at ?? now),
      },
      appNo: null,
      at: now,
    });
    closeAttempt(ctx, account.id, spec.code);
  });
}
