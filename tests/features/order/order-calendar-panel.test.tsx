import { screen, waitFor, within } from '@testing-library/react';

import { OrderCalendarPanel } from '@/features/order/order-calendar-panel';
import { serverClockOffset } from '@/features/trade-kit';

import {
  createMockDates,
  createMockOperationRate,
  createMockServerClock,
  STATE_TODAY,
} from '../../api/support/order-fixtures';
import { envelope, type TestServer } from '../../api/support/test-server';
import { connectedFeature } from '../support/connected';

const { server, renderConnected } = connectedFeature();

/** The back office's clock: a Monday 14:30 in Shanghai (the browser's own clock is not used). */
const SERVER_NOW = '2026-11-23 14:30:00';

function answerCalendar(backOffice: TestServer, { delayMs = 0 } = {}) {
  backOffice.on('GET', '/v1/order/tradeTime/state', { body: envelope(STATE_TODAY), delayMs });
  backOffice.on('GET', '/v1/order/confirmAndLiquidationDate', { body: envelope(createMockDates()), delayMs });
  backOffice.on('GET', '/v1/order/dateTimeStatus', { body: envelope(createMockServerClock()), delayMs });
  backOffice.on('GET', '/v1/order/operationRate', { body: envelope(createMockOperationRate()), delayMs });
}

const asked = (path: string) => server.requests.filter((request) => request.path === path);

function renderPanel(
  props: Partial<Parameters<typeof OrderCalendarPanel>[0]> = {},
  serverNow: string = SERVER_NOW,
) {
  return renderConnected(
    <OrderCalendarPanel
      fundCode="970031"
      businessType="Purchase"
      noun="申购"
      withheld={false}
      serverOffsetMs={serverClockOffset(serverNow, Date.now())}
      {...props}
    />,
  );
}

const panel = () => screen.getByRole('region', { name: '交易规则' });
const row = (label: string) => within(panel()).getByText(label).closest('div') as HTMLElement;

describe('交易规则 on the order form', () => {
  it('asks the trade-time state, the dates and the fee mode of this fund and business, quietly, and shows them', async () => {
    answerCalendar(server);
    renderPanel();
    await waitFor(() =>
      expect(panel()).toHaveTextContent(
        '今日15:00前提交的申购申请，T日为今日（2026-11-23）；15:00后提交的顺延至下一交易日。',
      ),
    );
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    expect(row('交易日（T日）')).toHaveTextContent('2026-11-23');
    expect(row('预计确认份额')).toHaveTextContent('2026-11-24');
    expect(row('预计份额可用')).toHaveTextContent('2026-11-25可查看持有收益，可赎回');
    expect(row('收费方式')).toHaveTextContent('前端收费');
    for (const path of [
      '/v1/order/tradeTime/state',
      '/v1/order/confirmAndLiquidationDate',
      '/v1/order/operationRate',
    ]) {
      const [request] = asked(path);
      expect([path, request.query.get('fundCode'), request.query.get('businessType')]).toEqual([
        path,
        '970031',
        'Purchase',
      ]);
      expect(request.query.get('t')).toMatch(/^\d+$/);
    }
    // Not a booking: no reservation is asked.
    expect(asked('/v1/order/reservation')).toHaveLength(0);
  });

  it('keeps every row in place while the back office answers, the values drawn as bars of their shape', async () => {
    answerCalendar(server, { delayMs: 400 });
    renderPanel();
    expect(panel()).toHaveAttribute('aria-busy', 'true');
    expect(within(panel()).getByText('正在查询交易日…')).toBeInTheDocument();
    const labels = within(panel())
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels).toEqual(['交易日（T日）', '预计确认份额', '预计份额可用', '收费方式']);
    const bars = panel().querySelectorAll('.gz-order-calendar__bone[aria-hidden="true"]');
    expect([...bars].map((bar) => bar.textContent)).toEqual([
      '',
      '0000-00-00',
      '0000-00-00',
      '0000-00-00',
      '前端收费',
    ]);
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    expect(
      within(panel())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(labels);
  });

  it('a booking fund asks for its window', async () => {
    answerCalendar(server);
    server.on('GET', '/v1/order/reservation', {
      body: envelope({
        reservable: true,
        startDate: '20261123',
        endDate: '20261130',
        openDate: '20261201',
        remitDeadDate: '20261201',
        remittanceTime: '150000',
      }),
    });
    renderPanel({ fundCode: '970021', businessType: 'BookPurchase', noun: '预约申购' });
    await waitFor(() => expect(row('预约期')).toHaveTextContent('2026-11-23 至 2026-11-30'));
    expect(row('汇款截止')).toHaveTextContent('2026-12-01 15:00');
    expect(asked('/v1/order/reservation')[0].query.get('fundCode')).toBe('970021');
  });

  it('a failed call says what is missing without a toast, and 重新查询 asks again', async () => {
    answerCalendar(server);
    server.on('GET', '/v1/order/confirmAndLiquidationDate', {
      body: envelope(null, 503000, '服务暂时不可用，请稍后再试'),
    });
    const { user } = renderPanel();
    await waitFor(() => expect(row('预计确认份额')).toHaveTextContent('暂无法获取'));
    // T is still known from the trade-time state.
    expect(row('交易日（T日）')).toHaveTextContent('2026-11-23');
    expect(screen.queryByText('服务暂时不可用，请稍后再试')).not.toBeInTheDocument();
    answerCalendar(server);
    await user.click(within(panel()).getByRole('button', { name: '重新查询' }));
    await waitFor(() => expect(row('预计确认份额')).toHaveTextContent('2026-11-24'));
    expect(within(panel()).queryByRole('button', { name: '重新查询' })).not.toBeInTheDocument();
  });

  it('asks nothing about the fees of a product whose figures are withheld from this investor', async () => {
    answerCalendar(server);
    renderPanel({ fundCode: '980001', withheld: true });
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    expect(within(panel()).queryByText('收费方式')).not.toBeInTheDocument();
    expect(asked('/v1/order/operationRate')).toHaveLength(0);
  });

  it('has no 收费方式 row for a fund that offers both fee modes: the investor chooses on the form', async () => {
    answerCalendar(server);
    server.on('GET', '/v1/order/operationRate', {
      body: envelope(
        createMockOperationRate({ backEndRates: [{ minDays: 0, maxDays: null, rate: '1.8000' }] }),
      ),
    });
    renderPanel();
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    expect(row('交易日（T日）')).toHaveTextContent('2026-11-23');
    expect(within(panel()).queryByText('收费方式')).not.toBeInTheDocument();
  });

  it('asks again just after 15:00 by the server clock, and then shows the next trading day', async () => {
    answerCalendar(server);
    renderPanel({}, '2026-11-23 14:59:59');
    await waitFor(() => expect(panel()).toHaveAttribute('aria-busy', 'false'));
    server.on('GET', '/v1/order/tradeTime/state', {
      body: envelope({ isTrade: true, date: '20261124', tradeStatus: '2' }),
    });
    server.on('GET', '/v1/order/confirmAndLiquidationDate', {
      body: envelope(
        createMockDates({ tradeDate: '20261124', confirmDate: '20261125', availableDate: '20261126' }),
      ),
    });
    await waitFor(
      () =>
        expect(panel()).toHaveTextContent(
          '已过今日15:00交易截止时间，现在提交的申购申请T日为下一交易日（2026-11-24）。',
        ),
      { timeout: 6000 },
    );
    expect(row('预计确认份额')).toHaveTextContent('2026-11-25');
    expect(asked('/v1/order/tradeTime/state')).toHaveLength(2);
  });
});
