import { useState } from 'react';
import { Link } from 'react-router-dom';

import type { RedeemableHolding } from '@/api/fund/contract';
import { useFetchRedeemableQuery } from '@/api/order/endpoints-selling';
import { canRedeem, QuickCash, RedeemForm } from '@/features/redeem';
import { ROUTES } from '@/shared/routing';
import { REDEEM_SHARES_TEXT } from '@/shared/trading';
import { useInvestor } from '@/store/use-investor';

import { FundHeading } from '../fund-heading';
import { useRequestedHolding } from './use-requested-holding';

const REDEEM_ORDER_TEXT = {
  title: '赎回下单',
  loading: '正在加载持仓…',
  abnormal: REDEEM_SHARES_TEXT.abnormal,
  hotline: '客服热线 95517',
  back: '返回赎回列表',
} as const;

/**
 * TradeCenterRedeemOrder (?id=<encoded fund code>&account=<encoded trade account>): the form, when the pair
 * is among the investor's redeemable holdings (checked with GET /v1/order/redeemable while the back office's
 * switch is on); otherwise 交易异常，请联系客服.
 */
export function RedeemOrderScreen() {
  const { fundCode, tradeAccount, valid, list, found } = useRequestedHolding();
  const user = useInvestor();
  const checkOn = list.data?.redeemableCheck ?? true;
  const redeemable = useFetchRedeemableQuery(
    { fundCode, tradeAccount, silent: true },
    { skip: !valid || !list.data || !checkOn },
  );
  const checked = !checkOn || (redeemable.data !== undefined && redeemable.data.length > 0);
  const ready = found && canRedeem(found) && checked ? found : undefined;
  // The redemption refreshes the holdings (cache tags); the form keeps the holding it opened with, so that
  // its result stays on screen when the shares it froze make the holding no longer redeemable.
  const [kept, setKept] = useState<RedeemableHolding>();
  const keptHere = kept?.fundCode === fundCode && kept.tradeAccount === tradeAccount ? kept : undefined;
  // A quick withdrawal (快速取现) took shares at once: the form takes the holding as it is afterwards.
  const [quickTaken, setQuickTaken] = useState(false);
  const refreshed = quickTaken && ready && ready.availableShares !== keptHere?.availableShares;
  if (ready && (!keptHere || refreshed)) {
    setKept(ready);
    if (refreshed) setQuickTaken(false);
  }
  const holding = keptHere ?? ready;
  const back = <Link to={ROUTES.redeem}>{REDEEM_ORDER_TEXT.back}</Link>;
  const abnormal = (
    <p role="alert" className="gz-redeem__alert">
      {REDEEM_ORDER_TEXT.abnormal}（{REDEEM_ORDER_TEXT.hotline}） {back}
    </p>
  );

  let body;
  if (!valid) body = abnormal;
  else if (holding && user)
    body = (
      <>
        <FundHeading fund={holding} />
        <QuickCash
          holding={holding}
          isNaturalPerson={user.isNaturalPerson}
          onWithdrawn={() => setQuickTaken(true)}
        />
        <RedeemForm holding={holding} isNaturalPerson={user.isNaturalPerson} />
        <p>{back}</p>
      </>
    );
  else if (list.isError || redeemable.isError) body = abnormal;
  else if (!list.data || !user || (checkOn && !redeemable.data))
    body = <p role="status">{REDEEM_ORDER_TEXT.loading}</p>;
  else body = abnormal;
  return (
    <section aria-labelledby="redeem-order-title" className="gz-app-card gz-redeem">
      <h1 id="redeem-order-title">{REDEEM_ORDER_TEXT.title}</h1>
      {body}
    </section>
  );
}
