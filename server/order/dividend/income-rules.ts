import Big from 'big.js';

import { Decimal, SHARE_PLACES, ZERO } from '../../core/money';

/**
 * Money-market income as the registrar distributes it (货币市场基金监督管理办法: 每日分配收益，红利再投资),
 * carried over into shares every day (按日结转): the income of a day belongs to the shares registered at
 * the end of that day (its record date, like a dividend's ex-date here), so a purchase earns from its
 * registration (T+1) on and a redemption's shares stop earning on the day it is confirmed (申购份额自下一
 * 工作日起享有、赎回份额自下一工作日起不享有分配权益). Yesterday's carried shares earn today (daily compounding).
 */

const MYRIAD = new Decimal('10000');

/**
 * The shares a day's income carries over: shares × income per 10 000 shares ÷ 10 000, truncated to 0.01
 * (截位: an account's figure is never rounded up; the registrar spreads the fund's remainder, which no one
 * account sees).
 */
export function incomeShares(shares: Big, myriadIncome: string): Big {
  if (shares.lte(ZERO)) return ZERO;
  return shares.times(myriadIncome).div(MYRIAD).round(SHARE_PLACES, Big.roundDown);
}

/**
 * 全部赎回 of a money-market holding settles its income with it (基金合同: 投资人全部赎回时，其收益一并结清).
 * The investor redeemed everything registered when the order was placed when what the holding will still
 * have after this and the other applied redemptions is no more than the income carried over since: those
 * shares (the income the redeemed shares earned while the order waited) are redeemed with it. Answers the
 * shares to add to the order (0 for a partial redemption).
 */
export function incomeToSettle(input: { held: Big; frozen: Big; incomeSincePlaced: Big }): Big {
  const rest = input.held.minus(input.frozen);
  return rest.gt(ZERO) && rest.lte(input.incomeSincePlaced) ? rest : ZERO;
}
