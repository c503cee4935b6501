import { useFetchPlanDetailQuery } from '@/api/order/endpoints-plans';

import { PlanActions } from './plan-actions';
import { PlanRuns } from './plan-runs';
import { PlanSummary } from './plan-summary';
import { PLAN_SCREEN_TEXT } from './texts';

/** One plan: its figures, what the investor can do with it, its runs and their orders. */
export function PlanDetail({ planNo, isNaturalPerson }: { planNo: string; isNaturalPerson: boolean }) {
  const { data, isError } = useFetchPlanDetailQuery({ planNo }, { refetchOnMountOrArgChange: true });
  if (isError) return <p role="alert">未找到该定投计划</p>;
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
