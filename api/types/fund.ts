/** GET /v1/fund/search (api/fund/contract.ts). */
export type { FundSearchItem, FundSearchQuery } from '../fund/contract';
