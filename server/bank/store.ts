import type { ReceivingAccount } from '@/api/bank/contract';

import type { Context } from '../core/context';

/** The accounts that receive a fund's purchase money, in the order they were set up. */
export function receivingAccountsOf(ctx: Context, fundCode: string): ReceivingAccount[] {
  const rows = ctx.db.all<{
    bank_name: string;
    name: string;
    station: string;
    account: string;
    pay_code: string | null;
  }>(
    'SELECT bank_name, name, station, account, pay_code FROM receiving_accounts WHERE fund_code = ? ORDER BY id',
    [fundCode],
  );
  return rows.map((r) => ({
    bankName: r.bank_name,
    name: r.name,
    station: r.station,
    account: r.account,
    ...(r.pay_code ? { payCode: r.pay_code } : {}),
  }));
}
