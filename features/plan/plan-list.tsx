import { Link } from 'react-router-dom';

import { useFetchPlansQuery } from '@/api/order/endpoints-plans';
import { ROUTES } from '@/shared/routing';

import { PlanSummary } from './plan-summary';
import { PLAN_SCREEN_TEXT } from './texts';

/** 我的定投: every plan with its next debit date, periods run and total invested. */
export function PlanList() {
  const { data, isLoading } = useFetchPlansQuery({}, { refetchOnMountOrArgChange: true });
  if (isLoading) return <p role="status">正在加载…</p>;
  if (!data || data.length === 0) return <p className="gz-plan__hint">{PLAN_SCREEN_TEXT.empty}</p>;
  return (
    <ul className="gz-plan-list">
      {data.map((plan) => (
        <li key={plan.planNo}>
          <PlanSummary plan={plan} />
          <Link to={`${ROUTES.planDetail}?planNo=${plan.planNo}`}>{PLAN_SCREEN_TEXT.detail}</Link>
        </li>
      ))}
    </ul>
  );
}
