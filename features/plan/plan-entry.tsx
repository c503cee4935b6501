import { Link } from 'react-router-dom';

import { useFetchPlanTermsQuery } from '@/api/order/endpoints-plans';
import { ROUTES } from '@/shared/routing';

import { PLAN_SCREEN_TEXT } from './texts';

/** Beside a public fund: 定投 when it takes plans, else 暂不支持定投. */
export function PlanEntry({ fundCode }: { fundCode: string }) {
  const { data } = useFetchPlanTermsQuery({ fundCode, silent: true });
  if (!data) return null;
  if (!data.planAllowed) return <span className="gz-plan-entry is-off">{PLAN_SCREEN_TEXT.notPlanned}</span>;
  return (
    <Link className="gz-plan-entry" to={`${ROUTES.planNew}?id=${fundCode}`}>
      {PLAN_SCREEN_TEXT.start}
    </Link>
  );
}
