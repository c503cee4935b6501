import type { BuyBusinessType, FeeMode } from '@/api/core/contract-trading';
import type {
  ConfirmAndLiquidationDateData,
  ReservationData,
  TradeTimeStateData,
} from '@/api/order/contract';
import { shanghaiMoment } from '@/features/trade-kit';
import { formatPredictedDate, PROVISIONAL_MARK } from '@/shared/format';
import { dateAtShanghaiTime, formatDate, formatHms, shanghaiYyyyMmDd } from '@/shared/time';

import { confirmHint, STEP_TEXT, tradeHint } from './timeline';

/**
 * 交易规则 on the order form, before the investor confirms (issue 28 item 12): the trade date T an order
 * placed now gets, the predicted confirm and available dates, a booking's window, and the fee mode. Every
 * date is the back office's answer for "an order placed now"; this module only words them.
 */

/** What the back office answered; undefined: not yet (or not asked), `failed`: the call failed. */
type Answer<T> = T | undefined | { failed: true; message?: string };

export interface CalendarAnswers {
  businessType: BuyBusinessType;
  /** 申购, 认购 or 预约申购. */
  noun: string;
  /** GET /v1/order/tradeTime/state */
  state: Answer<TradeTimeStateData>;
  /** GET /v1/order/confirmAndLiquidationDate (its refusal's message says why the fund takes no order now). */
  dates: Answer<ConfirmAndLiquidationDateData>;
  /** GET /v1/order/dateTimeStatus: only whether today trades (after 15:00 and a closed day read differently). */
  today: Answer<{ isTradeDay: boolean }>;
  /** GET /v1/order/reservation, bookings only. */
  reservation?: Answer<ReservationData>;
  /** GET /v1/order/operationRate's fee mode; null: no row (the fund's figures are withheld from this investor). */
  feeMode: Answer<FeeMode> | null;
}

export type CalendarRowKey = 'window' | 'remit' | 'trade' | 'confirm' | 'available' | 'feeMode';

export interface CalendarRow {
  key: CalendarRowKey;
  label: string;
  /** As shown; null while loading (the skeleton keeps its place). */
  value: string | null;
  /** The value could not be had (shown muted). */
  missing?: boolean;
  hint: string;
  /**
   * Text of the value's shape (digits are tabular, so every date is as wide as '0000-00-00'): drawn invisible
   * while loading, it takes the place the value will take, wrapping where the value would.
   */
  shape: string;
}

const DATE_SHAPE = '0000-00-00';

export interface CalendarView {
  /** The state sentence; null while loading. */
  message: string | null;
  /** The fund takes no such order now, or nothing could be had. */
  warning: boolean;
  rows: CalendarRow[];
  /** Some date is counted on a provisional exchange calendar (marked 预计, see PROVISIONAL_NOTE). */
  provisional: boolean;
  /** Some call failed: offer to ask again. */
  failed: boolean;
}

export const CALENDAR_TEXT = {
  title: '交易规则',
  loading: '正在查询交易日…',
  retry: '重新查询',
  missing: '暂无法获取',
  failed: '未能查询交易日，不影响下单；提交后可在订单进度中查看该笔申请的交易日和确认日。',
  today: (noun: string, day: string) =>
    `今日15:00前提交的${noun}申请，T日为今日（${day}）；15:00后提交的顺延至下一交易日。`,
  afterCutoff: (noun: string, day: string) =>
    `已过今日15:00交易截止时间，现在提交的${noun}申请T日为下一交易日（${day}）。`,
  closedDay: (noun: string, day: string) =>
    `今日为非交易日，现在提交的${noun}申请T日为下一交易日（${day}）。`,
  laterDay: (noun: string, day: string) => `现在提交的${noun}申请T日为${day}。`,
  booking: (day: string) => `预约申购在开放日（${day}）办理，开放日即T日，按当日净值确认份额。`,
  notNow: '该产品当前不受理此业务',
  nextDay: (day: string) => `，下一受理日为${day}`,
  window: '预约期',
  windowValue: (from: string, to: string) => `${from} 至 ${to}`,
  windowHint: '期间提交的预约在开放日统一办理',
  noBooking: '该产品当前不接受预约',
  remit: '汇款截止',
  remitHint: '汇款须在此前到账，逾期申请无效',
  feeMode: '收费方式',
  frontEnd: '前端收费',
  frontEndHint: (noun: string) => `手续费在${noun}时从金额中扣除，费率见上表`,
  backEnd: '后端收费',
  backEndHint: '申购时不收手续费，赎回时按持有年限收取',
} as const;

const isFailed = <T>(answer: Answer<T>): answer is { failed: true; message?: string } =>
  typeof answer === 'object' && answer !== null && 'failed' in answer;

const got = <T>(answer: Answer<T>): T | undefined => (isFailed(answer) ? undefined : answer);

/** The state sentence: when an order placed now is traded, and why then. */
function messageOf(answers: CalendarAnswers, tradeDate: string | undefined): string | null {
  const { noun, state } = answers;
  const data = got(state);
  const dates = answers.dates;
  if (!data) {
    if (!isFailed(state)) return null;
    return tradeDate ? CALENDAR_TEXT.laterDay(noun, formatDate(tradeDate)) : CALENDAR_TEXT.failed;
  }
  if (data.tradeStatus === '0') {
    const reason = (isFailed(dates) && dates.message) || CALENDAR_TEXT.notNow;
    return `${reason.replace(/[。.]$/, '')}${data.date ? CALENDAR_TEXT.nextDay(formatDate(data.date)) : ''}。`;
  }
  const day = formatDate(data.date ?? tradeDate);
  if (answers.businessType === 'BookPurchase') return CALENDAR_TEXT.booking(day);
  if (data.tradeStatus === '1') return CALENDAR_TEXT.today(noun, day);
  const today = answers.today;
  if (isFailed(today)) return CALENDAR_TEXT.laterDay(noun, day);
  if (!today) return null;
  return today.isTradeDay ? CALENDAR_TEXT.afterCutoff(noun, day) : CALENDAR_TEXT.closedDay(noun, day);
}

