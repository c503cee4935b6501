import type { RiskTolerance } from '@/api/auth/contract';
import type { SuitabilityStatus } from '@/api/order/contract';
import type { InvestmentHorizon, InvestmentVariety } from '@/api/paper/contract';
import { FUND_RISK, RISK_TOLERANCE } from '@/shared/enums/risk';
import { dashed, type YyyyMmDd } from '@/shared/time';
import { SUITABILITY_MATCH_TEXT } from '@/shared/trading/suitability-refusals';

import { INVESTMENT_HORIZON, INVESTMENT_VARIETY, INVESTMENT_VARIETY_EXAMPLES } from '../../fund/types';
import type { FundSuitability, InvestorSuitability } from './suitability-rules';

/** One line of the suitability card, in the investor's words. */
export interface SuitabilityReason {
  topic: 'validity' | 'professional' | 'risk' | 'horizon' | 'variety' | 'highRisk' | 'decision';
  /** Whether this line is in the investor's favour (a mismatch or a warning is false). */
  ok: boolean;
  text: string;
}

const LONG_TERM = '99991231';
const until = (date: YyyyMmDd | null) =>
  date === LONG_TERM || date === null ? '长期有效' : `有效期至${dashed(date)}`;
const investorLevel = (risk: RiskTolerance, lowest: boolean) =>
  `${risk}（${RISK_TOLERANCE[risk]}${lowest ? '，最低类别' : ''}）`;

const DECISIONS: Record<SuitabilityStatus, string> = {
  '0': SUITABILITY_MATCH_TEXT,
  '1': '您与本产品的适当性不匹配：如坚持购买，须阅读不匹配警示并书面确认',
  '3': '私募资产管理产品不向风险承受能力低于产品风险等级的普通投资者销售，您不能购买本产品',
  '6': '您是专业投资者，无需进行适当性匹配，可以购买',
};

export function suitabilityReasons(facts: {
  investor: InvestorSuitability;
  fund: FundSuitability;
  statusCode: SuitabilityStatus;
  riskOk: boolean;
  horizonOk: boolean;
  varietyOk: boolean;
}): SuitabilityReason[] {
  const { investor, fund, statusCode, riskOk, horizonOk, varietyOk } = facts;
  const risk = investor.risk as RiskTolerance;
  const mine = investorLevel(risk, investor.lowestCategory);
  const theirs = `${fund.risk}（${FUND_RISK[fund.risk]}）`;
  const horizon = INVESTMENT_HORIZON[fund.horizon as InvestmentHorizon];
  const code = fund.variety as InvestmentVariety;
  const variety = `${INVESTMENT_VARIETY[code]}（${INVESTMENT_VARIETY_EXAMPLES[code]}）`;
  const reasons: SuitabilityReason[] = [
    { topic: 'validity', ok: true, text: `您的风险测评结果为${mine}，${until(investor.riskEndDate)}` },
  ];
  if (statusCode === '6') {
    const text = `您是专业投资者（${until(investor.professionalEndDate)}）`;
    reasons.push({ topic: 'professional', ok: true, text });
  }
  reasons.push({
    topic: 'risk',
    ok: riskOk,
    text: riskOk
      ? `产品风险等级${theirs}未超过您的风险承受能力${mine}，风险等级匹配`
      : `产品风险等级${theirs}高于您的风险承受能力${mine}，风险等级不匹配`,
  });
  const yours = investor.horizon ? `您计划的投资期限${INVESTMENT_HORIZON[investor.horizon]}` : null;
  reasons.push({
    topic: 'horizon',
    ok: horizonOk,
    text: !yours
      ? `产品建议持有期限为${horizon}，您尚未填写计划的投资期限，投资期限不匹配`
      : `产品建议持有期限为${horizon}，${horizonOk ? '未超过' : '超过'}${yours}，投资期限${horizonOk ? '' : '不'}匹配`,
  });
  reasons.push({
    topic: 'variety',
    ok: varietyOk,
    text: `产品投资品种为${variety}，${varietyOk ? '在' : '不在'}您选择的投资品种之内，投资品种${varietyOk ? '' : '不'}匹配`,
  });
  if (fund.risk === 'R5') {
    reasons.push({
      topic: 'highRisk',
      ok: false,
      text: `本产品为${theirs}产品，请充分了解产品风险，审慎决策`,
    });
  }
  // statusCode speaks of the risk level alone (spec §4: 0 risk matches, 1 it does not); a horizon or variety
  // mismatch is in its flag and asks for the same written confirmation.
  const decision = statusCode === '0' && !(horizonOk && varietyOk) ? '1' : statusCode;
  reasons.push({
    topic: 'decision',
    ok: decision !== '1' && decision !== '3',
    text: DECISIONS[decision],
  });
  return reasons;
}
