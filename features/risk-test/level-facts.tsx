import type { RiskResult } from '@/api/paper/contract';
import { FactsList, type FactRow } from '@/shared/components/facts-list';

import { dateWords, fundRiskWords, levelWords, RISK_TEXT as T } from './texts';

/** The level and what it allows, as rows: on the risk-level screen and under a fresh result. */
export function LevelFacts({ result }: { result: RiskResult }) {
  const rows: FactRow[] = [
    [T.current, levelWords(result)],
    [
      T.expiry,
      result.isExpire ? `${dateWords(result.endDate)}（${T.expired}）` : dateWords(result.endDate),
      result.isExpire ? 'is-expired' : undefined,
    ],
    [T.canBuy, fundRiskWords(result.matchingFundRisks)],
    [T.horizon, result.investmentLimit],
    [T.varieties, result.investmentVarieties],
  ];
  if (result.score !== null) rows.push([T.score, `${result.score} 分`]);
  if (result.answerDate) rows.push([T.answerDate, dateWords(result.answerDate)]);
  return (
    <>
      <FactsList className="gz-risk__facts" rows={rows} />
      <p className="gz-risk__rule">{result.isLowestRisk ? T.lowestRule : T.higherRule}</p>
    </>
  );
}
