import { Type, type Static } from '@sinclair/typebox';

import { Day, FundCode, object, query, Time } from '../core/contract';

/** 直销收款账户 GET /v1/bank/receivables (session needed). */
export const ReceivablesQuery = query({ fundCode: FundCode });
export type ReceivablesQuery = Static<typeof ReceivablesQuery>;

/** A direct-sale receiving account of a fund. */
export const ReceivingAccount = object({
  bankName: Type.String(),
  /** Account holder. */
  name: Type.String(),
  /** Opening bank branch. */
  station: Type.String(),
  account: Type.String(),
  /** Big-amount payment number. */
  payCode: Type.Optional(Type.String()),
  /**
   * When the fund takes an order now: the remittance deadline of an order placed now (date and time,
   * Asia/Shanghai), the same on every account; absent when the fund takes no buying order.
   */
  remitDeadDate: Type.Optional(Day),
  remittanceTime: Type.Optional(Time),
});
export type ReceivingAccount = Static<typeof ReceivingAccount>;
/** 直销收款账户 GET /v1/bank/receivables */
export const ReceivablesData = Type.Array(ReceivingAccount);
export type ReceivablesData = Static<typeof ReceivablesData>;
