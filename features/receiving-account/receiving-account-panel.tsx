import { useFetchReceivingAccountsQuery } from '@/api/bank/endpoints';

import { ReceivingAccountView } from './receiving-account-view';

export interface ReceivingAccountPanelProps {
  /** The direct-sale fund whose receiving accounts are shown. */
  fundCode: string;
  title?: string;
}

/**
 * GET /v1/bank/receivables for one fund, quietly: the panel says itself that no account came back (a failed
 * query reads like an empty answer, since the investor cannot transfer either way; 403000 included).
 */
export function ReceivingAccountPanel({ fundCode, title }: ReceivingAccountPanelProps) {
  const { data, isLoading, isError } = useFetchReceivingAccountsQuery({ fundCode, silent: true });
  return <ReceivingAccountView accounts={data} loading={isLoading} failed={isError} title={title} />;
}
