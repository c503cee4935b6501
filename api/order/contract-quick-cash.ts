/**
 * 货币基金快速取现 (T+0, issue 42 item 3): for a money-market fund that offers it, the money reaches the
 * investor's bound card at once, at most 1万元 per investor per fund per natural day (Shanghai), and never
 * beyond the fund's own quick-withdrawal pool of the day. Beside it 普通取现 is the T+1 redemption
 * (contract-redeem.ts). Paths chosen here: GET /v1/order/quickCash, POST /v1/order/quickCash.
 */
import { Type, type Static } from '@sinclair/typebox';

import { Day, Encrypted, FundCode, Nullable, object, query, str, Time } from '../core/contract';
import { fundAndAccount, Money, PaidFrom, Shares, TradeAccount } from '../core/contract-trading';
import { AppNo } from './contract-orders';

/** 快速取现额度 GET /v1/order/quickCash */
export const QuickCashQuery = query({ fundCode: FundCode, tradeAccount: TradeAccount });
export type QuickCashQuery = Static<typeof QuickCashQuery>;

/**
 * 快速取现额度 GET /v1/order/quickCash: whether the fund offers it, the natural day (Shanghai) the quota
 * counts, the quota per day, what is left of it today, what the fund's pool has left today, the shares
 * available (1 share = 1元) and the card the money goes to (null when none is bound).
 */
export const QuickCashData = object({
  offered: Type.Boolean(),
  day: Day,
  dailyLimit: Money,
  leftToday: Money,
  poolLeft: Money,
  availableShares: Shares,
  card: Nullable(PaidFrom),
});
export type QuickCashData = Static<typeof QuickCashData>;

/**
 * 快速取现 POST /v1/order/quickCash (headers: OrderHeaders): the amount in yuan as typed (checked by
 * shared/trading/quick-cash.ts, so that bad input gets its Chinese reason) and the RSA-encrypted trade
 * password.
 */
export const QuickCashBody = object({
  fundCode: FundCode,
  tradeAccount: TradeAccount,
  amount: str(20),
  password: Encrypted,
});
export type QuickCashBody = Static<typeof QuickCashBody>;

/** 快速取现 POST /v1/order/quickCash: paid to the card at once; the shares stop earning from this day. */
export const QuickCashDone = object({
  appNo: AppNo,
  ...fundAndAccount(),
  amount: Money,
  shares: Shares,
  card: PaidFrom,
  paidDate: Day,
  paidTime: Time,
  leftToday: Money,
});
export type QuickCashDone = Static<typeof QuickCashDone>;
