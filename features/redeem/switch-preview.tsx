import type { SwitchData, SwitchQuoteData } from '@/api/order/contract-switch';
import { TermList } from '@/shared/components/term-list';
import { formatMoney, formatPredictedDate, PROVISIONAL_NOTE } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { SWITCH_TEXT_UI } from './switch-texts';

/** The fee before confirming: 赎回费 + 补差 = 转换费, the amounts and the dates (T, T+1, T+2). */
export function SwitchPreview({ quote, loading }: { quote: SwitchQuoteData | undefined; loading: boolean }) {
  if (!quote) return loading ? <p role="status">正在试算…</p> : null;
  const dated = (date: string) => formatPredictedDate(date, quote.provisionalDates);
  return (
    <section className="gz-redeem-preview" aria-label={SWITCH_TEXT_UI.preview} aria-busy={loading}>
      <TermList
        className="gz-redeem-preview__facts"
        rows={[
          [SWITCH_TEXT_UI.gross, formatMoney(quote.gross)],
          [SWITCH_TEXT_UI.redeemFee, formatMoney(quote.redeemFee)],
          [SWITCH_TEXT_UI.diffFee, formatMoney(quote.diffFee)],
          [SWITCH_TEXT_UI.fee, formatMoney(quote.fee)],
          [SWITCH_TEXT_UI.inAmount, formatMoney(quote.inAmount)],
          [SWITCH_TEXT_UI.inShares, `${quote.inShares}份`],
          [SWITCH_TEXT_UI.tradeDate, dated(quote.tradeDate)],
          [SWITCH_TEXT_UI.confirmDate, dated(quote.confirmDate)],
          [SWITCH_TEXT_UI.availableDate, dated(quote.availableDate)],
        ]}
      />
      <p className="gz-redeem-preview__note">
        {SWITCH_TEXT_UI.previewNote(quote.outNav, quote.inNav, formatDate(quote.outNavDate))}
      </p>
      {quote.provisionalDates.length > 0 && <p className="gz-redeem-preview__note">{PROVISIONAL_NOTE}</p>}
    </section>
  );
}

/** After submitting: the switch's number, the two funds, the fee estimate and the dates. */
export function SwitchPlaced({ order }: { order: SwitchData }) {
  const dated = (date: string) => formatPredictedDate(date, order.provisionalDates);
  return (
    <section className="gz-redeem-placed" aria-labelledby="gz-switch-placed-title" tabIndex={-1}>
      <h2 id="gz-switch-placed-title" className="gz-redeem-placed__title">
        {SWITCH_TEXT_UI.placedTitle}
      </h2>
      <TermList
        className="gz-redeem-preview__facts"
        rows={[
          [SWITCH_TEXT_UI.appNo, order.appNo],
          [SWITCH_TEXT_UI.outFund, `${order.fundName}（${order.fundCode}）`],
          [SWITCH_TEXT_UI.target, `${order.targetFundName}（${order.targetFundCode}）`],
          [SWITCH_TEXT_UI.appliedShares, `${order.applyShare}份`],
          [SWITCH_TEXT_UI.fee, formatMoney(order.estimatedFee)],
          [SWITCH_TEXT_UI.inAmount, formatMoney(order.estimatedInAmount)],
          [SWITCH_TEXT_UI.tradeDate, dated(order.tradeDate)],
          [SWITCH_TEXT_UI.confirmDate, dated(order.confirmDate)],
          [SWITCH_TEXT_UI.availableDate, dated(order.availableDate)],
        ]}
      />
      <p className="gz-redeem-placed__note">{SWITCH_TEXT_UI.cancelNote}</p>
    </section>
  );
}
