import type { BuyBusinessType, CapitalMode } from '@/api/core/contract-trading';
import { useFetchOrderDatesQuery } from '@/api/order/endpoints';
import { cardWords, SectionTitle } from '@/features/trade-kit';
import { TermList } from '@/shared/components/term-list';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import type { FastPayCard } from './fast-pay';
import { feePreview, type FeeQuote } from './fee';
import './order.css';

export const SUMMARY_TEXT = {
  title: '订单摘要',
  fund: '基金',
  amount: (noun: string) => `${noun}金额`,
  fee: '手续费',
  payment: '付款方式',
  transfer: '汇款支付（请用本人同名银行账户汇款）',
  fastPay: (card: string) => `快捷支付 ${card}`,
  dates: '确认与可用',
  datesText: (trade: string, confirm: string, available: string) =>
    `交易日${trade}，预计${confirm}确认份额，${available}份额可用`,
  pending: '--',
} as const;

export interface OrderSummaryProps {
  fundName: string;
  fundCode: string;
  businessType: BuyBusinessType;
  noun: string;
  applySum: string;
  fee: FeeQuote | undefined;
  capitalMode: CapitalMode;
  card: FastPayCard | undefined;
}

/**
 * What the investor is about to order, read before the trade password (issue 38 item 6, as peers' 订单确认):
 * the fund, the amount and fee to the fen, how it is paid (the card), and the days of confirmation.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { fundName, fundCode, businessType, noun, applySum, fee, capitalMode, card } = props;
  const dates = useFetchOrderDatesQuery({ fundCode, businessType, silent: true }).data;
  const preview = fee && feePreview(fee);
  const payment =
    capitalMode === '2' && card
      ? SUMMARY_TEXT.fastPay(
          cardWords({ bankName: card.bankName, bankAccountMasked: card.cardNoMasked, bankNo: card.bankCode }),
        )
      : SUMMARY_TEXT.transfer;
  const rows: Array<[string, string]> = [
    [SUMMARY_TEXT.fund, `${fundName}（${fundCode}）`],
    [SUMMARY_TEXT.amount(noun), formatMoney(applySum)],
    [SUMMARY_TEXT.fee, preview?.fee ?? SUMMARY_TEXT.pending],
    [SUMMARY_TEXT.payment, payment],
    [
      SUMMARY_TEXT.dates,
      dates
        ? SUMMARY_TEXT.datesText(
            formatDate(dates.tradeDate),
            formatDate(dates.confirmDate),
            formatDate(dates.availableDate),
          )
        : SUMMARY_TEXT.pending,
    ],
  ];
  return (
    <section className="gz-order-summary" aria-labelledby="gz-order-summary-title">
      <SectionTitle id="gz-order-summary-title">{SUMMARY_TEXT.title}</SectionTitle>
      <TermList className="gz-order-summary__facts" rows={rows} />
    </section>
  );
}
