import { useEffect, useState } from 'react';

import { failureText, readError } from '@/api/core/outcome';
import type { PlanReplayBody, PlanReplayData } from '@/api/order/contract-plans';
import { useFetchPlanReplayQuery } from '@/api/order/endpoints-plans';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';
import { PLAN_TEXT, type PlanCycle } from '@/shared/trading';

import { ReplayChart } from './replay-chart';
import { REPLAY_TEXT as T } from './texts';

type Years = PlanReplayBody['years'];
const YEARS: readonly Years[] = ['1', '3', '5'];
/** The table's heads name the unit. */
const BARE = { currency: '' };

/** The value after the investor stopped typing for a moment: one replay per amount, not per key. */
function useSettled<V>(value: V, ms = 400): V {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function summaryOf(data: PlanReplayData, years: Years, cycle: PlanCycle, amount: string): string {
  if (!data.from || !data.to || data.periods === 0) return T.noHistory;
  return T.summary({
    years,
    from: formatDate(data.from),
    to: formatDate(data.to),
    cycle: PLAN_TEXT.cycle(cycle),
    amount: formatMoney(amount),
    periods: data.periods,
    invested: formatMoney(data.invested),
    value: formatMoney(data.value),
    profit: formatMoney(data.profit),
    rate: data.returnRate ?? '0.00',
  });
}

/**
 * 定投测算 (issue 42 item 1): the plan being set up, replayed by the back office over the fund's published NAVs
 * of the last 1, 3 or 5 years; the outcome in words, the two lines, and the debits as a data table.
 */
export function PlanReplay({
  fundCode,
  amount,
  cycle,
}: {
  fundCode: string;
  amount: string | null;
  cycle: PlanCycle;
}) {
  const [years, setYears] = useState<Years>('1');
  const settledAmount = useSettled(amount);
  const { data, error, isFetching } = useFetchPlanReplayQuery(
    {
      fundCode,
      amount: settledAmount ?? '0.00',
      frequency: cycle.frequency,
      day: cycle.day,
      years,
      silent: true,
    },
    { skip: settledAmount === null },
  );
  const words =
    settledAmount === null
      ? T.needAmount
      : isFetching
        ? T.loading
        : error
          ? (failureText(readError(error), T.failed) ?? T.failed)
          : data && summaryOf(data, years, cycle, settledAmount);
  const shown = settledAmount !== null && !isFetching && !error ? data : undefined;
  return (
    <section className="gz-plan-replay" aria-labelledby="gz-plan-replay-title">
      <h2 id="gz-plan-replay-title">{T.title}</h2>
      <div className="gz-plan-replay__ranges" role="group" aria-label={T.ranges}>
        {YEARS.map((y) => (
          <button key={y} type="button" aria-pressed={y === years} onClick={() => setYears(y)}>
            {T.range(y)}
          </button>
        ))}
      </div>
      <p aria-live="polite">{words}</p>
      {shown && shown.points.length > 1 && (
        <ReplayChart
          invested={shown.points.map((p) => Number(p.invested))}
          value={shown.points.map((p) => Number(p.value))}
        />
      )}
      {shown && shown.points.length > 0 && (
        <details>
          <summary>{T.table}</summary>
          <div className="gz-plan-replay__table-wrap">
            <table className="gz-plan-replay__table">
              <caption className="gz-visually-hidden">{T.caption}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.date}</th>
                  <th scope="col">{T.invested}</th>
                  <th scope="col">{T.value}</th>
                </tr>
              </thead>
              <tbody>
                {shown.points.map((p) => (
                  <tr key={p.date}>
                    <th scope="row">{formatDate(p.date)}</th>
                    <td>{formatMoney(p.invested, BARE)}</td>
                    <td>{formatMoney(p.value, BARE)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
      <p className="gz-plan__hint">{T.caveat}</p>
    </section>
  );
}
