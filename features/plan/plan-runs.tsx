import { Link } from 'react-router-dom';

import type { PlanRun } from '@/api/order/contract-plans';
import { orderDetailPath } from '@/features/trade-kit';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { PLAN_SCREEN_TEXT } from './texts';

/** Each period's run, newest first: the 定投申购 placed (with its order) or why the debit was refused. */
export function PlanRuns({ runs }: { runs: readonly PlanRun[] }) {
  if (runs.length === 0) return <p className="gz-plan__hint">{PLAN_SCREEN_TEXT.noRuns}</p>;
  return (
    <ol className="gz-plan-runs" aria-label={PLAN_SCREEN_TEXT.runs}>
      {runs.map((run) => (
        <li key={run.period} className={`gz-plan-runs__item${run.refusal ? ' is-refused' : ''}`}>
          <p className="gz-plan-runs__head">
            <span>
              {PLAN_SCREEN_TEXT.runPeriod(run.period)} · {formatDate(run.runDate)}
            </span>
            <span>{formatMoney(run.amount)}</span>
          </p>
          {run.appNo ? (
            <p>
              {PLAN_SCREEN_TEXT.runPlaced}{' '}
              <Link to={orderDetailPath(run.appNo)}>
                {PLAN_SCREEN_TEXT.order} {run.appNo}
              </Link>
            </p>
          ) : (
            <p>
              {PLAN_SCREEN_TEXT.runRefused}：{run.refusal}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
