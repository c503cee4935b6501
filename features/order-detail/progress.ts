import type { OrderDetailData } from '@/api/order/contract-detail';
import { cardWords, moneyToCardText } from '@/features/trade-kit';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { DETAIL_TEXT as T } from './texts';

/**
 * The progress line of an order's detail page (issue 38 item 3): 提交 → 付款 → 确认 → 到账, from what the
 * back office says of the order — no step is judged by the browser's clock. A redemption has no 付款 and its
 * 到账 is the money reaching the card; a purchase's 到账 is its shares becoming usable; a cancelled or failed
 * purchase whose money came in ends with 退款 instead.
 */
export type StepState = 'done' | 'current' | 'todo' | 'failed';

export interface ProgressStep {
  key: 'submit' | 'pay' | 'confirm' | 'arrive';
  label: string;
  state: StepState;
  /** YYYY-MM-DD (and the time for the submission); 预计… for a day ahead. */
  when: string;
  note: string;
}

const BUYING = new Set(['Purchase', 'Subscribe', 'BookPurchase']);
const REDEEMING = new Set(['Redeem', 'BookRedeem']);

const day = (yyyymmdd: string | null) => (yyyymmdd ? formatDate(yyyymmdd) : '');
const expected = (yyyymmdd: string) => T.expected(day(yyyymmdd));

function submitStep(o: OrderDetailData): ProgressStep {
  const time = `${o.applyTime.slice(0, 2)}:${o.applyTime.slice(2, 4)}`;
  return {
    key: 'submit',
    label: T.steps.submit,
    state: 'done',
    when: `${day(o.applyDate)} ${time}`,
    note: '',
  };
}

function payStep(o: OrderDetailData): ProgressStep {
  const base = { key: 'pay' as const, label: T.steps.pay };
  if (o.paidDate) {
    const note =
      o.capitalMode === '2' && o.card ? `${T.paidBy['2']} ${cardWords(o.card)}` : T.paidBy[o.capitalMode];
    return { ...base, state: 'done', when: day(o.paidDate), note };
  }
  if (o.remittance) {
    const deadline = `${day(o.remittance.remitDeadDate)} ${o.remittance.remittanceTime.slice(0, 2)}:${o.remittance.remittanceTime.slice(2, 4)}`;
    return { ...base, state: 'current', when: '', note: T.awaitingTransfer(deadline) };
  }
  if (o.status === '2') return { ...base, state: 'failed', when: '', note: T.transferMissed };
  return { ...base, state: 'todo', when: '', note: '' };
}

function confirmStep(o: OrderDetailData): ProgressStep {
  const base = { key: 'confirm' as const, label: T.steps.confirm };
  if (o.status === '3') {
    return { ...base, label: T.steps.cancelled, state: 'failed', when: day(o.cancelDate), note: '' };
  }
  const c = o.confirmation;
  if (c && c.confirmStatus === '0') {
    return { ...base, state: 'failed', when: day(c.confirmDate), note: c.reason ?? T.confirmFailed };
  }
  if (c) {
    const note = REDEEMING.has(o.businessType)
      ? T.netPaid(formatMoney(o.moneyToCard?.amount ?? c.confirmedAmount))
      : T.sharesConfirmed(c.confirmedShares);
    return { ...base, state: 'done', when: day(c.confirmDate), note };
  }
  const waiting = !BUYING.has(o.businessType) || !!o.paidDate;
  // A private order is priced only after its return visit is confirmed: no day can be promised yet.
  if (o.visitPending === '1')
    return { ...base, state: waiting ? 'current' : 'todo', when: '', note: T.afterVisit };
  return { ...base, state: waiting ? 'current' : 'todo', when: expected(o.confirmDate), note: '' };
}

function arriveStep(o: OrderDetailData): ProgressStep {
  const money = o.moneyToCard;
  if (money) {
    const label = money.kind === 'refund' ? T.steps.refund : T.steps.arrive;
    const done = money.state === 'arrived';
    return {
      key: 'arrive',
      label,
      state: done ? 'done' : 'current',
      when: done ? day(money.date) : expected(money.date),
      note: moneyToCardText(money),
    };
  }
  const base = { key: 'arrive' as const, label: T.steps.arrive };
  if (o.status === '2' || o.status === '3') return { ...base, state: 'todo', when: '', note: '' };
  if (REDEEMING.has(o.businessType)) {
    return { ...base, state: 'todo', when: o.payoutDate ? expected(o.payoutDate) : '', note: '' };
  }
  if (o.status === '1') return { ...base, state: 'done', when: day(o.availableDate), note: T.sharesUsable };
  if (o.visitPending === '1') return { ...base, state: 'todo', when: '', note: '' };
  return { ...base, state: 'todo', when: expected(o.availableDate), note: '' };
}

/** The steps of the order, in order. A dividend change is only submitted and confirmed. */
export function orderProgress(o: OrderDetailData): ProgressStep[] {
  if (o.businessType === 'BonusWay') return [submitStep(o), confirmStep(o)];
  if (REDEEMING.has(o.businessType)) return [submitStep(o), confirmStep(o), arriveStep(o)];
  return [submitStep(o), payStep(o), confirmStep(o), arriveStep(o)];
}
