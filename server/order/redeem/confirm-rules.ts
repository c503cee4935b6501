import Big from 'big.js';

import type { OverLimit } from '@/api/core/contract-trading';
import { dashed, type YyyyMmDd } from '@/shared/time';

import { ZERO } from '../../core/money';
import { RuleError } from '../../core/rule-error';
import { businessRefusal } from '../../fund/rules';
import type { FundSpec } from '../../fund/types';
import type { ConfirmOutcome } from '../common/order-machine';
import { type HoldingLot, quoteRedeem, type RedeemQuote } from './fee-rules';

/**
 * What the confirm batch decides for one redemption. On a day of large redemptions (巨额赎回) the fund
 * accepts only a ratio of every application: the accepted shares (rounded down to the hundredth share) are
 * confirmed, the rest is cancelled or postponed to the next open day as the investor chose when ordering
 * (over-limit redemption: 0 cancel, 1 postpone).
 */
export interface RedeemToConfirm {
  tradeDate: YyyyMmDd;
  shares: Big;
  overLimit: OverLimit;
}

export interface RedeemConfirmation {
  outcome: ConfirmOutcome;
  confirmedShares: Big;
  cancelledShares: Big;
  postponedShares: Big;
  quote: RedeemQuote | null;
  reason: string | null;
}

export interface ConfirmRedeemInput {
  order: RedeemToConfirm;
  fund: FundSpec;
  lots: HoldingLot[];
  nav: Big | null;
  /** The share of each application the fund accepts on this trade date: 1 on a normal day. */
  acceptRatio: Big;
}

/** Nothing confirmed, every share unfrozen. */
const failed = (order: RedeemToConfirm, reason: string): RedeemConfirmation => ({
  outcome: 'failed',
  confirmedShares: ZERO,
  cancelledShares: order.shares,
  postponedShares: ZERO,
  quote: null,
  reason,
});

export function confirmRedeem({
  order,
  fund,
  lots,
  nav,
  acceptRatio,
}: ConfirmRedeemInput): RedeemConfirmation {
  const refusal = businessRefusal(fund, 'Redeem', order.tradeDate);
  if (refusal) return failed(order, `${refusal}，赎回份额已解冻`);
  const unlocked = lots.reduce((total, lot) => total.plus(lot.shares), ZERO);
  if (order.shares.gt(unlocked)) return failed(order, '赎回份额尚在最短持有期内，赎回份额已解冻');
  if (!nav)
    throw new RuleError('missing-data', `${fund.code}在${dashed(order.tradeDate)}的净值尚未公布，暂不能确认`);
  if (acceptRatio.lte(ZERO) || acceptRatio.gt('1'))
    throw new RuleError('bad-input', '赎回确认比例必须大于0且不超过1');

  const confirmedShares = acceptRatio.eq('1')
    ? order.shares
    : order.shares.times(acceptRatio).round(2, Big.roundDown);
  const rest = order.shares.minus(confirmedShares);
  const postpone = order.overLimit === '1';
  const reason = rest.eq(ZERO)
    ? null
    : `巨额赎回，按${acceptRatio.times('100').toFixed(2)}%比例确认，其余${rest.toFixed(2)}份${postpone ? '顺延至下一开放日办理' : '已取消'}`;
  return {
    outcome: rest.eq(ZERO) ? 'full' : confirmedShares.eq(ZERO) ? 'failed' : 'partial',
    confirmedShares,
    cancelledShares: postpone ? ZERO : rest,
    postponedShares: postpone ? rest : ZERO,
    quote: confirmedShares.eq(ZERO)
      ? null
      : quoteRedeem({ fund, lots, shares: confirmedShares, nav, tradeDate: order.tradeDate }),
    reason,
  };
}
