import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

import { usePlaceOrder } from '@/features/order/use-place-order';

import { useApiTestServer as apiTestServer } from '../../api/support/setup';
import { envelope } from '../../api/support/test-server';
import { answerPurchaseCalls, ORDER, requestsTo } from '../../pages/index/trade-center/purchase-server';

const { setup, server } = apiTestServer();

const CHOICE = {
  fundCode: '970031',
  businessType: 'Purchase',
  tradeAccount: '990000000101',
  applySum: '1000.00',
  capitalMode: '1',
  feeMode: 'A',
} as const;

function renderPlaceOrder() {
  answerPurchaseCalls(server);
  const { store } = setup();
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => usePlaceOrder('Purchase'), { wrapper });
}

describe('usePlaceOrder', () => {
  it('two submits in the same tick make one intent: the second stays silent', async () => {
    const { result } = renderPlaceOrder();
    let outcomes: unknown[] = [];
    await act(async () => {
      outcomes = await Promise.all([
        result.current.submitWithPassword(CHOICE, '147258'),
        result.current.submitWithPassword(CHOICE, '147258'),
      ]);
    });
    expect(outcomes).toEqual([
      { ok: true, value: null },
      { ok: false, silent: true },
    ]);
    await waitFor(() => expect(result.current.state.phase).toBe('placed'));
    expect(requestsTo(server, 'POST', '/v1/account/password')).toHaveLength(1);
    expect(requestsTo(server, 'POST', '/v1/order/purchase')).toHaveLength(1);
  });

  it('a refusal frees the form for a new intent with a new key', async () => {
    const { result } = renderPlaceOrder();
    server.on('POST', '/v1/order/purchase', {
      body: envelope(null, 400035, '首次购买金额不能低于1000.00元'),
    });
    await act(() => result.current.submitWithPassword(CHOICE, '147258'));
    await waitFor(() =>
      expect(result.current.state).toMatchObject({
        phase: 'editing',
        message: '首次购买金额不能低于1000.00元',
      }),
    );
    server.on('POST', '/v1/order/purchase', { body: envelope(ORDER) });
    await act(() => result.current.submitWithPassword({ ...CHOICE, applySum: '2000.00' }, '147258'));
    await waitFor(() => expect(result.current.state.phase).toBe('placed'));
    const [first, second] = requestsTo(server, 'POST', '/v1/order/purchase');
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
  });

  it('a double resend after an unknown outcome sends the intent once more, not twice', async () => {
    const { result } = renderPlaceOrder();
    server.on('POST', '/v1/order/purchase', { body: envelope(null, 503000, '系统繁忙，请稍后再试') });
    await act(() => result.current.submitWithPassword(CHOICE, '147258'));
    // The order is looked for in transit first (issue 29): not there, the resend is offered.
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'unknown', lookup: 'done' }));
    server.on('POST', '/v1/order/purchase', { body: envelope(ORDER), delayMs: 100 });
    act(() => {
      result.current.resend();
      result.current.resend();
    });
    await waitFor(() => expect(result.current.state.phase).toBe('placed'));
    expect(requestsTo(server, 'POST', '/v1/order/purchase')).toHaveLength(2);
  });

  it('an unknown outcome whose order is in transit is fetched again with the same key, never offered for resend', async () => {
    const { result } = renderPlaceOrder();
    // The first answer is lost (503000); the same key again answers the order the back office holds.
    let sent = 0;
    server.on('POST', '/v1/order/purchase', () =>
      (sent += 1) === 1
        ? { body: envelope(null, 503000, '系统繁忙，请稍后再试') }
        : { body: envelope(ORDER) },
    );
    server.on('GET', '/v1/account/assets/transit', {
      body: envelope([
        {
          appNo: 'A0000000001',
          fundCode: CHOICE.fundCode,
          fundName: '国证资管稳健配置混合',
          tradeAccount: CHOICE.tradeAccount,
          channel: 'direct',
          businessType: '022',
          applySum: CHOICE.applySum,
          applyShare: null,
          applyDate: '20261123',
          confirmDate: '20261124',
          availableDate: '20261125',
          payoutDate: null,
        },
      ]),
    });
    await act(() => result.current.submitWithPassword(CHOICE, '147258'));
    await waitFor(() => expect(result.current.state).toMatchObject({ phase: 'placed', recovered: true }));
    expect(requestsTo(server, 'POST', '/v1/order/purchase')).toHaveLength(2);
    const [first, second] = requestsTo(server, 'POST', '/v1/order/purchase');
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });
});
