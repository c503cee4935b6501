/**
 * What a private order rests on (issue 27 item 1): the evidence the back office recorded as each of spec §4's
 * six signing steps happened — the trade password checked, the e-signature engagement, the risk disclosure
 * read and signed before the contract, the contract read (as served, by hash), the 13-item declaration, the
 * signature — not a row anyone could write through POST /v1/agreement/sign.
 */
import { SIGNING_TEXT } from '@/shared/trading/signing';

import { DECLARATION_CODES } from '../contract/declaration';
import type { Context } from '../core/context';
import type { FundSpec } from '../fund/types';
import { evidenceEntries } from './store-evidence';

export const SIGNING_EVIDENCE_TEXT = {
  unsigned: '请先签署电子合同',
  incomplete: (step: string) => `电子合同签署记录不完整（缺少${step}），请重新签署电子合同`,
} as const;

interface SignDetail {
  tradePassword?: string;
  riskDisclosure?: { noticeCode?: string; hash?: string };
}

/** The first step without its evidence (in the investor's words), or null when the signing is complete. */
export function signingEvidenceGap(ctx: Context, accountId: number, spec: FundSpec): string | null {
  const contract = spec.documents.contract;
  if (!contract) return SIGNING_EVIDENCE_TEXT.unsigned;
  const [sign] = evidenceEntries(ctx, {
    accountId,
    kind: 'sign',
    fundCode: spec.code,
    documentCode: contract.noticeCode,
  });
  if (!sign) return SIGNING_EVIDENCE_TEXT.unsigned;
  const detail = (sign.detail ?? {}) as SignDetail;
  const until = sign.at;
  const missing = SIGNING_EVIDENCE_TEXT.incomplete;
  if (detail.tradePassword !== 'verified') return missing(SIGNING_TEXT.tradePassword);
  if (evidenceEntries(ctx, { accountId, kind: 'engagement', until }).length === 0) {
    return missing(SIGNING_TEXT.engagement);
  }
  const readOf = (documentCode: string | undefined, hash: string | null | undefined) =>
    !!documentCode &&
    evidenceEntries(ctx, { accountId, kind: 'read', fundCode: spec.code, documentCode, until }).some(
      (entry) => entry.documentHash === hash,
    );
  if (!readOf(contract.noticeCode, sign.documentHash)) return missing('电子合同阅读');
  const disclosure = detail.riskDisclosure;
  if (!readOf(disclosure?.noticeCode, disclosure?.hash)) return missing('风险揭示书阅读');
  // Signed on its own, before the contract (募集行为管理办法; review P9).
  const disclosureSigned =
    !!disclosure?.noticeCode &&
    evidenceEntries(ctx, {
      accountId,
      kind: 'sign',
      fundCode: spec.code,
      documentCode: disclosure.noticeCode,
      until,
    }).some((entry) => entry.documentHash === disclosure.hash);
  if (!disclosureSigned) return missing('风险揭示书签署');
  const declared = new Set(
    evidenceEntries(ctx, { accountId, kind: 'declaration', fundCode: spec.code, until }).map(
      (entry) => entry.documentCode,
    ),
  );
  if (!DECLARATION_CODES.every((code) => declared.has(code))) return missing('投资者声明');
  return null;
}
