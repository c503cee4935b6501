import { useCallback } from 'react';

import { outcomeOf } from '@/api/core/outcome';
import { useLazySearchCrmFundsQuery, useLazySearchFundsQuery } from '@/api/fund/endpoints';

import { FundSearchView, type FundSearchViewProps } from './fund-search-view';
import type { FundSearchCall } from './use-fund-suggestions';

export interface FundSearchProps extends Omit<FundSearchViewProps, 'search'> {
  /** Only funds that can still be traded (filterFlag 1); true unless told otherwise. */
  tradeableOnly?: boolean;
  /** Only funds on the direct-sales white list, those this portal sells (whiteFlag 1); false unless told. */
  whiteListOnly?: boolean;
  /** A Registered (consignment) investor searches the consignment channel's funds: GET /v1/fund/search/crm. */
  consignment?: boolean;
}

/**
 * The fund search box of the screens: GET /v1/fund/search (or /search/crm), quietly (a failure shows in the
 * list; 403000, read through the one error reader, shows nothing at all).
 */
export function FundSearch({
  tradeableOnly = true,
  whiteListOnly = false,
  consignment = false,
  ...props
}: FundSearchProps) {
  const [searchDirect] = useLazySearchFundsQuery();
  const [searchCrm] = useLazySearchCrmFundsQuery();
  const searchFunds = consignment ? searchCrm : searchDirect;
  const search = useCallback<FundSearchCall>(
    async (content) =>
      outcomeOf(
        await searchFunds(
          {
            content,
            filterFlag: tradeableOnly ? '1' : undefined,
            whiteFlag: whiteListOnly ? '1' : undefined,
            silent: true,
          },
          true,
        ),
      ),
    [searchFunds, tradeableOnly, whiteListOnly],
  );
  return <FundSearchView {...props} search={search} />;
}