/** The rows and the sentence, from whatever has answered so far. */
export function orderCalendarView(answers: CalendarAnswers): CalendarView {
  const { businessType, noun } = answers;
  const dates = got(answers.dates);
  const state = got(answers.state);
  const provisional = [
    ...(dates?.provisionalDates ?? []),
    ...(got(answers.reservation)?.provisionalDates ?? []),
  ];
  const shown = (day: string) => formatPredictedDate(day, provisional);
  // A fund that takes no order now has no dates: nothing is missing, there is nothing to predict.
  const notNow = state?.tradeStatus === '0';
  const valueOf = <T>(
    answer: Answer<T>,
    read: (data: T) => string,
    dated = true,
  ): Pick<CalendarRow, 'value' | 'missing'> => {
    const data = got(answer);
    if (data !== undefined) return { value: read(data) };
    if (dated && notNow) return { value: '--' };
    if (isFailed(answer)) return { value: CALENDAR_TEXT.missing, missing: true };
    return { value: null };
  };
  // T alone is also in the trade-time state: it is shown when the dates failed.
  const tradeDate = dates?.tradeDate ?? (state && state.tradeStatus !== '0' ? state.date : null) ?? undefined;

  const rows: CalendarRow[] = [];
  if (businessType === 'BookPurchase') {
    const booking = answers.reservation;
    const bookingData = got(booking);
    const closed = bookingData !== undefined && !bookingData.reservable;
    rows.push(
      {
        key: 'window',
        label: CALENDAR_TEXT.window,
        ...valueOf(booking, (data) =>
          data.startDate && data.endDate
            ? CALENDAR_TEXT.windowValue(shown(data.startDate), shown(data.endDate))
            : '--',
        ),
        hint: closed ? CALENDAR_TEXT.noBooking : CALENDAR_TEXT.windowHint,
        shape: CALENDAR_TEXT.windowValue(DATE_SHAPE, DATE_SHAPE),
      },
      {
        key: 'remit',
        label: CALENDAR_TEXT.remit,
        ...valueOf(booking, (data) =>
          data.remitDeadDate
            ? `${formatDate(data.remitDeadDate)} ${formatHms(data.remittanceTime).slice(0, 5)}`
            : '--',
        ),
        hint: CALENDAR_TEXT.remitHint,
        shape: `${DATE_SHAPE} 00:00`,
      },
    );
  }
  rows.push(
    {
      key: 'trade',
      label: STEP_TEXT.trade,
      ...(tradeDate ? { value: shown(tradeDate) } : valueOf(answers.dates, (data) => shown(data.tradeDate))),
      hint: tradeHint(businessType),
      shape: DATE_SHAPE,
    },
    {
      key: 'confirm',
      label: STEP_TEXT.confirm,
      ...valueOf(answers.dates, (data) => shown(data.confirmDate)),
      hint: confirmHint(businessType),
      shape: DATE_SHAPE,
    },
    {
      key: 'available',
      label: STEP_TEXT.available,
      ...valueOf(answers.dates, (data) => shown(data.availableDate)),
      hint: STEP_TEXT.availableHint,
      shape: DATE_SHAPE,
    },
  );
  const feeMode = answers.feeMode;
  if (feeMode !== null) {
    const mode = got(feeMode);
    rows.push({
      key: 'feeMode',
      label: CALENDAR_TEXT.feeMode,
      ...valueOf(feeMode, (data) => (data === 'B' ? CALENDAR_TEXT.backEnd : CALENDAR_TEXT.frontEnd), false),
      hint: mode === 'B' ? CALENDAR_TEXT.backEndHint : CALENDAR_TEXT.frontEndHint(noun),
      shape: CALENDAR_TEXT.frontEnd,
    });
  }

  const failed =
    [answers.state, answers.today, answers.reservation, feeMode ?? undefined].some(isFailed) ||
    (isFailed(answers.dates) && !notNow);
  const message = messageOf(answers, tradeDate);
  return {
    message,
    warning: notNow || message === CALENDAR_TEXT.failed,
    rows,
    provisional: rows.some((row) => row.value?.includes(PROVISIONAL_MARK)),
    failed,
  };
}

/**
 * When the answers stop holding, by the server's clock: at the cut-off the back office names (cutOffTime) of T
 * while T is today (an order placed after it gets the next trading day), else at the next Shanghai midnight
 * (a new day: a booking window starts, a closed day ends). Undefined while nothing has answered.
 */
export function calendarRefreshAt(
  state: TradeTimeStateData | undefined,
  cutOffTime: string | undefined,
  serverNow: Date,
): Date | undefined {
  if (!state) return undefined;
  const today = shanghaiYyyyMmDd(serverNow);
  if (state.tradeStatus === '1' && state.date === today)
    return cutOffTime === undefined ? undefined : shanghaiMoment(today, cutOffTime);
  const [y, m, d] = [today.slice(0, 4), today.slice(4, 6), today.slice(6)].map(Number);
  const midnight = dateAtShanghaiTime(y, m, d);
  return midnight && new Date(midnight.getTime() + 24 * 3600 * 1000);
}
