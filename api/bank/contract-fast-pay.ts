import { Type, type Static } from '@sinclair/typebox';

import { Encrypted, object, SmsCode, str } from '../core/contract';
import { BankCard } from './contract-cards';

const Id = str(20, { pattern: '^[0-9]+$' });

/**
 * 开通快捷支付 POST /v1/bank/fastPay/open on a bound card: the 《快捷支付服务协议》 accepted; the bank sends its
 * SMS to the card's reserved phone (60 s between sends). Refused for a card with fast pay already opened and
 * for a bank whose channel offers none.
 */
export const FastPayOpenBody = object({ cardId: Id, agreed: Type.Literal(true) });
export type FastPayOpenBody = Static<typeof FastPayOpenBody>;
/** The opening to confirm and where the code went. */
export const FastPayOpenData = object({ openId: Type.String(), phoneMasked: Type.String() });
export type FastPayOpenData = Static<typeof FastPayOpenData>;

/** 重发银行验证码 POST /v1/bank/fastPay/send: the masked reserved phone. */
export const FastPaySendBody = object({ openId: Id });
export type FastPaySendBody = Static<typeof FastPaySendBody>;

/**
 * 确认开通 POST /v1/bank/fastPay/confirm: the bank's code; the agreement is signed and kept as evidence. The
 * same opening confirmed again answers the card again (nothing signed twice).
 */
export const FastPayConfirmBody = object({ openId: Id, code: SmsCode });
export type FastPayConfirmBody = Static<typeof FastPayConfirmBody>;

/** 关闭快捷支付 POST /v1/bank/fastPay/close: the trade password (RSA-encrypted); closing twice is one closing. */
export const FastPayCloseBody = object({ cardId: Id, password: Encrypted });
export type FastPayCloseBody = Static<typeof FastPayCloseBody>;

/** Both answer the card as it is now. */
export const FastPayConfirmData = BankCard;
export type FastPayConfirmData = Static<typeof FastPayConfirmData>;
export const FastPayCloseData = BankCard;
export type FastPayCloseData = Static<typeof FastPayCloseData>;
export const FastPaySendData = Type.String();
