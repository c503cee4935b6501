import { Link, useSearchParams } from 'react-router-dom';

import { PlanDetail } from '@/features/plan';
import { ROUTES } from '@/shared/routing';
import { useInvestor } from '@/store/use-investor';

/** 定投明细 (?planNo=): the plan, its actions, its runs with their orders. */
export function PlanDetailScreen() {
  const [search] = useSearchParams();
  const planNo = search.get('planNo') ?? '';
  const user = useInvestor();
  return (
    <section aria-labelledby="plan-detail-title" className="gz-app-card">
      <h1 id="plan-detail-title">定投明细</h1>
      {user && <PlanDetail planNo={planNo} isNaturalPerson={user.isNaturalPerson} />}
      <p>
        <Link to={ROUTES.plans}>返回我的定投</Link>
      </p>
    </section>
  );
}
