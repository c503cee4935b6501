import { PlanList } from '@/features/plan';

/** 我的定投 (/trade-center/plans): the investor's plans. */
export function PlansScreen() {
  return (
    <section aria-labelledby="plans-title" className="gz-app-card">
      <h1 id="plans-title">我的定投</h1>
      <PlanList />
    </section>
  );
}
