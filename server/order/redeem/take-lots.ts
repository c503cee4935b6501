import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { Decimal, roundYuan, ZERO } from '../../core/money';
import { holdingsOf, lotsOf } from '../../holding/store';
import type { OrderRow } from '../common/store';
import type { RedeemQuote } from './fee-rules';
import { insertRedeemedLot, setHolding, setLotShares } from './store';

/**
 * Writes what a confirmed redemption (or a switch's out-leg) took: each lot's shares first in first out, with
 * its holding period, rate and fee, and the holding. Answers the cost that left with the shares.
 */
export function takeFromLots(
  ctx: Context,
  order: Pick<OrderRow, 'app_no' | 'account_id' | 'trade_account' | 'fund_code'>,
  quote: Pick<RedeemQuote, 'lots' | 'shares'>,
  today: YyyyMmDd,
): Decimal {
  const rows = new Map(
    lotsOf(ctx, order.account_id, order.trade_account, order.fund_code).map((r) => [String(r.id), r]),
  );
  let costOut = ZERO;
  for (const taken of quote.lots) {
    const row = rows.get(taken.lotId);
    if (!row) continue;
    const held = new Decimal(row.shares);
    const left = held.minus(taken.shares);
    // The cost leaves with the shares, pro rata; the last share takes what is left of it.
    const cost = left.eq(ZERO) ? ZERO : roundYuan(new Decimal(row.cost).times(left).div(held));
    costOut = costOut.plus(new Decimal(row.cost).minus(cost));
    setLotShares(ctx, row.id, left.toFixed(2), cost.toFixed(2));
    insertRedeemedLot(ctx, {
      appNo: order.app_no,
      lotId: row.id,
      shares: taken.shares.toFixed(2),
      holdingDays: taken.holdingDays,
      rate: taken.rate.toFixed(6),
      fee: taken.fee.toFixed(2),
    });
  }
  const key = { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code };
  const [holding] = holdingsOf(ctx, order.account_id, {
    fundCode: order.fund_code,
    tradeAccount: order.trade_account,
  });
  if (holding) {
    setHolding(ctx, key, {
      shares: new Decimal(holding.shares).minus(quote.shares).toFixed(2),
      cost: new Decimal(holding.cost).minus(costOut).toFixed(2),
      updatedDate: today,
    });
  }
  return costOut;
}
