/** GET /v1/bank/receivables?fundCode=: the direct-sale receiving accounts of a fund (api/bank/contract.ts). */
export type { ReceivablesQuery as ReceivingAccountQuery, ReceivingAccount } from '../bank/contract';
