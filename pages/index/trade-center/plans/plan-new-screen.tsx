import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { useFetchFundQuoteQuery } from '@/api/fund/endpoints-list';
import { useFetchPlanTermsQuery } from '@/api/order/endpoints-plans';
import { PLAN_SCREEN_TEXT, PlanForm } from '@/features/plan';
import {
  comparisonFacts,
  type Confirmed,
  knownFacts,
  orderConfirmations,
  SuitabilityCardView,
  SuitabilityDialogs,
  suitabilityCard,
  type SuitabilityVerdict,
  useSuitabilityFlow,
} from '@/features/suitability';
import { useServerOffset } from '@/features/trade-kit';
import { RiskTag } from '@/shared/components/risk-tag';
import { ROUTES } from '@/shared/routing';
import { useInvestor } from '@/store/use-investor';

interface Passed {
  verdict?: SuitabilityVerdict;
  confirmed: Confirmed;
}

/** 定投 (?id=<fund code>): the purchase's suitability chain and written confirmations, then the plan. */
export function PlanNewScreen() {
  const [search] = useSearchParams();
  const fundCode = search.get('id') ?? '';
  const navigate = useNavigate();
  const valid = /^[0-9]{6}$/.test(fundCode);
  const terms = useFetchPlanTermsQuery({ fundCode, silent: true }, { skip: !valid });
  const quote = useFetchFundQuoteQuery({ fundCode, range: '1m' }, { skip: !valid });
  const user = useInvestor();
  const [passed, setPassed] = useState<Passed>();
  const serverOffsetMs = useServerOffset();
  const flow = useSuitabilityFlow((run) => setPassed({ verdict: run.verdict, confirmed: run.confirmed }));
  const fund = quote.data;
  const allowed = terms.data?.planAllowed === true;
  const { start } = flow;
  const startChecks = useCallback(() => {
    if (!fund || !user || !allowed) return;
    start(
      {
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        productCategory: fund.productCategory,
        businessType: 'Purchase',
      },
      { isNaturalPerson: user.isNaturalPerson },
    );
  }, [fund, user, allowed, start]);
  const idle = flow.state.step === 'idle';
  useEffect(() => {
    if (!passed && idle) startChecks();
  }, [passed, idle, startChecks]);

  const back = <Link to={ROUTES.plans}>返回我的定投</Link>;
  let body;
  if (!valid || quote.isError || terms.isError) body = <p role="alert">未找到该产品。{back}</p>;
  else if (!fund || !user || !terms.data) body = <p role="status">正在加载产品信息…</p>;
  else if (!allowed || !terms.data.minAmount)
    body = (
      <p role="alert">
        {fund.fundName}：{PLAN_SCREEN_TEXT.notPlanned}。{back}
      </p>
    );
  else {
    const verdict = passed?.verdict ?? ('run' in flow.state ? flow.state.run.verdict : undefined);
    const stop = flow.state.step === 'stopped' ? flow.state.stop : undefined;
    const ended = flow.state.step === 'cancelled' || flow.state.step === 'stopped';
    const card = suitabilityCard(user.riskLevel, fund.fundRiskLevel, {
      verdict,
      stop,
      checking: !passed && !ended,
    });
    body = (
      <>
        <h2 className="gz-purchase__fund-name">
          {fund.fundName} <span className="gz-purchase__fund-code">{fund.fundCode}</span>
        </h2>
        <RiskTag level={fund.fundRiskLevel} />
        <SuitabilityCardView card={card} />
        {passed ? (
          <PlanForm
            fund={fund}
            minAmount={terms.data.minAmount}
            tradeAccounts={user.tradeAccounts}
            isNaturalPerson={user.isNaturalPerson}
            confirmations={orderConfirmations(passed.confirmed).confirmations}
          />
        ) : ended ? (
          <p>购买前校验未完成，暂不能创建定投。{back}</p>
        ) : (
          <p role="status">正在进行购买前校验…</p>
        )}
        <SuitabilityDialogs
          state={flow.state}
          send={flow.send}
          onNavigate={(to) => void navigate(to)}
          serverOffsetMs={serverOffsetMs}
          facts={comparisonFacts(knownFacts(user, fund), verdict)}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="plan-new-title" className="gz-app-card gz-purchase">
      <h1 id="plan-new-title">定投</h1>
      {body}
    </section>
  );
}
