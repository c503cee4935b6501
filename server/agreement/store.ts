import type { Context } from '../core/context';

/** Signing twice keeps the first signature. */
export function signAgreement(
  ctx: Context,
  sign: { accountId: number; agreementId: string; agreementType: string; now: number; version?: string },
): void {
  // A new version replaces the signature of the old one; the same version signed again keeps the first.
  ctx.db.tx(() =>
    ctx.db.run(
      `INSERT INTO agreement_signs (account_id, agreement_id, agreement_type, signed_at, version)
       VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (account_id, agreement_id) DO UPDATE SET signed_at = excluded.signed_at,
         version = excluded.version WHERE version IS NOT excluded.version`,
      [sign.accountId, sign.agreementId, sign.agreementType, sign.now, sign.version ?? null],
    ),
  );
}

export function signNotice(
  ctx: Context,
  sign: { accountId: number; fundBusinessCode: string; fundCode: string; noticeCode: string; now: number },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      'INSERT OR IGNORE INTO notice_signs (account_id, fund_business_code, fund_code, notice_code, signed_at) VALUES (?, ?, ?, ?, ?)',
      [sign.accountId, sign.fundBusinessCode, sign.fundCode, sign.noticeCode, sign.now],
    ),
  );
}

/** Whether the investor read and confirmed this notice of the fund (any business). */
export function isSummarySigned(
  ctx: Context,
  accountId: number,
  fundCode: string,
  noticeCode: string,
): boolean {
  return !!ctx.db.get(
    'SELECT 1 FROM notice_signs WHERE account_id = ? AND fund_code = ? AND notice_code = ?',
    [accountId, fundCode, noticeCode],
  );
}

/**
 * Whether the investor signed this agreement (a private product's contract: its notice code) — in this
 * version when one is named (a product's documents: a changed text is signed again).
 */
export function isAgreementSigned(
  ctx: Context,
  accountId: number,
  agreementId: string,
  version?: string,
): boolean {
  return !!ctx.db.get(
    'SELECT 1 FROM agreement_signs WHERE account_id = ? AND agreement_id = ? AND (? IS NULL OR version = ?)',
    [accountId, agreementId, version ?? null, version ?? null],
  );
}

// The evidence log lives in store-evidence.ts; the signing flows import it from here as before.
export { recordEvidence } from './store-evidence';

/** When the investor signed this agreement, if they did. */
export function agreementSignedAt(ctx: Context, accountId: number, agreementId: string): number | null {
  return (
    ctx.db.get<{ signed_at: number }>(
      'SELECT signed_at FROM agreement_signs WHERE account_id = ? AND agreement_id = ?',
      [accountId, agreementId],
    )?.signed_at ?? null
  );
}
