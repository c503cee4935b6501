import type { NavPoint } from '@/api/fund/contract';
import { formatDate } from '@/shared/time';

import { navRows, navSummary, yieldText } from './nav-rows';
import { NavSvg } from './nav-svg';
import { DETAIL_TEXT as T, RANGE_LABEL, type NavRange } from './texts';

interface Props {
  navs: readonly NavPoint[];
  range: NavRange;
  onRange: (range: NavRange) => void;
  moneyMarket: boolean;
  loading: boolean;
}

/** 净值走势: the range buttons, the history in words, the line, and the data table (open by default). */
export function NavHistory({ navs, range, onRange, moneyMarket, loading }: Props) {
  const values = navs.map((p) => Number(moneyMarket ? (p.currentRatio ?? '0') : p.nav));
  return (
    <section className="gz-app-card gz-fund-detail__section" aria-labelledby="gz-fund-history">
      <h2 id="gz-fund-history">{T.history}</h2>
      <div className="gz-fund-detail__ranges" role="group" aria-label={T.ranges}>
        {(Object.keys(RANGE_LABEL) as NavRange[]).map((r) => (
          <button key={r} type="button" aria-pressed={r === range} onClick={() => onRange(r)}>
            {RANGE_LABEL[r]}
          </button>
        ))}
      </div>
      <p aria-live="polite">{loading ? T.loading : navSummary(range, navs, moneyMarket)}</p>
      {values.length > 1 && <NavSvg values={values} label={moneyMarket ? T.latestYield : T.nav} />}
      {navs.length > 0 && (
        <details open>
          <summary>{T.historyTable}</summary>
          <div className="gz-fund-detail__table-wrap">
            <table className="gz-fund-detail__table">
              <caption className="gz-visually-hidden">净值数据表</caption>
              <thead>
                <tr>
                  <th scope="col">{T.date}</th>
                  <th scope="col">{moneyMarket ? T.myriad : T.nav}</th>
                  <th scope="col">{moneyMarket ? T.latestYield : T.totalNav}</th>
                </tr>
              </thead>
              <tbody>
                {navRows(range, navs).map((p) => (
                  <tr key={p.navDate}>
                    <th scope="row">{formatDate(p.navDate)}</th>
                    <td>{moneyMarket ? (p.perMyriadIncome ?? '--') : p.nav}</td>
                    <td>{moneyMarket ? yieldText(p.currentRatio) : p.totalNav}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </section>
  );
}
