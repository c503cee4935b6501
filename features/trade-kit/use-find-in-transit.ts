import { useCallback } from 'react';

import type { TransitItem } from '@/api/account/contract-assets';
import { assetsApi } from '@/api/account/endpoints-assets';

/**
 * Looks for the order of an intent among the investor's orders in transit (GET /v1/account/assets/transit,
 * fetched afresh): how a screen finds the order of an intent whose answer was lost before it offers to send it
 * again. `isPlaced` (a module-level function) tells the intent's order. A failed lookup finds nothing (the
 * screen then offers the resend, which the Idempotency-Key keeps single).
 */
export function useFindPlaced<Body>(
  isPlaced: (order: TransitItem, body: Body) => boolean,
): (body: Body) => Promise<boolean> {
  const [fetchTransit] = assetsApi.endpoints.fetchTransit.useLazyQuery();
  return useCallback(
    async (body) => {
      const answer = await fetchTransit({ silent: true }, false);
      return (answer.data ?? []).some((order) => isPlaced(order, body));
    },
    [fetchTransit, isPlaced],
  );
}

/** An intent as its order in transit shows it: the fund, the trade account, the amount or the shares. */
interface Intent {
  fundCode: string;
  tradeAccount: string;
  applySum?: string;
  applyShare?: string;
}

/** An order in transit for the same fund, trade account and amount (or shares) as the intent. */
export function sameIntent(order: TransitItem, intent: Intent, amount: 'applySum' | 'applyShare'): boolean {
  return (
    order.fundCode === intent.fundCode &&
    order.tradeAccount === intent.tradeAccount &&
    order[amount] === intent[amount]
  );
}
