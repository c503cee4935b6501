import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { useFetchFundQuoteQuery } from '@/api/fund/endpoints-list';
import { FundFeeTable, WITHHELD_TEXT, WithheldNotice } from '@/features/fund';
import { buyActionOf, OrderForm } from '@/features/order';
import { PlanEntry } from '@/features/plan';
import { PrivateOrderPanel } from '@/features/private-order';
import { ContractPreviewDialog } from '@/features/private-signing';
import { SuitabilityCardView } from '@/features/suitability';
import {
  comparisonFacts,
  forgetPass,
  knownFacts,
  orderConfirmations,
  passFor,
  type Confirmed,
  SuitabilityDialogs,
  suitabilityCard,
  type SuitabilityVerdict,
  useSuitabilityFlow,
} from '@/features/suitability';
import { useServerOffset } from '@/features/trade-kit';
import { NEW_WINDOW_TEXT, PUBLIC_SITE_PAGES } from '@/shared/config';
import { isPrivateProduct } from '@/shared/enums/fund';
import { productDetailUrl, ROUTES } from '@/shared/routing';
import { NOT_SOLD_ONLINE, SIGNING_TEXT } from '@/shared/trading';
import { Button } from '@/shared/ui';
import { useInvestor } from '@/store/use-investor';

import { FundHeading } from '../fund-heading';
import './purchase.css';

const ORDER_SCREEN_TEXT = {
  title: '购买下单',
  loading: '正在加载产品信息…',
  unknownFund: '未找到该产品，请返回产品列表重新选择。',
  paused: '该产品当前暂停购买。',
  back: '返回产品列表',
  checking: '正在进行购买前校验…',
  unchecked: '购买前校验未完成，暂不能下单。',
  checkAgain: '重新校验',
  contracts: '查看电子合同',
  records: SIGNING_TEXT.records,
} as const;

const FUND_CODE = /^[0-9]{6}$/;

interface Passed {
  verdict?: SuitabilityVerdict;
  confirmed: Confirmed;
}

/**
 * TradeCenterBuyOrder (?id=<fund code>): the suitability card and the order, after the checks of §4. Each fund
 * is its own order: when the address names another fund in place (back/forward, an edited URL) everything —
 * the pass, the checks, a placed order — starts again for it (ux-walk D8), and the page opens at its top, on
 * the fund's name and verdict (D9), whatever the list's scroll was.
 */
export function PurchaseOrderScreen() {
  const [search] = useSearchParams();
  const fundCode = search.get('id') ?? '';
  useLayoutEffect(() => {
    // The page, not an inner box, scrolls; jsdom has no window.scrollTo.
    document.documentElement.scrollTop = 0;
    document.body.scrollTop = 0;
  }, [fundCode]);
  return <PurchaseOrder key={fundCode} fundCode={fundCode} />;
}

