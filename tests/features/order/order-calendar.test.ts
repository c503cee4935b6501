import type { ReservationData } from '@/api/order/contract';
import { calendarRefreshAt, type CalendarAnswers, orderCalendarView } from '@/features/order/order-calendar';

import { createMockDates, STATE_TODAY } from '../../api/support/order-fixtures';

// The jest run uses TZ=America/New_York: the refresh instants below are Shanghai wall times all the same.

function answers(partial: Partial<CalendarAnswers> = {}): CalendarAnswers {
  return {
    businessType: 'Purchase',
    noun: '申购',
    state: STATE_TODAY,
    dates: createMockDates(),
    today: { isTradeDay: true },
    feeMode: 'A',
    ...partial,
  };
}

const rowsOf = (view: ReturnType<typeof orderCalendarView>) =>
  view.rows.map((row) => [row.label, row.value, row.hint]);

describe('交易规则 before the investor confirms', () => {
  it('before 15:00 on a trading day: T is today, then the confirm and available dates, and the fee mode', () => {
    const view = orderCalendarView(answers());
    expect(view.message).toBe(
      '今日15:00前提交的申购申请，T日为今日（2026-11-23）；15:00后提交的顺延至下一交易日。',
    );
    expect(view.warning).toBe(false);
    expect(view.failed).toBe(false);
    expect(rowsOf(view)).toEqual([
      ['交易日（T日）', '2026-11-23', '按T日净值计算份额'],
      ['预计确认份额', '2026-11-24', '基金公司确认份额'],
      ['预计份额可用', '2026-11-25', '可查看持有收益，可赎回'],
      ['收费方式', '前端收费', '手续费在申购时从金额中扣除，费率见上表'],
    ]);
  });

  it('after 15:00 the next trading day, and says why; a closed day says it is closed', () => {
    const later = {
      state: { isTrade: true, date: '20261124', tradeStatus: '2' as const },
      dates: createMockDates({ tradeDate: '20261124', confirmDate: '20261125', availableDate: '20261126' }),
    };
    expect(orderCalendarView(answers(later)).message).toBe(
      '已过今日15:00交易截止时间，现在提交的申购申请T日为下一交易日（2026-11-24）。',
    );
    expect(orderCalendarView(answers({ ...later, today: { isTradeDay: false } })).message).toBe(
      '今日为非交易日，现在提交的申购申请T日为下一交易日（2026-11-24）。',
    );
    // Without the day's calendar only T is said.
    expect(orderCalendarView(answers({ ...later, today: { failed: true } })).message).toBe(
      '现在提交的申购申请T日为2026-11-24。',
    );
  });

  it('a booking shows its window, the remittance deadline, and T on the open day', () => {
    const reservation: ReservationData = {
      reservable: true,
      startDate: '20261123',
      endDate: '20261130',
      openDate: '20261201',
      provisionalDates: [],
      remitDeadDate: '20261201',
      remittanceTime: '150000',
    };
    const view = orderCalendarView(
      answers({
        businessType: 'BookPurchase',
        noun: '预约申购',
        state: { isTrade: true, date: '20261201', tradeStatus: '2' },
        dates: createMockDates({ tradeDate: '20261201', confirmDate: '20261202', availableDate: '20261203' }),
        reservation,
      }),
    );
    expect(view.message).toBe('预约申购在开放日（2026-12-01）办理，开放日即T日，按当日净值确认份额。');
    expect(rowsOf(view).slice(0, 3)).toEqual([
      ['预约期', '2026-11-23 至 2026-11-30', '期间提交的预约在开放日统一办理'],
      ['汇款截止', '2026-12-01 15:00', '汇款须在此前到账，逾期申请无效'],
      ['交易日（T日）', '2026-12-01', '即开放日，按当日净值计算份额'],
    ]);
    const closed = orderCalendarView(
      answers({
        businessType: 'BookPurchase',
        reservation: {
          ...reservation,
          reservable: false,
          startDate: null,
          endDate: null,
          remitDeadDate: null,
        },
      }),
    );
    expect(rowsOf(closed)[0]).toEqual(['预约期', '--', '该产品当前不接受预约']);
  });

  it('a subscription is confirmed after the fund is established', () => {
    const view = orderCalendarView(answers({ businessType: 'Subscribe', noun: '认购' }));
    expect(view.rows.map((row) => row.hint).slice(0, 2)).toEqual([
      '按面值1.00元认购份额',
      '产品成立后确认份额',
    ]);
    expect(view.rows.at(-1)?.hint).toBe('手续费在认购时从金额中扣除，费率见上表');
  });

  it('marks dates of a provisional calendar 预计', () => {
    const view = orderCalendarView(
      answers({
        dates: createMockDates({
          tradeDate: '20261231',
          confirmDate: '20270104',
          availableDate: '20270105',
          provisionalDates: ['20270104', '20270105'],
        }),
      }),
    );
    expect(view.rows.slice(0, 3).map((row) => row.value)).toEqual([
      '2026-12-31',
      '2027-01-04（预计）',
      '2027-01-05（预计）',
    ]);
    expect(view.provisional).toBe(true);
    expect(orderCalendarView(answers()).provisional).toBe(false);
  });

  it('a product that takes no order now says why and the next day it does, with no dates', () => {
    const view = orderCalendarView(
      answers({
        state: { isTrade: false, date: '20261124', tradeStatus: '0' },
        dates: { failed: true, message: '当前为非交易时间，该产品仅在交易日9:30-15:00受理' },
      }),
    );
    expect(view.message).toBe('当前为非交易时间，该产品仅在交易日9:30-15:00受理，下一受理日为2026-11-24。');
    expect(view.warning).toBe(true);
    expect(view.failed).toBe(false);
    expect(view.rows.map((row) => row.value)).toEqual(['--', '--', '--', '前端收费']);
  });

  it('keeps T from the trade-time state when the dates fail, and says what could not be had', () => {
    const view = orderCalendarView(answers({ dates: { failed: true, message: '网络连接异常' } }));
    expect(view.rows.map((row) => [row.value, row.missing ?? false])).toEqual([
      ['2026-11-23', false],
      ['暂无法获取', true],
      ['暂无法获取', true],
      ['前端收费', false],
    ]);
    expect(view.failed).toBe(true);
    expect(view.message).toContain('T日为今日（2026-11-23）');
  });

  it('with nothing answered says the order can still be placed', () => {
    const failed = { failed: true as const };
    const view = orderCalendarView(answers({ state: failed, dates: failed, today: failed, feeMode: failed }));
    expect(view.message).toBe(
      '未能查询交易日，不影响下单；提交后可在订单进度中查看该笔申请的交易日和确认日。',
    );
    expect(view.warning).toBe(true);
    expect(view.failed).toBe(true);
    expect(view.rows.every((row) => row.value === '暂无法获取')).toBe(true);
  });

  it('while loading has every row in place, each with the shape of its value', () => {
    const view = orderCalendarView(
      answers({
        businessType: 'BookPurchase',
        state: undefined,
        dates: undefined,
        today: undefined,
        reservation: undefined,
        feeMode: undefined,
      }),
    );
    expect(view.message).toBeNull();
    expect(view.rows.map((row) => [row.key, row.value, row.shape])).toEqual([
      ['window', null, '0000-00-00 至 0000-00-00'],
      ['remit', null, '0000-00-00 00:00'],
      ['trade', null, '0000-00-00'],
      ['confirm', null, '0000-00-00'],
      ['available', null, '0000-00-00'],
      ['feeMode', null, '前端收费'],
    ]);
  });

  it('has no fee-mode row when the fund’s figures are withheld; a back-end fee mode says when it is charged', () => {
    expect(orderCalendarView(answers({ feeMode: null })).rows.map((row) => row.key)).toEqual([
      'trade',
      'confirm',
      'available',
    ]);
    expect(orderCalendarView(answers({ feeMode: 'B' })).rows.at(-1)).toMatchObject({
      value: '后端收费',
      hint: '申购时不收手续费，赎回时按持有年限收取',
    });
  });
});

describe('when the answers stop holding, by the server clock', () => {
  it('at the named cut-off (15:00) of T while T is today, else at the next midnight in Shanghai', () => {
    const beforeCutoff = new Date('2026-11-23T14:30:00+08:00');
    expect(calendarRefreshAt(STATE_TODAY, '150000', beforeCutoff)?.toISOString()).toBe(
      '2026-11-23T07:00:00.000Z',
    );
    const after = { isTrade: true, date: '20261124', tradeStatus: '2' as const };
    expect(calendarRefreshAt(after, '150000', new Date('2026-11-23T15:00:01+08:00'))?.toISOString()).toBe(
      '2026-11-23T16:00:00.000Z',
    );
    // 00:30 in Shanghai is still the previous evening in New York.
    expect(calendarRefreshAt(after, '150000', new Date('2026-11-28T00:30:00+08:00'))?.toISOString()).toBe(
      '2026-11-28T16:00:00.000Z',
    );
    expect(calendarRefreshAt(undefined, '150000', beforeCutoff)).toBeUndefined();
    // The cut-off is the back office's: none named yet, nothing is scheduled.
    expect(calendarRefreshAt(STATE_TODAY, undefined, beforeCutoff)).toBeUndefined();
  });
});
