import type { Context } from '../../core/context';

/** The SQL of switching: the funds' switching terms and the two legs of each switch. */

export interface SwitchTermsRow {
  code: string;
  registrar: string;
  switch_out: number;
  switch_in: number;
  min_switch_shares: string;
}

export function switchTermsOf(ctx: Context, code: string): SwitchTermsRow | undefined {
  return ctx.db.get<SwitchTermsRow>('SELECT * FROM fund_switch_terms WHERE code = ?', [code]);
}

/** Every fund with switching terms, by code. */
export function allSwitchTerms(ctx: Context): SwitchTermsRow[] {
  return ctx.db.all<SwitchTermsRow>('SELECT * FROM fund_switch_terms ORDER BY code');
}

export function insertSwitchTerms(ctx: Context, row: SwitchTermsRow): void {
  ctx.db.run(
    `INSERT OR IGNORE INTO fund_switch_terms (code, registrar, switch_out, switch_in, min_switch_shares)
     VALUES (?, ?, ?, ?, ?)`,
    [row.code, row.registrar, row.switch_out, row.switch_in, row.min_switch_shares],
  );
}

export interface SwitchLink {
  out_app_no: string;
  in_app_no: string;
  redeem_fee: string;
  diff_fee: string;
  in_amount: string | null;
}

export function insertSwitchLink(ctx: Context, link: Omit<SwitchLink, 'in_amount'>): void {
  ctx.db.run('INSERT INTO switch_orders (out_app_no, in_app_no, redeem_fee, diff_fee) VALUES (?, ?, ?, ?)', [
    link.out_app_no,
    link.in_app_no,
    link.redeem_fee,
    link.diff_fee,
  ]);
}

/** The switch an order is a leg of (either leg), if any. */
export function switchOfLeg(ctx: Context, appNo: string): SwitchLink | undefined {
  return ctx.db.get<SwitchLink>('SELECT * FROM switch_orders WHERE out_app_no = ? OR in_app_no = ?', [
    appNo,
    appNo,
  ]);
}

/** The confirmed fee's parts and the amount switched in, written when the switch is confirmed. */
export function setSwitchConfirmed(
  ctx: Context,
  outAppNo: string,
  values: { redeemFee: string; diffFee: string; inAmount: string },
): void {
  ctx.db.run('UPDATE switch_orders SET redeem_fee = ?, diff_fee = ?, in_amount = ? WHERE out_app_no = ?', [
    values.redeemFee,
    values.diffFee,
    values.inAmount,
    outAppNo,
  ]);
}
