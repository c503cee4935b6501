import { useSearchParams } from 'react-router-dom';

import { useFetchRedeemableFundsQuery } from '@/api/fund/endpoints-redeem';

const FUND_CODE = /^[0-9]{6}$/;
const TRADE_ACCOUNT = /^[0-9A-Za-z]{1,32}$/;

/**
 * The holding a redeem or switch screen was opened for (?id=<encoded fund code>&account=<encoded trade
 * account>): the pair, whether it is well-formed, the redeemable holdings (fetched only then) and the one found.
 */
export function useRequestedHolding() {
  const [search] = useSearchParams();
  // URLSearchParams has decoded the encoded values once.
  const fundCode = search.get('id') ?? '';
  const tradeAccount = search.get('account') ?? '';
  const valid = FUND_CODE.test(fundCode) && TRADE_ACCOUNT.test(tradeAccount);
  const list = useFetchRedeemableFundsQuery(undefined, { skip: !valid });
  const found = list.data?.holdings.find((h) => h.fundCode === fundCode && h.tradeAccount === tradeAccount);
  return { fundCode, tradeAccount, valid, list, found };
}