function PurchaseOrder({ fundCode }: { fundCode: string }) {
  const navigate = useNavigate();
  const valid = FUND_CODE.test(fundCode);
  const quote = useFetchFundQuoteQuery({ fundCode, range: '1m' }, { skip: !valid });
  const user = useInvestor();
  const offset = useServerOffset();
  // A pass handed over by the list is used once; without one (reload, a link) the checks run here.
  const [passed, setPassed] = useState<Passed | undefined>(() => passFor(fundCode));
  const flow = useSuitabilityFlow((run) => setPassed({ verdict: run.verdict, confirmed: run.confirmed }));
  const fund = quote.data;
  const action = buyActionOf(fund?.subscribeState);
  // A private product's order goes on after it is placed: cooling-off, 解除合同, return visit (issue 14).
  const [privateAppNo, setPrivateAppNo] = useState<string>();
  const [previewing, setPreviewing] = useState(false);

  const { start } = flow;
  const business = action.business;
  const startChecks = useCallback(() => {
    if (!fund || !user || !business || !fund.white) return;
    start(
      {
        fundCode: fund.fundCode,
        fundName: fund.fundName,
        productCategory: fund.productCategory,
        businessType: business,
      },
      { isNaturalPerson: user.isNaturalPerson },
    );
  }, [fund, user, business, start]);
  const idle = flow.state.step === 'idle';
  useEffect(() => {
    if (!passed && idle) startChecks();
  }, [passed, idle, startChecks]);

  const back = <Link to={ROUTES.purchase}>{ORDER_SCREEN_TEXT.back}</Link>;
  let body;
  if (!valid || quote.isError)
    body = (
      <p role="alert">
        {ORDER_SCREEN_TEXT.unknownFund} {back}
      </p>
    );
  else if (!fund || !user) body = <p role="status">{ORDER_SCREEN_TEXT.loading}</p>;
  else if (!fund.white)
    body = (
      <p role="alert">
        {NOT_SOLD_ONLINE} {back}
      </p>
    );
  else if (!action.business)
    body = (
      <p role="alert">
        {ORDER_SCREEN_TEXT.paused} {back}
      </p>
    );
  else {
    const verdict = passed?.verdict ?? ('run' in flow.state ? flow.state.run.verdict : undefined);
    const stop = flow.state.step === 'stopped' ? flow.state.stop : undefined;
    const ended = flow.state.step === 'cancelled' || flow.state.step === 'stopped';
    const checking = !passed && !ended;
    const card = suitabilityCard(user.riskLevel, fund.fundRiskLevel, { verdict, stop, checking });
    body = (
      <>
        <FundHeading fund={fund}>
          {!isPrivateProduct(fund.productType) && <PlanEntry fundCode={fund.fundCode} />}
          <span className="gz-purchase__fund-links">
            {isPrivateProduct(fund.productType) && (
              <>
                <Button onClick={() => setPreviewing(true)}>{ORDER_SCREEN_TEXT.contracts}</Button>
                <Link to={ROUTES.signingRecords}>{ORDER_SCREEN_TEXT.records}</Link>
              </>
            )}
            <a href={productDetailUrl(fund.fundCode)} target="_blank" rel="noopener noreferrer">
              {PUBLIC_SITE_PAGES.productDetail.title}
              <span className="gz-visually-hidden">{NEW_WINDOW_TEXT}</span>
            </a>
          </span>
        </FundHeading>
        {fund.figuresWithheld && (
          <p className="gz-purchase__withheld" role="note">
            {WITHHELD_TEXT.why}{' '}
            <WithheldNotice reason={fund.figuresWithheld} isNaturalPerson={user.isNaturalPerson} />
          </p>
        )}
        <SuitabilityCardView card={card} />
        {/* The amount comes right after the verdict (issue 38 item 6); the fee table, for reference, after the
            form, where its skeleton's size moves nothing the investor is reaching for (issue 30). */}
        {passed ? (
          <OrderForm
            fund={fund}
            businessType={action.business}
            noun={action.noun}
            isNaturalPerson={user.isNaturalPerson}
            tradeAccounts={user.tradeAccounts}
            confirmations={orderConfirmations(passed.confirmed)}
            serverOffsetMs={offset}
            onPlaced={(order) => {
              forgetPass(fund.fundCode);
              if (isPrivateProduct(fund.productType)) setPrivateAppNo(order.appNo);
            }}
          />
        ) : ended ? (
          <p className="gz-purchase__unchecked">
            {ORDER_SCREEN_TEXT.unchecked}{' '}
            <Button onClick={startChecks}>{ORDER_SCREEN_TEXT.checkAgain}</Button> {back}
          </p>
        ) : (
          <p role="status">{ORDER_SCREEN_TEXT.checking}</p>
        )}
        <FundFeeTable
          fundCode={fund.fundCode}
          businessType={action.business}
          noun={action.noun}
          isNaturalPerson={user.isNaturalPerson}
        />
        {privateAppNo && <PrivateOrderPanel appNo={privateAppNo} isNaturalPerson={user.isNaturalPerson} />}
        {previewing && (
          <ContractPreviewDialog fundCode={fund.fundCode} onClose={() => setPreviewing(false)} />
        )}
        <SuitabilityDialogs
          state={flow.state}
          send={flow.send}
          onNavigate={(to) => void navigate(to)}
          facts={comparisonFacts(knownFacts(user, fund), verdict)}
          serverOffsetMs={offset}
        />
      </>
    );
  }
  return (
    <section aria-labelledby="purchase-order-title" className="gz-app-card gz-purchase">
      <h1 id="purchase-order-title">{ORDER_SCREEN_TEXT.title}</h1>
      {body}
    </section>
  );
}
