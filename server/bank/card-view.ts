import type { BankCard } from '@/api/bank/contract-cards';
import { bankName } from '@/shared/bank/banks';
import { formatShanghaiMinute } from '@/shared/time';

import { maskPhone } from '../auth/rules';
import type { Context } from '../core/context';
import { hint } from '../core/http/envelope';
import { maskCardNo } from './channels';
import { fastPayLimitsOf } from './fast-pay';
import { cardById, type CardRow } from './store-cards';

export const NOT_FOUND = '没有找到该银行卡';

/** A card as the investor sees it: the bank's name from the one table, the number and phone masked. */
export function cardView(ctx: Context, row: CardRow): BankCard {
  return {
    id: String(row.id),
    bankCode: row.bank_code,
    bankName: bankName(row.bank_code),
    cardNoMasked: maskCardNo(row.card_no),
    phoneMasked: maskPhone(row.phone),
    fastPay: !!row.fast_pay,
    boundAt: formatShanghaiMinute(row.bound_at ?? row.created_at),
    fastPayLimits: row.state === 'bound' ? fastPayLimitsOf(ctx, row, ctx.clock.now()) : null,
  };
}

/** The caller's own card in the given state; another investor's card is not found. */
export function ownCard(
  ctx: Context,
  accountId: number,
  id: string | number,
  state: CardRow['state'],
): CardRow {
  const card = cardById(ctx, Number(id));
  if (!card || card.account_id !== accountId || card.state !== state) throw hint(NOT_FOUND);
  return card;
}
