import type { QuickCashData } from '@/api/order/contract-quick-cash';
import { shanghaiParts } from '@/shared/time';
import { categoryPolicy, QUICK_CASH_DAILY_LIMIT, quickCashLeftToday } from '@/shared/trading';

import { UNKNOWN_TRADE_ACCOUNT } from '../../account/rules';
import { ownsTradeAccount } from '../../account/store';
import type { Context } from '../../core/context';
import { hint } from '../../core/http/envelope';
import { Decimal, ZERO } from '../../core/money';
import { requireFund } from '../../fund/funds';
import { holdingViews, isRedeemable } from '../../holding/holdings';
import { firstBoundCard } from '../common/money-to-card';
import { quickCashPool, quickWithdrawnOn } from './store';

const sum = (values: readonly string[]) => values.reduce((total, v) => total.plus(v), ZERO);

/**
 * What an investor may withdraw quickly from a holding now: the natural day in Shanghai by the server
 * clock (the quota starts again at Shanghai midnight), what is left of the 1万元 today, of the fund's pool
 * today, and the shares available. A fund whose category offers no 快速取现 (CATEGORY_POLICY), or has no pool, offers none.
 */
export function quickCashRoom(
  ctx: Context,
  accountId: number,
  request: { fundCode: string; tradeAccount: string },
): QuickCashData & { fundName: string } {
  const spec = requireFund(ctx, request.fundCode);
  if (!ownsTradeAccount(ctx, accountId, request.tradeAccount)) throw hint(UNKNOWN_TRADE_ACCOUNT);
  const day = shanghaiParts(ctx.clock.now()).date;
  const pool = categoryPolicy(spec.category).quickCash ? quickCashPool(ctx, spec.code) : null;
  const [view] = holdingViews(ctx, accountId, request);
  const available = view && isRedeemable(view) ? new Decimal(view.availableShares) : ZERO;
  const poolLeft = pool === null ? ZERO : new Decimal(pool).minus(sum(quickWithdrawnOn(ctx, spec.code, day)));
  return {
    fundName: spec.name,
    offered: pool !== null,
    day,
    dailyLimit: QUICK_CASH_DAILY_LIMIT,
    leftToday: quickCashLeftToday(sum(quickWithdrawnOn(ctx, spec.code, day, accountId))).toFixed(2),
    poolLeft: (poolLeft.gt(ZERO) ? poolLeft : ZERO).toFixed(2),
    availableShares: available.toFixed(2),
    card: firstBoundCard(ctx, accountId),
  };
}
