import type { MoneyToCard, PaidFrom } from '@/api/core/contract-trading';
import { bankTail, formatMoney } from '@/shared/format';
import { ROUTES } from '@/shared/routing';

/** 中国工商银行（尾号1011）: a card as the investor finds it in their wallet. */
export const cardWords = (card: PaidFrom) => `${card.bankName}（${bankTail(card.bankAccountMasked)}）`;

/** yyyyMMdd → MM-DD, the short date of money on its way (this year's, by the server's calendar). */
const monthDay = (date: string) => `${date.slice(4, 6)}-${date.slice(6, 8)}`;

/** A transfer's refund goes back to the account it came from, which the back office does not know. */
const ORIGINAL_ACCOUNT = '原汇款账户';

/**
 * Money on its way to the card, or arrived, in one line (issue 38 item 4): 赎回款 10,822.00元 预计12-10到账
 * 中国工商银行（尾号1011）; 退款中 1,000.00元 预计12-08退回中国工商银行（尾号1011）; 已退款 … 12-08已退回 ….
 */
export function moneyToCardText(money: MoneyToCard): string {
  const amount = formatMoney(money.amount);
  const day = monthDay(money.date);
  if (money.kind === 'payout') {
    const where = money.card ? ` ${cardWords(money.card)}` : '';
    return money.state === 'onTheWay'
      ? `赎回款 ${amount} 预计${day}到账${where}`
      : `赎回款 ${amount} 已于${day}到账${where}`;
  }
  const where = money.card ? cardWords(money.card) : ORIGINAL_ACCOUNT;
  return money.state === 'onTheWay'
    ? `退款中 ${amount} 预计${day}退回${where}`
    : `已退款 ${amount} ${day}已退回${where}`;
}

/** The detail page of one order (from 在途交易, 交易记录 and the cancel list). */
export const orderDetailPath = (appNo: string) => `${ROUTES.orderDetail}?appNo=${encodeURIComponent(appNo)}`;
