import Big from 'big.js';

/**
 * 货币基金快速取现 (T+0), decided the same way by the redeem page and the back office: at most 1万元 per
 * investor per fund per natural day (《关于进一步规范货币市场基金互联网销售、赎回相关服务的指导意见》, 2018),
 * shown as what is left today; never more than the fund's quick-withdrawal pool has left today, nor than the
 * shares available (a money-market share is 1元). Decimal text or big.js values; never binary floats.
 */
export const QUICK_CASH_DAILY_LIMIT = '10000.00';

export const QUICK_CASH_TEXT = {
  notYuan: '取现金额须为大于0的金额，最多两位小数',
  quotaUsed: '今日快速取现额度（每人每只基金每日1万元）已用完，请使用普通取现（T+1到账）',
  overQuota: (left: string) => `超出今日快速取现剩余额度，今日最多还可快速取现${left}元`,
  poolUsed: '该基金今日快速取现总额度已用完，请使用普通取现（T+1到账）',
  overPool: (left: string) => `该基金今日快速取现总额度不足，最多还可快速取现${left}元`,
  tooMany: (max: string) => `可取现金额不足，最多可取现${max}元`,
  notOffered: '该基金暂不支持快速取现，请使用普通取现',
  done: '快速取现成功，资金已转入您的银行卡',
} as const;

const WHOLE = /^(0|[1-9][0-9]{0,12})$/;
const FEN = /^[0-9]{1,2}$/;

/** The amount typed, as yuan with 2 places, or null when it is not an amount above zero. */
export function parseQuickCashAmount(text: string): Big | null {
  const trimmed = text.trim();
  const [whole, fen, ...rest] = trimmed.split('.');
  if (!WHOLE.test(whole) || (fen !== undefined && !FEN.test(fen)) || rest.length > 0) return null;
  const amount = new Big(trimmed);
  return amount.gt(0) ? amount : null;
}

/** What is left of today's quick-withdrawal quota after what was already taken today (never below 0). */
export function quickCashLeftToday(takenToday: Big | string): Big {
  const left = new Big(QUICK_CASH_DAILY_LIMIT).minus(takenToday);
  return left.gt(0) ? left : new Big(0);
}

export interface QuickCashRoom {
  /** quickCashLeftToday of this investor and fund. */
  leftToday: Big | string;
  /** What the fund's quick-withdrawal pool has left today. */
  poolLeft: Big | string;
  /** The shares available to withdraw (1 share = 1元). */
  available: Big | string;
}

/** Why this amount cannot be withdrawn quickly now, or null. */
export function quickCashRefusal(amount: Big | string | null, room: QuickCashRoom): string | null {
  if (amount === null) return QUICK_CASH_TEXT.notYuan;
  const asked = new Big(amount);
  if (asked.lte(0)) return QUICK_CASH_TEXT.notYuan;
  const left = new Big(room.leftToday);
  if (left.lte(0)) return QUICK_CASH_TEXT.quotaUsed;
  const pool = new Big(room.poolLeft);
  if (pool.lte(0)) return QUICK_CASH_TEXT.poolUsed;
  if (asked.gt(left)) return QUICK_CASH_TEXT.overQuota(left.toFixed(2));
  if (asked.gt(pool)) return QUICK_CASH_TEXT.overPool(pool.toFixed(2));
  const held = new Big(room.available);
  if (asked.gt(held)) return QUICK_CASH_TEXT.tooMany(held.toFixed(2));
  return null;
}
