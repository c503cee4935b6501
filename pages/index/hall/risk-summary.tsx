import { Link } from 'react-router-dom';

import type { RiskLevel } from '@/api/auth/contract';
import { riskToleranceLabel } from '@/shared/enums';
import { RISK_LEVEL_TEST_QUERY, ROUTES } from '@/shared/routing';
import { formatDate } from '@/shared/time';

const RISK_TEST_PATH = `${ROUTES.riskLevel}?${new URLSearchParams(RISK_LEVEL_TEST_QUERY).toString()}`;

/** The risk level with its end date; an expired or missing test links to the risk test. */
export function RiskSummary({ riskLevel }: { riskLevel: RiskLevel }) {
  if (!riskLevel.isAppraisalRisk || !riskLevel.risk) {
    return (
      <>
        <span>未测评</span>
        <Link className="gz-hall__action" to={RISK_TEST_PATH}>
          去测评
        </Link>
      </>
    );
  }
  const label = riskToleranceLabel(riskLevel.risk, riskLevel.isLowestRisk);
  const endDate = riskLevel.endDate ? formatDate(riskLevel.endDate) : null;
  return (
    <>
      <span>{label}</span>
      {endDate && (
        <span className={riskLevel.isExpire ? 'gz-hall__expired' : 'gz-hall__muted'}>
          {riskLevel.isExpire ? `（已过期，有效期至 ${endDate}）` : `（有效期至 ${endDate}）`}
        </span>
      )}
      {riskLevel.isExpire && (
        <Link className="gz-hall__action" to={RISK_TEST_PATH}>
          重新测评
        </Link>
      )}
    </>
  );
}
