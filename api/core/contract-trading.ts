/**
 * The trading vocabulary (trading-accounts.md §3) shared by the fund, order, bank and account contracts.
 * Numbers that are money, NAV, shares or rates travel as decimal strings with a fixed number of places,
 * so neither side ever rounds through a binary float; all dates and times are Asia/Shanghai.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, FundCode, Nullable, object, str, StringEnum, Time } from './contract';

const decimal = (integerDigits: number, places: number, signed = false) =>
  Type.String({
    pattern: `^${signed ? '-?' : ''}(0|[1-9][0-9]{0,${integerDigits - 1}})\\.[0-9]{${places}}$`,
  });

/** Yuan, exactly 2 places ("1000.00"), not negative, at most 13 integer digits. */
export const Money = decimal(13, 2);
/** Yuan, exactly 2 places and above zero: an amount the investor applies for. */
export const PositiveMoney = Type.String({
  pattern: '^(?!0\\.00$)(0|[1-9][0-9]{0,12})\\.[0-9]{2}$',
});
/** Shares above zero, exactly 2 places: what an investor redeems. */
export const PositiveShares = Type.String({
  pattern: '^(?!0\\.00$)(0|[1-9][0-9]{0,12})\\.[0-9]{2}$',
});
/** A net asset value per share, exactly 4 places ("1.0523"). */
export const Nav = decimal(6, 4);
/** Fund shares, exactly 2 places (shares are confirmed to the cent like money). */
export const Shares = decimal(13, 2);
/** A rate of return in percent, exactly 2 places, may be negative ("-3.27" is -3.27 %). */
export const Percent = decimal(6, 2, true);
/** A money-market seven-day annualised yield in percent, exactly 4 places ("1.8230" is 1.8230 %). */
export const Yield = decimal(4, 4, true);
/** Income per 10 000 shares of a money-market fund, yuan, exactly 4 places ("0.4983"). */
export const MyriadIncome = decimal(4, 4, true);
/** A fee rate in percent, exactly 4 places ("1.5000" is 1.5 %; a discounted 0.1750 needs them). */
export const FeeRate = decimal(3, 4);
/** A fee discount as a multiplier, 2 places: "1.00" none, "0.10" 一折 (90 % off), "0.00" free. */
export const Discount = Type.String({ pattern: '^(0\\.[0-9]{2}|1\\.00)$' });

/** A fund trade account (基金交易账号). */
export const TradeAccount = str(32, { pattern: '^[0-9A-Za-z]+$' });

/** Fund risk level R1 (低风险) … R5 (高风险). */
export const FundRiskLevel = StringEnum(['R1', 'R2', 'R3', 'R4', 'R5']);
export type FundRiskLevel = Static<typeof FundRiskLevel>;
/** Fund status: 0 open, 1 subscription period, 2 issue success, 3 issue failed, 4 closed period,
 * 5 stop purchase, 6 stop redeem, 7 rights registration, 8 dividend, 9 closed, a end. */
export const FundStatus = StringEnum(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'a']);
export type FundStatus = Static<typeof FundStatus>;
/** '1' public (公募), '3' private (私募). */
export const ProductType = StringEnum(['1', '3']);
export type ProductType = Static<typeof ProductType>;
/**
 * Product category: 1 货币型, 2 债券型, 3 混合型, 4 股票型, 5 指数型, 6 QDII, 7 FOF,
 * 8 集合资产管理计划 (the private small collective of the trading-time rule), 9 单一资产管理计划.
 */
