import { useState } from 'react';

import type { TradeTimeValidateQuery } from '@/api/order/contract';
import { useLazyValidateTradeTimeQuery } from '@/api/order/endpoints';
import { WarningDialog } from '@/shared/components/dialogs';

interface TradeTimeWords {
  /** The not-trading dialog's title. */
  title: string;
  /** Its message when the back office gives no reason. */
  fallback: string;
}

/** The trading-time gate of an order form (useTradeTimeGate). */
export type TradeTimeGate = ReturnType<typeof useTradeTimeGate>;

/**
 * Before the trade password: the trading time may have ended since the list checked it, so it is asked again
 * (GET /v1/order/tradeTime/validate); outside it the not-trading dialog shows instead of the password.
 */
export function useTradeTimeGate(words: TradeTimeWords) {
  const [validateTradeTime, tradeTime] = useLazyValidateTradeTimeQuery();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [notTrading, setNotTrading] = useState<string | null>(null);
  const check = async (trade: TradeTimeValidateQuery) => {
    if (tradeTime.isFetching) return;
    const answer = await validateTradeTime({ ...trade, silent: true });
    if (answer.data && !answer.data.valid) setNotTrading(answer.data.reason ?? words.fallback);
    else setPasswordOpen(true);
  };
  return {
    check,
    checking: tradeTime.isFetching,
    passwordOpen,
    closePassword: () => setPasswordOpen(false),
    notTradingDialog: (
      <WarningDialog
        open={notTrading !== null}
        title={words.title}
        message={notTrading ?? ''}
        onClose={() => setNotTrading(null)}
      />
    ),
  };
}
