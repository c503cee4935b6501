import { formatShanghaiMinute } from '@/shared/time';

import { MAX_WRONG_PASSWORDS } from '../auth/rules';

// The trade password locks by the login password's rules (server/auth/rules.ts: 5 wrong within an hour
// lock for 30 minutes), counted apart: a wrong trade password never locks the login, nor the reverse.

export function tradeLockedMessage(until: number): string {
  return `交易密码错误次数过多，已锁定，请于${formatShanghaiMinute(until)}（北京时间）后再试`;
}

/** `subject`: 交易密码, or 原交易密码 when a change asks for the current one. */
export function wrongTradePasswordMessage(wrongWithinWindow: number, subject = '交易密码'): string {
  return `${subject}错误，还可尝试${MAX_WRONG_PASSWORDS - wrongWithinWindow}次`;
}

export const UNKNOWN_TRADE_ACCOUNT = '交易账号不存在';
