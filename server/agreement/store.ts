import type { Context } from '../core/context';

/** Signing twice keeps the first signature. */
export function signAgreement(
  ctx: Context,
  sign: { accountId: number; agreementId: string; agreementType: string; now: number },
): void {
  ctx.db.tx(() =>
    ctx.db.run(
      'INSERT OR IGNORE INTO agreement_signs (account_id, agreement_id, agreement_type, signed_at) VALUES (?, ?, ?, ?)',
      [sign.accountId, sign.agreementId, sign.agreementType, sign.now],
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
