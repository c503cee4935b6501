import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import type { RedeemableHolding } from '@/api/fund/contract';
import { fundRedeemApi, useFetchRedeemableFundsQuery } from '@/api/fund/endpoints-redeem';
import type { CancellableOrder } from '@/api/order/contract-changes';
import { useLazyValidateTradeTimeQuery } from '@/api/order/endpoints';
import { sellingApi, useFetchCancellableOrdersQuery } from '@/api/order/endpoints-selling';
import {
  CancelDialog,
  CancellableOrders,
  canRedeem,
  DividendDialog,
  HoldingsTable,
  redeemOrderPath,
  switchOrderPath,
} from '@/features/redeem';
import { useServerOffset } from '@/features/trade-kit';
import { WarningDialog } from '@/shared/components/dialogs';
import { LoadFailed } from '@/shared/components/load-failed';
import { useInvestor } from '@/store/use-investor';

import type { Preload } from '../../shell/opening-screen';
import { ScreenPlaceholder, useSettledOnce } from '../../shell/screen-placeholder';
import { loadAhead, loadRedeemOrderScreen } from '../order-screens';

const REDEEM_SCREEN_TEXT = {
  title: '赎回基金',
  failed: '持仓加载失败',
  notTradingTitle: '温馨提示',
  notTrading: '当前为非交易时间',
} as const;

/** /trade-center/redeem: the holdings that can be redeemed, the dividend method, the orders that can be cancelled. */
export function RedeemScreen() {
  const navigate = useNavigate();
  const user = useInvestor();
  // Fresh after every order: a redemption freezes shares, a cancellation frees them (both invalidate the tags).
  const holdings = useFetchRedeemableFundsQuery();
  const cancellable = useFetchCancellableOrdersQuery();
  const offset = useServerOffset();
  const [validateTradeTime, tradeTime] = useLazyValidateTradeTimeQuery();
  const [notTrading, setNotTrading] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<CancellableOrder | null>(null);
  const [dividendOf, setDividendOf] = useState<RedeemableHolding | null>(null);
  const isNaturalPerson = user?.isNaturalPerson ?? true;
  // The holdings and the cancellable orders draw together: the list of orders below would otherwise jump
  // down as the holdings' rows arrive.
  const drawn = useSettledOnce(!holdings.isLoading && !cancellable.isLoading);

  // The buttons ignore clicks while loading; the trading time is checked before going on to the order.
  const redeem = async (holding: RedeemableHolding) => {
    if (!canRedeem(holding) || tradeTime.isFetching || !holding.redeemBusiness) return;
    loadAhead(loadRedeemOrderScreen);
    const answer = await validateTradeTime({
      fundCode: holding.fundCode,
      businessType: holding.redeemBusiness,
      productCategory: holding.productCategory,
      silent: true,
    });
    if (answer.data && !answer.data.valid) setNotTrading(answer.data.reason ?? REDEEM_SCREEN_TEXT.notTrading);
    else if (answer.data) void navigate(redeemOrderPath(holding.fundCode, holding.tradeAccount));
  };

  return (
    <section aria-labelledby="redeem-title" className="gz-app-card gz-redeem">
      <h1 id="redeem-title">{REDEEM_SCREEN_TEXT.title}</h1>
      {!drawn ? (
        <ScreenPlaceholder className="gz-redeem__placeholder" />
      ) : holdings.isError ? (
        <LoadFailed message={REDEEM_SCREEN_TEXT.failed} onRetry={() => void holdings.refetch()} />
      ) : (
        <HoldingsTable
          holdings={holdings.data?.holdings}
          loading={holdings.isFetching}
          busy={tradeTime.isFetching || holdings.isFetching}
          onRedeem={(holding) => void redeem(holding)}
          onChangeDividend={setDividendOf}
          onSwitch={(holding) => void navigate(switchOrderPath(holding.fundCode, holding.tradeAccount))}
        />
      )}
      {drawn && (
        <CancellableOrders
          orders={cancellable.data}
          failed={cancellable.isError}
          onRetry={() => void cancellable.refetch()}
          serverOffsetMs={offset}
          onCancel={setCancelling}
        />
      )}
      <CancelDialog
        order={cancelling}
        isNaturalPerson={isNaturalPerson}
        onClose={() => setCancelling(null)}
        onCancelled={() => setCancelling(null)}
      />
      <DividendDialog
        holding={dividendOf}
        isNaturalPerson={isNaturalPerson}
        onClose={() => setDividendOf(null)}
      />
      <WarningDialog
        open={notTrading !== null}
        title={REDEEM_SCREEN_TEXT.notTradingTitle}
        message={notTrading ?? ''}
        onClose={() => setNotTrading(null)}
      />
    </section>
  );
}

/** The holdings and the cancellable orders, for a visit that opens here (see shell/opening-screen.ts). */
RedeemScreen.preload = ((dispatch) => {
  void dispatch(fundRedeemApi.util.prefetch('fetchRedeemableFunds', undefined, {}));
  void dispatch(sellingApi.util.prefetch('fetchCancellableOrders', undefined, {}));
}) satisfies Preload;
