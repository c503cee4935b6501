import { CLIENT_MESSAGES } from '@/api/core/api-error';
import { failureText, readError } from '@/api/core/outcome';
import { useFetchPlanDetailQuery } from '@/api/order/endpoints-plans';

import { PlanActions } from './plan-actions';
import { PlanRuns } from './plan-runs';
import { PlanSummary } from './plan-summary';
import { PLAN_SCREEN_TEXT } from './texts';

/** One plan: its figures, what the investor can do with it, its runs and their orders. */
export function PlanDetail({ planNo, isNaturalPerson }: { planNo: string; isNaturalPerson: boolean }) {
  const { data, error } = useFetchPlanDetailQuery({ planNo }, { refetchOnMountOrArgChange: true });
  // The back office says why (未找到该定投计划, a failed call's own words); a silent state shows nothing.
  if (error) return <p role="alert">{failureText(readError(error), CLIENT_MESSAGES.fallback)}</p>;
  if (!data) return <p role="status">正在加载…</p>;
  return (
    <>
      <PlanSummary plan={data.plan} />
      <PlanActions plan={data.plan} isNaturalPerson={isNaturalPerson} />
      <h2 className="gz-plan__subtitle">{PLAN_SCREEN_TEXT.runs}</h2>
      <PlanRuns runs={data.runs} />
    </>
  );
}
