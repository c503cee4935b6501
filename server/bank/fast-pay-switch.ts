/**
 * 开通/关闭快捷支付 on a card already bound (issue 41 item 1). Opening: the card's bank must offer fast pay
 * through the channel, the 《快捷支付服务协议》 accepted, the bank's SMS to the card's reserved phone confirmed;
 * the agreement is then signed and kept as evidence, as when a new card is bound with fast pay. Closing: the
 * trade password. Both are recorded (bank_fast_pay_switches).
 */
import { bankByCode } from '@/shared/bank/banks';
import { BANK_CARD_TEXT } from '@/shared/bank/card-texts';

import { signOwnAgreement } from '../agreement/agreement-file';
import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { maskCardNo } from './channels';
import type { CardRow } from './store-cards';

export const SWITCH_TEXT = {
  noFastPay: '该银行暂不支持快捷支付，可绑定后使用汇款支付',
  alreadyOpen: '该银行卡已开通快捷支付，无需重复开通',
  opened: BANK_CARD_TEXT.fastPayOpened,
  closed: BANK_CARD_TEXT.fastPayClosed,
} as const;

/** Why fast pay cannot be opened on this bound card, or nothing. */
export function assertOpenable(card: CardRow): void {
  if (card.fast_pay) throw hint(SWITCH_TEXT.alreadyOpen);
  if (!bankByCode(card.bank_code)?.fastPay) throw hint(SWITCH_TEXT.noFastPay);
}

/** The agreement signed for this card: its signature and its evidence (inside the caller's transaction). */
export function signFastPayAgreement(ctx: Context, sign: { card: CardRow; sessionHash: string }): void {
  signOwnAgreement(ctx, {
    accountId: sign.card.account_id,
    sessionHash: sign.sessionHash,
    slug: 'fast-pay-agreement',
    type: 'fastPay',
    detail: { bankCode: sign.card.bank_code, cardNoMasked: maskCardNo(sign.card.card_no) },
    now: ctx.clock.now(),
  });
}
