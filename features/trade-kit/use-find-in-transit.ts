import { useCallback } from 'react';

import type { TransitItem } from '@/api/account/contract-assets';
import { assetsApi } from '@/api/account/endpoints-assets';

/**
 * Looks for an order among the investor's orders in transit (GET /v1/account/assets/transit, fetched afresh):
 * how a screen finds the order of an intent whose answer was lost before it offers to send it again. A failed
 * lookup finds nothing (the screen then offers the resend, which the Idempotency-Key keeps single).
 */
export function useFindInTransit(): (matches: (order: TransitItem) => boolean) => Promise<boolean> {
  const [fetchTransit] = assetsApi.endpoints.fetchTransit.useLazyQuery();
  return useCallback(
    async (matches) => {
      const answer = await fetchTransit({ silent: true }, false);
      return (answer.data ?? []).some(matches);
    },
    [fetchTransit],
  );
}
