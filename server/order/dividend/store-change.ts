import type { DividendType } from '@/api/core/contract-trading';

import type { Context } from '../../core/context';
import type { OrderRow } from '../common/store';

/** The SQL of a dividend-method change: the one in flight, and the holding's method once confirmed. */

/** The dividend change of a holding not in effect yet (applied), if any. */
export function pendingDividendChange(
  ctx: Context,
  accountId: number,
  tradeAccount: string,
  fundCode: string,
): OrderRow | undefined {
  return ctx.db.get<OrderRow>(
    `SELECT * FROM orders WHERE account_id = ? AND trade_account = ? AND fund_code = ?
     AND business_type = 'BonusWay' AND state = 'applied' ORDER BY rowid DESC LIMIT 1`,
    [accountId, tradeAccount, fundCode],
  );
}

export function setHoldingDividendType(
  ctx: Context,
  key: { accountId: number; tradeAccount: string; fundCode: string },
  dividendType: DividendType,
): void {
  ctx.db.run(
    'UPDATE holdings SET dividend_type = ? WHERE account_id = ? AND trade_account = ? AND fund_code = ?',
    [dividendType, key.accountId, key.tradeAccount, key.fundCode],
  );
}
