import { isPrivateProduct } from '@/shared/enums/fund';
import { formatShanghaiSecond } from '@/shared/time';

import { tradePasswordProven } from '../account/trade-password-proof';
import { agreementSignedAt, isAgreementSigned, recordEvidence, signAgreement } from '../agreement/store';
import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { transaction } from '../core/db/database';
import { hint } from '../core/http/envelope';
import { ENGAGEMENT_ID } from '../engagement/rules';
import { requireFund } from '../fund/funds';
import type { FundSpec } from '../fund/types';
import { documentVersion, productPdf, type ProductPdf } from './documents';
import { CONTRACT_TEXT } from './rules';
import { closeAttempt, findAttempt, lastRead } from './store';

/** A private product, or a refusal for a public one. */
export function requirePrivate(ctx: Context, fundCode: string): FundSpec {
  const spec = requireFund(ctx, fundCode);
  if (!isPrivateProduct(spec.productType)) throw hint(CONTRACT_TEXT.notPrivate);
  return spec;
}

const nameOf = (file: ProductPdf) => file.fileName.replace(/\.pdf$/, '');

/**
 * What the risk disclosure's signature needs, in the investor's words, or null: the trade password checked in
 * this session, the engagement, both files there, spec §4's step 3 (the contract read as it is served now)
 * and step 4 (the disclosure read as it is served now). The disclosure is then signed on its own, before the
 * contract is signed (募集行为管理办法; review P9).
 */
export async function missingDisclosureStep(
  ctx: Context,
  who: { accountId: number; sessionHash: string },
  spec: FundSpec,
): Promise<string | null> {
  const { accountId } = who;
  if (!tradePasswordProven(ctx, who.sessionHash)) return CONTRACT_TEXT.tradePasswordFirst;
  if (agreementSignedAt(ctx, accountId, ENGAGEMENT_ID) === null) return CONTRACT_TEXT.engagementFirst;
  // A plan without its contract cannot be signed at all: say so before the disclosure is signed for nothing.
  const contract = await productPdf(ctx, spec, 'contract');
  if (!contract) return CONTRACT_TEXT.contractMissing;
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  if (!disclosure) return CONTRACT_TEXT.riskMissing;
  for (const file of [contract, disclosure])
    if (!lastRead(ctx, accountId, spec.code, file.kind, file.hash))
      return CONTRACT_TEXT.readFirst(nameOf(file));
  return null;
}

/** Whether the investor signed the product's risk disclosure in its current version (before the contract). */
export async function disclosureSigned(ctx: Context, accountId: number, spec: FundSpec): Promise<boolean> {
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  return (
    !!disclosure &&
    isAgreementSigned(ctx, accountId, disclosure.noticeCode, documentVersion(spec, 'riskDisclosure'))
  );
}

/**
 * The first step of spec §4's private signing the investor has not done, in its words; null when the
 * contract can be signed: the contract and the disclosure read as served now, the disclosure signed in its
 * current version (P9), the declaration.
 */
export async function missingStep(
  ctx: Context,
  who: { accountId: number; sessionHash: string },
  spec: FundSpec,
): Promise<string | null> {
  const beforeDisclosure = await missingDisclosureStep(ctx, who, spec);
  if (beforeDisclosure) return beforeDisclosure;
  if (!(await disclosureSigned(ctx, who.accountId, spec)))
    return CONTRACT_TEXT.signDisclosureFirst(nameOf((await productPdf(ctx, spec, 'riskDisclosure'))!));
  if (!findAttempt(ctx, who.accountId, spec.code)?.declared_at) return CONTRACT_TEXT.declareFirst;
  return null;
}

type Signer = { account: AccountRow; sessionHash: string; spec: FundSpec; now: number };

/** One document signed in its version, and its `sign` evidence naming the file by hash (inside a transaction). */
function signFile(ctx: Context, signer: Signer, file: ProductPdf, detail: Record<string, unknown>): void {
  const { account, sessionHash, spec, now } = signer;
  signAgreement(ctx, {
    accountId: account.id,
    agreementId: file.noticeCode,
    agreementType: file.kind,
    now,
    version: documentVersion(spec, file.kind),
  });
  recordEvidence(ctx, {
    accountId: account.id,
    sessionHash,
    kind: 'sign',
    fundCode: spec.code,
    businessCode: null,
    documentCode: file.noticeCode,
    documentName: file.fileName,
    documentHash: file.hash,
    detail,
    appNo: null,
    at: now,
  });
}

/**
 * Signs the risk disclosure on its own, before the contract (review P9): its notice code in this version,
 * the evidence naming the file by hash with the reading it rests on.
 */
export async function signDisclosure(ctx: Context, signer: Signer): Promise<void> {
  const { account, spec, now } = signer;
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  if (!disclosure) throw hint(CONTRACT_TEXT.riskMissing);
  const readAt = lastRead(ctx, account.id, spec.code, disclosure.kind, disclosure.hash)?.read_at;
  transaction(ctx, () =>
    signFile(ctx, signer, disclosure, {
      documentKind: disclosure.kind,
      tradePassword: 'verified',
      riskDisclosureReadAt: formatShanghaiSecond(readAt ?? now),
    }),
  );
}

/**
 * Signs the contract (its notice code: what the purchase checks), after the risk disclosure was signed; the
 * evidence names the contract by hash with the reading, the disclosure's signature and the declaration it
 * rests on; the attempt is spent.
 */
export async function signContract(ctx: Context, signer: Signer): Promise<void> {
  const { account, spec, now } = signer;
  const contract = await productPdf(ctx, spec, 'contract');
  const disclosure = await productPdf(ctx, spec, 'riskDisclosure');
  if (!contract || !disclosure)
    throw hint(contract ? CONTRACT_TEXT.riskMissing : CONTRACT_TEXT.contractMissing);
  const attempt = findAttempt(ctx, account.id, spec.code);
  const readAt = (file: ProductPdf) => lastRead(ctx, account.id, spec.code, file.kind, file.hash)?.read_at;
  transaction(ctx, () => {
    signFile(ctx, signer, contract, {
      riskDisclosure: {
        noticeCode: disclosure.noticeCode,
        fileName: disclosure.fileName,
        hash: disclosure.hash,
        signedAt: formatShanghaiSecond(agreementSignedAt(ctx, account.id, disclosure.noticeCode) ?? now),
      },
      // Step 1, checked by missingStep just before: the trade password proven in this session.
      tradePassword: 'verified',
      contractReadAt: formatShanghaiSecond(readAt(contract) ?? now),
      riskDisclosureReadAt: formatShanghaiSecond(readAt(disclosure) ?? now),
      declaredAt: formatShanghaiSecond(attempt?.declared_at ?? now),
    });
    closeAttempt(ctx, account.id, spec.code);
  });
}
