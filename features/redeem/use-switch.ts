import { useCallback } from 'react';

import type { SwitchBody, SwitchData } from '@/api/order/contract-switch';
import { usePlaceSwitchMutation } from '@/api/order/endpoints-switch';
import { useFindInTransit, useOnceSubmission } from '@/features/trade-kit';

export interface SwitchChoice {
  fundCode: string;
  tradeAccount: string;
  targetFundCode: string;
  /** Shares with exactly two places. */
  applyShare: string;
}

const switchBody = (choice: SwitchChoice, password: string): SwitchBody => ({ ...choice, password });

/** A switch sent exactly once, as redemptions are (one Idempotency-Key per intent, looked up if lost). */
export function useSwitch() {
  const [place] = usePlaceSwitchMutation();
  const findInTransit = useFindInTransit();
  // The out-leg of this intent: same fund, trade account and shares, a switch applied and not yet confirmed.
  const findPlaced = useCallback(
    (body: SwitchBody) =>
      findInTransit(
        (order) =>
          order.businessType === 'SwitchOut' &&
          order.fundCode === body.fundCode &&
          order.tradeAccount === body.tradeAccount &&
          order.applyShare === body.applyShare,
      ),
    [findInTransit],
  );
  return useOnceSubmission<SwitchChoice, SwitchBody, SwitchData>(place, switchBody, findPlaced);
}
