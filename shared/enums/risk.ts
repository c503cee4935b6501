import { type CodeTable, labelOf } from './code-table';

/** Investor risk tolerance. C1 reads 最低类别 when the lowest-risk flag is set. */
export const RISK_TOLERANCE = {
  C1: '保守型',
  C2: '谨慎型',
  C3: '稳健型',
  C4: '积极型',
  C5: '激进型',
} as const satisfies CodeTable;
export type RiskTolerance = keyof typeof RISK_TOLERANCE;
export const LOWEST_RISK_LABEL = '保守型（最低类别）';

export function riskToleranceLabel(code: string | null | undefined, isLowestRisk = false): string {
  if (code === 'C1' && isLowestRisk) return LOWEST_RISK_LABEL;
  return labelOf(RISK_TOLERANCE, code);
}

/** Fund risk levels come as codes 0-4 and show as R1-R5. */
export const FUND_RISK_LEVEL = {
  '0': 'R1',
  '1': 'R2',
  '2': 'R3',
  '3': 'R4',
  '4': 'R5',
} as const satisfies CodeTable;
export type FundRiskCode = keyof typeof FUND_RISK_LEVEL;
export const FUND_RISK = {
  R1: '低风险',
  R2: '中低风险',
  R3: '中风险',
  R4: '中高风险',
  R5: '高风险',
} as const satisfies CodeTable;
export type FundRisk = keyof typeof FUND_RISK;

/** 2 → 'R3 中风险'; accepts the code (0-4) or the level (R1-R5). */
export function fundRiskLabel(codeOrLevel: string | number | null | undefined): string {
  const key = String(codeOrLevel ?? '');
  const level = key in FUND_RISK_LEVEL ? FUND_RISK_LEVEL[key as FundRiskCode] : key;
  return level in FUND_RISK ? `${level} ${FUND_RISK[level as FundRisk]}` : labelOf(FUND_RISK, null);
}

/** `statusCode` of the suitability check (trading-accounts §4). */
export const SUITABILITY_STATUS = {
  '0': '可购买，风险匹配',
  '1': '可购买，风险不匹配',
  '3': '不可购买',
  '6': '专业投资者',
} as const satisfies CodeTable;
export type SuitabilityStatus = keyof typeof SUITABILITY_STATUS;

/** riskMatch, investmentTimeMatch, investmentVarietiesMatch. */
export const MATCH_FLAG = { '1': '匹配', '0': '不匹配' } as const satisfies CodeTable;
