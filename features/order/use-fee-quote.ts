import { useEffect, useState } from 'react';

import type { BuyBusinessType } from '@/api/core/contract-trading';
import type { TradingPoundageData } from '@/api/order/contract-orders';
import { useQuoteTradingFeeMutation } from '@/api/order/endpoints-orders';
import type { FeeModeCode } from '@/shared/trading';

/** Waits for the investor to pause typing before asking for the fee. */
const FEE_QUOTE_DELAY_MS = 400;

/**
 * The fee of a valid amount (POST /v1/order/tradingPoundage, quietly: a failed quote just shows no fee);
 * `applySum` is undefined while the amount is invalid. Back-end (B): the back office quotes no fee now.
 */
export function useFeeQuote(
  fundCode: string,
  businessType: BuyBusinessType,
  applySum: string | undefined,
  feeMode: FeeModeCode = 'A',
) {
  const [quoteTradingFee] = useQuoteTradingFeeMutation();
  const [quote, setQuote] = useState<TradingPoundageData>();
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setQuote(undefined);
    if (!applySum) {
      setLoading(false);
      return undefined;
    }
    let live = true;
    setLoading(true);
    const timer = window.setTimeout(() => {
      void quoteTradingFee({ fundCode, businessType, applySum, feeMode, silent: true }).then((answer) => {
        if (!live) return;
        setLoading(false);
        setQuote(answer.data);
      });
    }, FEE_QUOTE_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [fundCode, businessType, applySum, feeMode, quoteTradingFee]);
  return { quote, loading };
}
