import Big from 'big.js';

import type { RedeemQuoteData } from '@/api/order/contract-redeem';
import { cardWords } from '@/features/trade-kit';
import { formatMoney, formatPredictedDate, PROVISIONAL_NOTE } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { REDEEM_TEXT } from './texts';

const LOTS_TEXT = {
  caption: '本次赎回的份额（先进先出）',
  confirmDate: '份额确认日',
  shares: '赎回份额',
  held: '持有天数',
  rate: '赎回费率',
  fee: '赎回费',
  backEnd: '后端申购费',
  feeWithBackEnd: '费用合计',
  backEndCell: (rate: string, fee: string) => `${fee}（${rate}）`,
  wait: '免赎回费',
  days: (n: number) => `${n}天`,
  freeNow: '已免费',
  freeFrom: (date: string, fee: string) => `${date}起赎回可省${fee}`,
  noFeeSaved: '—',
} as const;

/** The fee and net amount preview, the payout date, and which lots are sold (and when each would be free). */
export function RedeemPreview({ quote, loading }: { quote: RedeemQuoteData | undefined; loading: boolean }) {
  if (!quote) return loading ? <p role="status">正在试算…</p> : null;
  // Back-end (B) lots pay their deferred subscription fee too, by the years held.
  const backEnd = quote.lots.some((lot) => lot.backEndRate !== null);
  return (
    <section className="gz-redeem-preview" aria-label={REDEEM_TEXT.preview} aria-busy={loading}>
      <dl className="gz-redeem-preview__facts">
        <div>
          <dt>{REDEEM_TEXT.gross}</dt>
          <dd>{formatMoney(quote.gross)}</dd>
        </div>
        <div>
          <dt>{REDEEM_TEXT.fee}</dt>
          <dd className="gz-redeem-preview__fee">{formatMoney(quote.fee)}</dd>
        </div>
        {backEnd && (
          <div>
            <dt>{REDEEM_TEXT.backEndFee}</dt>
            <dd>{formatMoney(quote.backEndFee)}</dd>
          </div>
        )}
        <div>
          <dt>{REDEEM_TEXT.net}</dt>
          <dd className="gz-redeem-preview__net">{formatMoney(quote.net)}</dd>
        </div>
        <div>
          <dt>{REDEEM_TEXT.tradeDate}</dt>
          <dd>{formatPredictedDate(quote.tradeDate, quote.provisionalDates)}</dd>
        </div>
        <div>
          <dt>{REDEEM_TEXT.payoutDate}</dt>
          <dd>{formatPredictedDate(quote.payoutDate, quote.provisionalDates)}</dd>
        </div>
        {quote.payoutCard && (
          <div>
            <dt>{REDEEM_TEXT.payoutCard}</dt>
            <dd>{cardWords(quote.payoutCard)}</dd>
          </div>
        )}
      </dl>
      {quote.provisionalDates.length > 0 && <p className="gz-redeem-preview__note">{PROVISIONAL_NOTE}</p>}
      <p className="gz-redeem-preview__note">
        {REDEEM_TEXT.previewNote(quote.nav, formatDate(quote.navDate))}
      </p>
      <table className="gz-redeem-lots">
        <caption>{LOTS_TEXT.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{LOTS_TEXT.confirmDate}</th>
            <th scope="col">{LOTS_TEXT.shares}</th>
            <th scope="col">{LOTS_TEXT.held}</th>
            <th scope="col">{LOTS_TEXT.rate}</th>
            {backEnd && <th scope="col">{LOTS_TEXT.backEnd}</th>}
            <th scope="col">{backEnd ? LOTS_TEXT.feeWithBackEnd : LOTS_TEXT.fee}</th>
            <th scope="col">{LOTS_TEXT.wait}</th>
          </tr>
        </thead>
        <tbody>
          {quote.lots.map((lot) => (
            <tr key={`${lot.confirmDate}-${lot.shares}`}>
              <td>{formatDate(lot.confirmDate)}</td>
              <td>{lot.shares}</td>
              <td>{LOTS_TEXT.days(lot.holdingDays)}</td>
              <td>{`${new Big(lot.rate).toFixed(2)}%`}</td>
              {backEnd && (
                <td>
                  {lot.backEndRate === null || lot.backEndFee === null
                    ? LOTS_TEXT.noFeeSaved
                    : LOTS_TEXT.backEndCell(
                        `${new Big(lot.backEndRate).toFixed(2)}%`,
                        formatMoney(lot.backEndFee),
                      )}
                </td>
              )}
              <td>{formatMoney(lot.fee)}</td>
              <td>
                {lot.feeFreeFrom === null
                  ? LOTS_TEXT.freeNow
                  : new Big(lot.fee).gt(0)
                    ? LOTS_TEXT.freeFrom(formatDate(lot.feeFreeFrom), formatMoney(lot.fee))
                    : LOTS_TEXT.noFeeSaved}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
