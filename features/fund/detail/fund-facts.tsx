import type { FundQuoteData } from '@/api/fund/contract';
import { RiskTag } from '@/shared/components/risk-tag';
import { TermList, type TermRow } from '@/shared/components/term-list';
import { FUND_STATUS, labelOf, PRODUCT_CATEGORY } from '@/shared/enums';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { yieldText } from './nav-rows';
import { DETAIL_TEXT as T } from './texts';

/** 基本信息: code, type, risk, manager, inception, status, minimum and the latest NAV (or 七日年化). */
export function FundFacts({ fund, manager }: { fund: FundQuoteData; manager: string | undefined }) {
  const latest = fund.moneyMarket ? yieldText(fund.currentRatio) : (fund.nav ?? '--');
  const facts: TermRow[] = [
    [T.code, fund.fundCode],
    [T.category, labelOf(PRODUCT_CATEGORY, fund.productCategory)],
    [T.risk, <RiskTag key="risk" level={fund.fundRiskLevel} />],
    [T.manager, manager ?? '--'],
    [T.inception, fund.establishDate ? formatDate(fund.establishDate) : T.notEstablished],
    [T.status, labelOf(FUND_STATUS, fund.fundStatus)],
    [T.minFirst, formatMoney(fund.minFirstBalance)],
    [
      fund.moneyMarket ? T.latestYield : T.latest,
      fund.navDate ? `${latest}（${formatDate(fund.navDate)}）` : latest,
    ],
  ];
  return (
    <section className="gz-app-card gz-fund-detail__section" aria-labelledby="gz-fund-facts">
      <h2 id="gz-fund-facts">{T.facts}</h2>
      <TermList className="gz-fund-detail__facts" rows={facts} />
    </section>
  );
}
