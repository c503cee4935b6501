import { Type, type Static } from '@sinclair/typebox';

import { Encrypted, NoData, object } from '../core/contract';
import { TradeAccount } from '../core/contract-trading';

/**
 * 交易密码校验 POST /v1/account/password: the trade-password dialog. password is RSA-encrypted like the
 * login password; tradeAccount (optional) names the account of a multi-account investor. A wrong password
 * answers a hint state whose message (with the attempts left, or the lock) is shown under the field.
 */
export const AccountPasswordBody = object({
  password: Encrypted,
  tradeAccount: Type.Optional(TradeAccount),
});
export type AccountPasswordBody = Static<typeof AccountPasswordBody>;
/** 交易密码校验 POST /v1/account/password: data null; success means the password is right. */
export const AccountPasswordData = NoData;
export type AccountPasswordData = Static<typeof AccountPasswordData>;
