import Big from 'big.js';

import { isPrivateProduct } from '../enums/fund';
import { categoryPolicy } from './category-policy';
import { sharesRefusal } from './redeem-shares';

/**
 * 基金转换, decided the same way by the switch page and the back office: which fund may be switched into
 * which, how many shares, and the fee (赎回费 of the lots switched + 申购补差费). Decimal text or big.js
 * values; never binary floats (the back office's big.js is strict: comparisons take decimal text).
 */

export const SWITCH_TEXT = {
  sameFund: '转出基金与转入基金不能相同',
  otherRegistrar: '转出基金与转入基金不属于同一注册登记机构，不能转换',
  outClosed: '该基金当前不开放转换转出',
  inClosed: '转入基金当前不开放转换转入',
  privateProduct: '私募产品不能办理基金转换',
  qdiiToDomestic: 'QDII基金不能转换为非QDII基金',
  moneyMarketIntoSuspended: '转入基金暂停申购，货币市场基金不能转换转入',
  noTarget: '暂无可转入的基金',
  noHolding: '未找到该持仓，或该持仓暂无可转换份额',
  accepted: '转换申请已提交',
  positive: '转换份额须大于0份',
  nothing: '该持仓暂无可转换份额',
  tooMany: (max: string) => `可转换份额不足，最多可转换${max}份`,
  belowMin: (min: string) => `单笔转换份额不能低于${min}份`,
  leftTooFew: (min: string) => `转换后剩余份额不能低于${min}份，请全部转换或减少转换份额`,
} as const;

/** What the eligibility rule reads of each fund: its category word, product type and status code. */
export interface SwitchFund {
  code: string;
  /** The catalogue's category word: 货币型, 债券型, QDII … */
  category: string;
  /** productType: '1' public, '3' private. */
  productType: string;
  /** Fund status code (FUND_STATUS): '0' open, '5' 停止申购 … */
  status: string;
  /** The registrar (注册登记机构) of the fund's shares; null: not open for switching at all. */
  registrar: string | null;
  switchOut: boolean;
  switchIn: boolean;
}

/** The statuses whose fund takes a switch in: open to purchases (开放, 停止赎回, 权益登记, 红利发放). */
const TAKES_PURCHASES = new Set(['0', '6', '7', '8']);
/** 停止申购: a switch in is taken unless its category's policy says otherwise (a money-market fund's: no purchase by the back door). */
const PURCHASES_SUSPENDED = '5';
/** The statuses whose fund lets shares out: open to redemptions (开放, 停止申购, 权益登记, 红利发放). */
const TAKES_REDEMPTIONS = new Set(['0', '5', '7', '8']);

/** Why shares of `from` cannot be switched into `to` now, or null. */
export function switchRefusal(from: SwitchFund, to: SwitchFund): string | null {
  if (from.code === to.code) return SWITCH_TEXT.sameFund;
  if (isPrivateProduct(from.productType) || isPrivateProduct(to.productType))
    return SWITCH_TEXT.privateProduct;
  if (!from.switchOut || !from.registrar || !TAKES_REDEMPTIONS.has(from.status)) return SWITCH_TEXT.outClosed;
  if (!to.switchIn || !to.registrar) return SWITCH_TEXT.inClosed;
  if (from.registrar !== to.registrar) return SWITCH_TEXT.otherRegistrar;
  const policy = categoryPolicy(from.category);
  if (policy.switchesWithinCategory && to.category !== from.category) return SWITCH_TEXT.qdiiToDomestic;
  if (to.status === PURCHASES_SUSPENDED) {
    return policy.switchesIntoSuspended ? null : SWITCH_TEXT.moneyMarketIntoSuspended;
  }
  return TAKES_PURCHASES.has(to.status) ? null : SWITCH_TEXT.inClosed;
}

/**
 * Why these shares cannot be switched out of the holding, or null: above zero, at most what is available,
 * at least the minimum switch unless everything, and never leaving less than the out-fund's minimum holding.
 */
export function switchSharesRefusal(
  shares: Big | string,
  available: Big | string,
  { minSwitchShares, minHoldShares }: { minSwitchShares: string; minHoldShares: string },
): string | null {
  return sharesRefusal(shares, available, { minShares: minSwitchShares, minHoldShares }, SWITCH_TEXT);
}

export interface SwitchFee {
  /** 转出金额: shares × the out-fund's NAV. */
  gross: Big;
  redeemFee: Big;
  /** 申购补差费: the in-fund's purchase fee minus the out-fund's on the switched amount, never negative. */
  diffFee: Big;
  /** 转换费 = 赎回费 + 补差费. */
  fee: Big;
  /** 转入金额 = 转出金额 − 转换费. */
  inAmount: Big;
}

/**
 * The fee of a switch: the out-fund's redemption fee of the lots switched, plus the purchase-fee difference
 * on the switched amount (gross − redemption fee), each fund's purchase fee as it charges online for that
 * amount (`purchaseFee`); a negative difference is 0 (补差 never pays back).
 */
export function switchFee(input: {
  gross: Big;
  redeemFee: Big;
  purchaseFee: (fund: 'out' | 'in', amount: Big) => Big;
}): SwitchFee {
  const { gross, redeemFee } = input;
  const switched = gross.minus(redeemFee);
  const difference = switched.gt('0')
    ? input.purchaseFee('in', switched).minus(input.purchaseFee('out', switched))
    : new Big('0');
  const diffFee = difference.gt('0') ? difference : new Big('0');
  const fee = redeemFee.plus(diffFee);
  return { gross, redeemFee, diffFee, fee, inAmount: gross.minus(fee) };
}
