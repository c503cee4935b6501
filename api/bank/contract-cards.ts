import { Type, type Static } from '@sinclair/typebox';

import { EmptyQuery, Nullable, object, SmsCode, str, StringEnum, Token } from '../core/contract';
import { Money } from '../core/contract-trading';

/**
 * A bank the portal binds cards of (shared/bank/banks.ts): its full and short names, the BINs that recognise
 * a card number as it is typed (empty when none is known: the investor chooses the bank), whether its cards
 * end in a Luhn check digit.
 */
export const BankChannel = object({
  bankCode: Type.String(),
  bankName: Type.String(),
  shortName: Type.String(),
  prefixes: Type.Array(Type.String()),
  luhn: Type.Boolean(),
  /** Quick-payment limits in yuan; null when the channel offers no fast pay for the bank. */
  singleLimit: Nullable(Type.Integer()),
  dailyLimit: Nullable(Type.Integer()),
});
export type BankChannel = Static<typeof BankChannel>;

const FastPayLimits = object({ singleLimit: Money, dailyLimit: Money, paidToday: Money });

/** A bound card, its number masked. */
export const BankCard = object({
  id: Type.String(),
  bankCode: Type.String(),
  bankName: Type.String(),
  cardNoMasked: Type.String(),
  phoneMasked: Type.String(),
  fastPay: Type.Boolean(),
  boundAt: Type.String(),
  /**
   * A fast-pay card's limits in yuan: its bank's single-order and daily limits and what the card paid
   * today (Shanghai day, the back office's clock); null when fast pay is not opened.
   */
  fastPayLimits: Nullable(FastPayLimits),
});
export type BankCard = Static<typeof BankCard>;

/** 银行渠道 GET /v1/bank/channel: the banks and the investor's bound cards. */
export const ChannelQuery = EmptyQuery;
export type ChannelQuery = Static<typeof ChannelQuery>;
/** 银行渠道 GET /v1/bank/channel */
export const ChannelData = object({ banks: Type.Array(BankChannel), cards: Type.Array(BankCard) });
export type ChannelData = Static<typeof ChannelData>;

/**
 * 绑定银行卡 POST /v1/bank: starts a binding (the bank sends an SMS to the reserved phone; 60 s between
 * sends). 402012 when the card is bound already; 400004 when the number is not a card of that bank.
 */
export const BindBody = object({
  bankCode: str(8, { pattern: '^[0-9A-Z]+$' }),
  cardNo: str(19, { pattern: '^[0-9]{16,19}$' }),
  phone: str(11, { pattern: '^1[3-9][0-9]{9}$' }),
  /** '1' opens quick payment with the card (快捷支付). */
  fastPay: StringEnum(['0', '1']),
  /** The agreement was read and accepted. */
  agreed: Type.Literal(true),
});
export type BindBody = Static<typeof BindBody>;
/** 绑定银行卡 POST /v1/bank: the binding to confirm and where the code went. */
export const BindData = object({ bindId: Type.String(), phoneMasked: Type.String() });
export type BindData = Static<typeof BindData>;

/** 重发银行验证码 POST /v1/bank/send */
export const BankSendBody = object({ bindId: str(20, { pattern: '^[0-9]+$' }) });
export type BankSendBody = Static<typeof BankSendBody>;
/** 重发银行验证码 POST /v1/bank/send: the masked reserved phone. */
export const BankSendData = Type.String();
export type BankSendData = Static<typeof BankSendData>;

/** 确认绑卡 POST /v1/bank/confirm: the bank's SMS code. */
export const ConfirmBody = object({ bindId: str(20, { pattern: '^[0-9]+$' }), code: SmsCode });
export type ConfirmBody = Static<typeof ConfirmBody>;
/** 确认绑卡 POST /v1/bank/confirm: the bound card. */
export const ConfirmData = BankCard;
export type ConfirmData = Static<typeof ConfirmData>;

/**
 * 解绑申请 POST /v1/bank/untie/pay: the 2fa ticket; 400038 for the last card or a card with money in transit
 * (a buying order not confirmed yet). The bank then sends its SMS to the card's reserved phone.
 */
export const UntiePayBody = object({ cardId: str(20, { pattern: '^[0-9]+$' }), ticket: Token });
export type UntiePayBody = Static<typeof UntiePayBody>;
/** 解绑申请 POST /v1/bank/untie/pay: the masked reserved phone. */
export const UntiePayData = Type.String();
export type UntiePayData = Static<typeof UntiePayData>;

/** 解绑确认 POST /v1/bank/untie/verify: the bank's SMS code; the same checks again. */
export const UntieVerifyBody = object({ cardId: str(20, { pattern: '^[0-9]+$' }), code: SmsCode });
export type UntieVerifyBody = Static<typeof UntieVerifyBody>;
/** 解绑确认 POST /v1/bank/untie/verify */
export const UntieVerifyData = Type.Null();
export type UntieVerifyData = Static<typeof UntieVerifyData>;
