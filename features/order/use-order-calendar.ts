import { useEffect, useRef } from 'react';

import type { BuyBusinessType } from '@/api/core/contract-trading';
import { readError } from '@/api/core/outcome';
import {
  useFetchDateTimeStatusQuery,
  useFetchOperationRateQuery,
  useFetchOrderDatesQuery,
  useFetchReservationQuery,
  useFetchTradeTimeStateQuery,
} from '@/api/order/endpoints';
import { serverNow } from '@/features/trade-kit';

import { calendarRefreshAt, orderCalendarView, type CalendarView } from './order-calendar';

interface QueryState<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
}

const failureOf = (error: unknown) => ({ failed: true as const, message: readError(error).message });

/** An RTK Query state as an answer: a failed refetch is a failure (the old answer no longer holds). */
function answerOf<T>(query: QueryState<T>) {
  if (query.isError) return failureOf(query.error);
  return query.isFetching ? undefined : query.data;
}

export interface OrderCalendarArgs {
  fundCode: string;
  businessType: BuyBusinessType;
  noun: string;
  /** The fund's figures are withheld from this investor (a private product): no fee mode is asked. */
  withheld: boolean;
  serverOffsetMs: number | undefined;
}

/**
 * Asks the back office, quietly, what an order placed now would get, and asks again when that stops holding
 * (15:00 of T, midnight) by the server's clock; `retry` asks again after a failure.
 */
export function useOrderCalendar(args: OrderCalendarArgs): { view: CalendarView; retry: () => void } {
  const { fundCode, businessType, noun, withheld, serverOffsetMs } = args;
  const fresh = { refetchOnMountOrArgChange: true } as const;
  const arg = { fundCode, businessType, silent: true };
  const state = useFetchTradeTimeStateQuery(arg, fresh);
  const dates = useFetchOrderDatesQuery(arg, fresh);
  const today = useFetchDateTimeStatusQuery({ silent: true }, fresh);
  const booking = businessType === 'BookPurchase';
  const reservation = useFetchReservationQuery({ fundCode, silent: true }, { ...fresh, skip: !booking });
  const rate = useFetchOperationRateQuery(arg, { skip: withheld });

  const view = orderCalendarView({
    businessType,
    noun,
    state: answerOf(state),
    dates: answerOf(dates),
    today: answerOf(today),
    reservation: booking ? answerOf(reservation) : undefined,
    // A fund that offers both modes: the investor chooses on the form (fee-mode-choice.tsx), no row here.
    feeMode:
      withheld || rate.data?.backEndRates.length
        ? null
        : rate.isError
          ? failureOf(rate.error)
          : rate.data?.feeMode,
  });

  const askAgain = () => {
    void state.refetch();
    void dates.refetch();
    void today.refetch();
    if (booking) void reservation.refetch();
  };
  const retry = () => {
    askAgain();
    if (!withheld && rate.isError) void rate.refetch();
  };
  // The refetch functions change with every answer; the timer below lives from one boundary to the next.
  const askAgainLater = useRef(askAgain);
  useEffect(() => {
    askAgainLater.current = askAgain;
  });

  const refreshAt =
    serverOffsetMs === undefined
      ? undefined
      : calendarRefreshAt(
          state.data,
          today.data?.cutOffTime ?? dates.data?.cutOffTime,
          serverNow(serverOffsetMs),
        );
  const refreshMs = refreshAt?.getTime();
  useEffect(() => {
    if (refreshMs === undefined || serverOffsetMs === undefined) return undefined;
    const left = refreshMs - serverNow(serverOffsetMs).getTime();
    // Asked once just after the boundary (a second late, so the back office is past it too), never in a loop.
    if (left < -60_000) return undefined;
    const delay = Math.max(0, left) + 1000;
    const timer = window.setTimeout(() => askAgainLater.current(), delay);
    return () => window.clearTimeout(timer);
  }, [refreshMs, serverOffsetMs]);

  return { view, retry };
}
