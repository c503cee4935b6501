import type { YyyyMmDd } from '@/shared/time';

import type { Context } from '../../core/context';
import { transaction } from '../../core/db/database';
import { factsOf, nextState, type ConfirmOutcome } from '../common/order-machine';
import { setOrderState, type OrderRow } from '../common/store';
import { confirmationOf, NOTHING_MOVED, insertConfirmation } from '../common/store-confirm';
import { setHoldingDividendType } from './store-change';

/** Puts a due dividend-method change in effect: the holding's method, the order confirmed. */
export function confirmDividendChange(
  ctx: Context,
  order: OrderRow,
  today: YyyyMmDd,
  now: number,
): ConfirmOutcome {
  const state = nextState(factsOf(order), { type: 'confirm', on: today, outcome: 'full' });
  transaction(ctx, () => {
    setOrderState(ctx, order.app_no, state, now);
    setHoldingDividendType(
      ctx,
      { accountId: order.account_id, tradeAccount: order.trade_account, fundCode: order.fund_code },
      order.dividend_type,
    );
    insertConfirmation(
      ctx,
      confirmationOf(order, {
        confirmDate: today,
        confirmStatus: '1',
        ...NOTHING_MOVED,
        reason: null,
        at: now,
      }),
    );
  });
  return 'full';
}
