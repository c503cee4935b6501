import type { PlanView } from '@/api/order/contract-plans';
import { TermList } from '@/shared/components/term-list';
import { formatMoney } from '@/shared/format';
import { formatDate } from '@/shared/time';

import { PLAN_SCREEN_TEXT } from './texts';
import './plan.css';

/** One plan's figures: fund, amount and cycle, card, next debit date, periods run and total invested. */
export function PlanSummary({ plan }: { plan: PlanView }) {
  const rows: Array<[string, string]> = [
    [PLAN_SCREEN_TEXT.amount, `${formatMoney(plan.amount)} · ${plan.cycleText}`],
    [PLAN_SCREEN_TEXT.card, plan.card ? `${plan.card.bankName} ${plan.card.bankAccountMasked}` : '--'],
    [PLAN_SCREEN_TEXT.nextDebit, plan.nextDebitDate ? formatDate(plan.nextDebitDate) : '--'],
    [PLAN_SCREEN_TEXT.periodsRun, `${plan.periodsRun}期`],
    [PLAN_SCREEN_TEXT.totalInvested, formatMoney(plan.totalInvested)],
  ];
  return (
    <div className="gz-plan-summary">
      <p className="gz-plan-summary__head">
        <span className="gz-plan-summary__fund">
          {plan.fundName} <span className="gz-plan-summary__code">{plan.fundCode}</span>
        </span>
        <span className={`gz-plan-summary__state is-${plan.state}`}>{plan.stateText}</span>
      </p>
      {plan.pauseNotice && (
        <p role="alert" className="gz-plan-summary__notice">
          {plan.pauseNotice}
        </p>
      )}
      <TermList className="gz-plan-summary__facts" rows={rows} />
    </div>
  );
}
