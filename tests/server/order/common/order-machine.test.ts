import {
  ORDER_CODES,
  cancelDeadline,
  isCancellable,
  nextState,
  type OrderFacts,
  type OrderState,
} from '@/server/order/common/order-machine';

const shanghai = (iso: string) => Date.parse(`${iso}+08:00`);
const order = (state: OrderState): OrderFacts => ({ state, tradeDate: '20261123', confirmDate: '20261125' });

describe('the order state machine', () => {
  it('maps each state to the spec’s order status and confirmation status', () => {
    expect(ORDER_CODES).toEqual({
      applied: { orderStatus: '0', confirmStatus: '9' },
      confirmed: { orderStatus: '1', confirmStatus: '1' },
      partlyConfirmed: { orderStatus: '1', confirmStatus: '2' },
      failed: { orderStatus: '2', confirmStatus: '0' },
      cancelled: { orderStatus: '3', confirmStatus: '4' },
    });
  });

  it('confirms an applied order on or after its confirm date: full, partial or failed', () => {
    expect(nextState(order('applied'), { type: 'confirm', on: '20261125', outcome: 'full' })).toBe(
      'confirmed',
    );
    expect(nextState(order('applied'), { type: 'confirm', on: '20261126', outcome: 'partial' })).toBe(
      'partlyConfirmed',
    );
    expect(nextState(order('applied'), { type: 'confirm', on: '20261125', outcome: 'failed' })).toBe(
      'failed',
    );
  });

  it('refuses to confirm before the confirm date or twice', () => {
    expect(() => nextState(order('applied'), { type: 'confirm', on: '20261124', outcome: 'full' })).toThrow(
      '未到确认日（2026-11-25），不能确认',
    );
    expect(() => nextState(order('confirmed'), { type: 'confirm', on: '20261125', outcome: 'full' })).toThrow(
      '订单状态为确认成功，不能再次确认',
    );
    expect(() => nextState(order('cancelled'), { type: 'confirm', on: '20261125', outcome: 'full' })).toThrow(
      expect.objectContaining({ kind: 'invalid-transition', message: '订单状态为已撤销，不能再次确认' }),
    );
  });

  it('cancels an applied order before 15:00 of its trade date, not from 15:00 on', () => {
    expect(nextState(order('applied'), { type: 'cancel', at: shanghai('2026-11-23T14:59:59.999') })).toBe(
      'cancelled',
    );
    expect(() =>
      nextState(order('applied'), { type: 'cancel', at: shanghai('2026-11-23T15:00:00') }),
    ).toThrow('已过撤单截止时间（2026-11-23 15:00），不能撤单');
    expect(cancelDeadline(order('applied'))).toBe(shanghai('2026-11-23T15:00:00'));
  });

  it.each([
    ['confirmed', '订单已确认，不能撤单'],
    ['partlyConfirmed', '订单已确认，不能撤单'],
    ['failed', '订单已确认失败，不能撤单'],
    ['cancelled', '订单已撤单，请勿重复撤单'],
  ] as const)('refuses to cancel a %s order', (state, message) => {
    expect(() => nextState(order(state), { type: 'cancel', at: shanghai('2026-11-23T10:00:00') })).toThrow(
      message,
    );
  });

  it('lists an order as cancellable only while applied and before the cut-off', () => {
    const before = shanghai('2026-11-23T10:00:00');
    expect(isCancellable(order('applied'), before)).toBe(true);
    expect(isCancellable(order('applied'), shanghai('2026-11-23T15:00:00'))).toBe(false);
    expect(isCancellable(order('confirmed'), before)).toBe(false);
  });
});
