import type { TransitItem } from '@/api/account/contract-assets';
import type { SwitchBody, SwitchData } from '@/api/order/contract-switch';
import { usePlaceSwitchMutation } from '@/api/order/endpoints-switch';
import { sameIntent, useFindPlaced, useOnceSubmission } from '@/features/trade-kit';

export interface SwitchChoice {
  fundCode: string;
  tradeAccount: string;
  targetFundCode: string;
  /** Shares with exactly two places. */
  applyShare: string;
}

const switchBody = (choice: SwitchChoice, password: string): SwitchBody => ({ ...choice, password });

/** The out-leg of this intent: same fund, trade account and shares, a switch applied and not yet confirmed. */
const isPlaced = (order: TransitItem, body: SwitchBody) =>
  order.businessType === 'SwitchOut' && sameIntent(order, body, 'applyShare');

/** A switch sent exactly once, as redemptions are (one Idempotency-Key per intent, looked up if lost). */
export function useSwitch() {
  const [place] = usePlaceSwitchMutation();
  const findPlaced = useFindPlaced(isPlaced);
  return useOnceSubmission<SwitchChoice, SwitchBody, SwitchData>(place, switchBody, findPlaced);
}
