import type { FeeTier, FundRateIntervalQuery } from '@/api/fund/contract';
import { useFetchFundRateIntervalQuery } from '@/api/fund/endpoints-list';
import { formatMoney, formatPercent } from '@/shared/format';
import { yuanText } from '@/shared/trading/yuan-text';

import { WithheldNotice } from './withheld-notice';
import './fund-list.css';

const FEE_TEXT = {
  title: (noun: string) => `${noun}费率`,
  amount: '金额区间',
  listRate: '原费率',
  onlineRate: '网上直销费率',
  from: (min: string) => `${min}及以上`,
  between: (min: string, max: string) => `${min}（含）至${max}`,
  fixed: (fee: string) => `每笔${fee}`,
  loading: '正在加载费率…',
  failed: '费率加载失败',
} as const;

/**
 * While the tiers load, the table in their most common shape (a prospectus's three tiers, the last a fixed
 * fee: every public fund with a purchase fee here), its text in grey bars: the table takes its real size at
 * any width, font size or 长辈模式, and what follows it does not move when the tiers arrive.
 */
const SKELETON_ROWS = [
  ['0元（含）至100万元', '1.50%', '0.60%'],
  ['100万元（含）至500万元', '1.00%', '0.60%'],
  ['500万元及以上', '每笔1,000.00元'],
] as const;

function FeeTableSkeleton() {
  return (
    <>
      <p role="status" className="gz-visually-hidden">
        {FEE_TEXT.loading}
      </p>
      <table className="gz-fee-table gz-fee-table--skeleton" aria-hidden="true">
        <FeeTableHead />
        <tbody>
          {SKELETON_ROWS.map(([amount, ...rates]) => (
            <tr key={amount}>
              <th scope="row">
                <span className="gz-skeleton-text">{amount}</span>
              </th>
              {rates.map((rate) => (
                <td key={rate} colSpan={rates.length === 1 ? 2 : undefined}>
                  <span className="gz-skeleton-text">{rate}</span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function FeeTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col">{FEE_TEXT.amount}</th>
        <th scope="col">{FEE_TEXT.listRate}</th>
        <th scope="col">{FEE_TEXT.onlineRate}</th>
      </tr>
    </thead>
  );
}

/** A tier's bounds as the prospectus words them (100万元, exactly: never rounded, no .00). */
function amountWords(tier: FeeTier): string {
  const min = yuanText(tier.minAmount);
  return tier.maxAmount === null ? FEE_TEXT.from(min) : FEE_TEXT.between(min, yuanText(tier.maxAmount));
}

interface Props {
  fundCode: string;
  businessType: FundRateIntervalQuery['businessType'];
  /** 申购, 认购 or 预约申购: the table's title. */
  noun: string;
  isNaturalPerson: boolean;
}

/** The fund's buying fee tiers (GET /v1/fund/fundRateInterval): list and online rate, or the fixed fee. */
export function FundFeeTable({ fundCode, businessType, noun, isNaturalPerson }: Props) {
  const { data, isError } = useFetchFundRateIntervalQuery({ fundCode, businessType, silent: true });
  const titleId = `gz-fee-table-${fundCode}`;
  let body;
  if (isError) body = <p role="status">{FEE_TEXT.failed}</p>;
  else if (!data) body = <FeeTableSkeleton />;
  else if (data.figuresWithheld)
    body = <WithheldNotice reason={data.figuresWithheld} isNaturalPerson={isNaturalPerson} />;
  else
    body = (
      <table className="gz-fee-table">
        <FeeTableHead />
        <tbody>
          {data.tiers.map((tier) => (
            <tr key={tier.minAmount}>
              <th scope="row">{amountWords(tier)}</th>
              {tier.fixedFee !== null ? (
                <td colSpan={2}>{FEE_TEXT.fixed(formatMoney(tier.fixedFee))}</td>
              ) : (
                <>
                  <td>{formatPercent(tier.rate)}</td>
                  <td>{formatPercent(tier.discountedRate)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <section className="gz-fee" aria-labelledby={titleId}>
      <h3 id={titleId} className="gz-fee__title">
        {FEE_TEXT.title(noun)}
      </h3>
      {body}
    </section>
  );
}
