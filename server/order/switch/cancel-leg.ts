import type { Context } from '../../core/context';
import { factsOf, nextState } from '../common/order-machine';
import { findOrder, setOrderState } from '../common/store';
import { switchOfLeg } from './store';

/** The in-leg is shown and cancelled through its out-leg (the switch is one intent). */
export const listedForCancel = (row: { business_type: string }) => row.business_type !== 'SwitchIn';

/** A switch is cancelled whole: cancelling one leg (inside its transaction) cancels the other too. */
export function cancelOtherLeg(ctx: Context, appNo: string, at: number): void {
  const link = switchOfLeg(ctx, appNo);
  if (!link) return;
  const other = findOrder(ctx, link.out_app_no === appNo ? link.in_app_no : link.out_app_no);
  if (!other || other.state !== 'applied') return;
  setOrderState(ctx, other.app_no, nextState(factsOf(other), { type: 'cancel', at }), at);
}
