import type { FundContractData } from '@/api/fund/contract-documents';
import { formatPercent } from '@/shared/format';

import { FundFeeTable } from '../fee-table';
import { DETAIL_TEXT as T } from './texts';

/** 费率: the buying fee tiers (认购 while it raises, else 申购) and the redemption fee by holding period. */
export function FundFees({
  fundCode,
  raising,
  archive,
}: {
  fundCode: string;
  raising: boolean;
  archive: FundContractData | undefined;
}) {
  return (
    <section className="gz-app-card gz-fund-detail__section" aria-labelledby="gz-fund-fees">
      <h2 id="gz-fund-fees">{T.fees}</h2>
      <FundFeeTable
        fundCode={fundCode}
        businessType={raising ? 'Subscribe' : 'Purchase'}
        noun={raising ? '认购' : '申购'}
        isNaturalPerson
      />
      {archive && archive.redemptionFees.length > 0 && (
        <section className="gz-fee" aria-labelledby="gz-fund-redemption">
          <h3 id="gz-fund-redemption" className="gz-fee__title">
            {T.redemption}
          </h3>
          <table className="gz-fee-table">
            <thead>
              <tr>
                <th scope="col">{T.holding}</th>
                <th scope="col">{T.rate}</th>
              </tr>
            </thead>
            <tbody>
              {archive.redemptionFees.map((step) => (
                <tr key={step.minDays}>
                  <th scope="row">{T.daysFrom(step.minDays, step.maxDays)}</th>
                  <td>{formatPercent(step.rate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
