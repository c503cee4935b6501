import type { ReactNode } from 'react';

import { RiskTag } from '@/shared/components/risk-tag';

interface FundHeadingProps {
  fund: { fundName: string; fundCode: string; fundRiskLevel: string };
  /** Words before the name (转出基金：). */
  lead?: string;
  /** What the screen offers beside the fund (定投, 合同, 产品详情). */
  children?: ReactNode;
}

/** The fund a trade screen is about: its name, code and risk level. */
export function FundHeading({ fund, lead, children }: FundHeadingProps) {
  return (
    <div className="gz-purchase__fund">
      <h2 className="gz-purchase__fund-name">
        {lead}
        {fund.fundName}
        <span className="gz-purchase__fund-code">{fund.fundCode}</span>
      </h2>
      <RiskTag level={fund.fundRiskLevel} />
      {children}
    </div>
  );
}
