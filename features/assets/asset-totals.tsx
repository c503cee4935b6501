import type { AssetChannel } from '@/api/account/endpoints-assets';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';
import { selectAssetTotals } from '@/store/assets-slice';
import { useAppSelector } from '@/store/hooks';

import { ASSETS_TEXT as T } from './texts';
import './assets.css';

/** The income figures, coloured by their sign. */
const INCOMES = ['totalIncome', 'yesterdayIncome'] as const;
const sign = (value: string) => (value.startsWith('-') ? 'down' : value === '0.00' ? 'flat' : 'up');

/**
 * One channel's totals: total assets, cumulative income and yesterday's income (万 from 10 000 up), read from
 * the assets store, which the channel's GET …/hold fills.
 */
export function AssetTotals({ title, channel }: { title: string; channel: AssetChannel }) {
  const totals = useAppSelector((state) => selectAssetTotals(state, channel));
  return (
    <section className="gz-assets-totals" aria-label={title}>
      <h2 className="gz-assets-totals__title">{title}</h2>
      <dl className="gz-assets-totals__figures">
        <div>
          <dt>{T.totalAssets}</dt>
          <dd className="gz-assets-totals__main">{totals ? formatMoney(totals.totalAssets) : '--'}</dd>
        </div>
        {INCOMES.map((income) => (
          <div key={income}>
            <dt>{T[income]}</dt>
            <dd data-sign={totals ? sign(totals[income]) : 'flat'}>
              {totals ? formatMoney(totals[income]) : '--'}
            </dd>
          </div>
        ))}
      </dl>
      <p className="gz-assets-totals__asof">{totals?.asOf ? T.asOf(formatDate(totals.asOf)) : T.noNav}</p>
    </section>
  );
}

/** What each return figure means (the help the spec asks for), open on demand. */
export function IncomeHelp() {
  return (
    <details className="gz-assets-help">
      <summary>{T.helpSummary}</summary>
      <dl>
        {(['holdingIncome', 'cumulativeIncome', 'yieldRate', 'yesterdayIncome'] as const).map((key) => (
          <div key={key}>
            <dt>{key === 'yesterdayIncome' ? T.yesterdayIncome : T.columns[key]}</dt>
            <dd>{T.help[key]}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
