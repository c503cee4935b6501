/** GET /v1/bank/receivables?fundCode=: the direct-sale receiving accounts of a fund (session needed). */
export interface ReceivingAccountQuery {
  fundCode: string;
}

export interface ReceivingAccount {
  bankName: string;
  /** Account holder. */
  name: string;
  /** Opening bank branch. */
  station: string;
  account: string;
  /** Big-amount payment number. */
  payCode?: string;
}