export const ProductCategory = StringEnum(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
export type ProductCategory = Static<typeof ProductCategory>;
/** Fee mode: A front-end (paid on purchase), B back-end (paid on redemption). */
export const FeeMode = StringEnum(['A', 'B']);
export type FeeMode = Static<typeof FeeMode>;
/** Payment method (capitalMode): 1 remittance to the direct-sale receiving account, 2 bank-card fast pay. */
export const CapitalMode = StringEnum(['1', '2']);
export type CapitalMode = Static<typeof CapitalMode>;
/**
 * Deduct status (扣款状态) of an order paid from a card: 2 failed; 1, 4, 5 unconfirmed; 3 debited (扣款成功).
 */
export const DeductStatus = StringEnum(['1', '2', '3', '4', '5']);
export type DeductStatus = Static<typeof DeductStatus>;
/** The card an order is paid from: its bank (bankNo, the bank's code, and name) and its number masked. */
export const PaidFrom = object({ bankNo: str(12), bankName: str(40), bankAccountMasked: str(40) });
export type PaidFrom = Static<typeof PaidFrom>;
/** Dividend mode: 0 reinvest, 1 cash. */
export const DividendType = StringEnum(['0', '1']);
export type DividendType = Static<typeof DividendType>;

/** Business types of spec §1. */
export const BusinessType = StringEnum([
  'Purchase',
  'Subscribe',
  'BookPurchase',
  'Redeem',
  'BookRedeem',
  'BonusWay',
  'SwitchOut',
  'SwitchIn',
]);
export type BusinessType = Static<typeof BusinessType>;
/** The buying business types: purchase (申购), subscription (认购), booked purchase (预约申购). */
export const BuyBusinessType = StringEnum(['Purchase', 'Subscribe', 'BookPurchase']);
export type BuyBusinessType = Static<typeof BuyBusinessType>;
/** The selling business types: redemption (赎回) and booked redemption (预约赎回). */
export const RedeemBusinessType = StringEnum(['Redeem', 'BookRedeem']);
export type RedeemBusinessType = Static<typeof RedeemBusinessType>;
/** Over-limit redemption (巨额赎回) choice: 0 cancel the part over the limit, 1 postpone it. */
export const OverLimit = StringEnum(['0', '1']);
export type OverLimit = Static<typeof OverLimit>;

/**
 * A bank transfer (汇款) whose money has not arrived yet: the deadline (Shanghai date and HHmmss) by which it
 * must, or the order becomes invalid. The portal shows it with the receiving accounts wherever the order is.
 */
export const RemittanceDue = object({ remitDeadDate: Day, remittanceTime: Time });
export type RemittanceDue = Static<typeof RemittanceDue>;

/**
 * Money on its way to the investor's card, shown until it arrives (issue 38 item 4): the refund of a
 * cancelled or failed purchase whose money had come in (kind refund), or a confirmed redemption's payout
 * (kind payout: the net amount, after the fee). state onTheWay (退款中 / 到账中) until `date`, the day it is
 * expected, then arrived (已退款 / 已到账) on that day. card: where it goes, masked; null when the money
 * goes back the way it came (a bank transfer's refund, to the account it was remitted from).
 */
export const MoneyToCard = object({
  kind: StringEnum(['refund', 'payout']),
  amount: Money,
  state: StringEnum(['onTheWay', 'arrived']),
  date: Day,
  card: Type.Union([PaidFrom, Type.Null()]),
});
export type MoneyToCard = Static<typeof MoneyToCard>;

/** Which holding a record is about: the fund (its code and name) and the trade account the shares sit in. */
export const fundAndAccount = () => ({ fundCode: FundCode, fundName: str(100), tradeAccount: TradeAccount });

/**
 * The confirm batch's answer to an order (or a remittance's invalidation): status 0 fail, 1 success,
 * 2 partial; the amount, shares, NAV, fee and refund it confirmed; reason: why it failed (or was partly
 * confirmed), in the investor's words.
 */
export const confirmationFields = () => ({
  confirmDate: Day,
  confirmStatus: StringEnum(['0', '1', '2']),
  confirmedAmount: Money,
  confirmedShares: Shares,
  nav: Nullable(Nav),
  fee: Money,
  refund: Money,
  reason: Nullable(Type.String({ maxLength: 200 })),
});
