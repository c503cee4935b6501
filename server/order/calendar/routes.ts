import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  ConfirmAndLiquidationDateData,
  ConfirmAndLiquidationDateQuery,
  DateTimeStatusData,
  DateTimeStatusQuery,
  ReservationData,
  ReservationQuery,
  TradeTimeStateData,
  TradeTimeStateQuery,
  TradeTimeValidateData,
  TradeTimeValidateQuery,
} from '@/api/order/contract';
import { shanghaiParts } from '@/shared/time';

import { CUTOFF_TIME, nextTradingDay, provisionalAmong, tradingMoment } from '../../core/calendar';
import type { Context } from '../../core/context';
import { hint, ok } from '../../core/http/envelope';
import { enveloped } from '../../core/http/enveloped';
import { requireFund } from '../../fund/funds';
import { tradingTimeCheck } from '../../fund/rules';
import { orderGuard } from '../common/guard';
import { remittanceDeadline } from './rules';
import { bookingWindow, orderSchedule } from './schedule';

const hhmmss = (secondOfDay: number) =>
  [Math.floor(secondOfDay / 3600), Math.floor(secondOfDay / 60) % 60, secondOfDay % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join('');

/** The server's clock and exchange calendar as the order pages need them (never the browser's clock). */
export function calendarRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preValidation: orderGuard(ctx) };

  app.get(
    '/v1/order/dateTimeStatus',
    enveloped({ querystring: DateTimeStatusQuery }, DateTimeStatusData, guarded),
    async () => {
      const now = ctx.clock.now();
      const moment = tradingMoment(now);
      return ok({
        date: moment.date,
        time: hhmmss(shanghaiParts(now).secondOfDay),
        timestamp: now,
        isTradeDay: moment.isTradingDay,
        cutOffTime: CUTOFF_TIME,
        beforeCutOff: moment.beforeCutoff,
        tradeDate: moment.tradeDate,
        nextTradeDate: nextTradingDay(moment.tradeDate),
      });
    },
  );

  /** tradeStatus 1: traded today; 2: on a later day (after the cut-off, a closed day, a booking); 0: not now. */
  app.get(
    '/v1/order/tradeTime/state',
    enveloped({ querystring: TradeTimeStateQuery }, TradeTimeStateData, guarded),
    async (request) => {
      const now = ctx.clock.now();
      const spec = requireFund(ctx, request.query.fundCode);
      const answer = orderSchedule(spec, request.query.businessType, now);
      if (!answer.ok) {
        // D's check: a private product outside its hours names the next day it takes orders.
        const check = tradingTimeCheck(spec, request.query.businessType, now);
        return ok({ isTrade: false, date: check.isTrade ? null : check.date, tradeStatus: '0' as const });
      }
      const today = tradingMoment(now).date;
      const tradeStatus = answer.schedule.tradeDate === today ? ('1' as const) : ('2' as const);
      return ok({ isTrade: true, date: answer.schedule.tradeDate, tradeStatus });
    },
  );

  app.get(
    '/v1/order/confirmAndLiquidationDate',
    enveloped({ querystring: ConfirmAndLiquidationDateQuery }, ConfirmAndLiquidationDateData, guarded),
    async (request) => {
      const spec = requireFund(ctx, request.query.fundCode);
      const answer = orderSchedule(spec, request.query.businessType, ctx.clock.now());
      if (!answer.ok) throw hint(answer.reason);
      const { applyDate, tradeDate, confirmDate, availableDate } = answer.schedule;
      const provisionalDates = provisionalAmong([tradeDate, confirmDate, availableDate]);
      return ok({
        applyDate,
        tradeDate,
        confirmDate,
        availableDate,
        cutOffTime: CUTOFF_TIME,
        provisionalDates,
      });
    },
  );

  app.get(
    '/v1/order/reservation',
    enveloped({ querystring: ReservationQuery }, ReservationData, guarded),
    async (request) => {
      const spec = requireFund(ctx, request.query.fundCode);
      const now = ctx.clock.now();
      if (!tradingTimeCheck(spec, 'BookPurchase', now).isTrade) {
        return ok({
          reservable: false,
          startDate: null,
          endDate: null,
          openDate: null,
          remitDeadDate: null,
          remittanceTime: null,
          provisionalDates: [],
        });
      }
      const window = bookingWindow(tradingMoment(now).date);
      const provisionalDates = provisionalAmong([window.startDate, window.endDate, window.openDate]);
      return ok({ reservable: true, ...window, ...remittanceDeadline(window.openDate), provisionalDates });
    },
  );

  /** The trading-time validation of spec §7 (its path is ours): the reason is the not-trading-time dialog's text. */
  app.get(
    '/v1/order/tradeTime/validate',
    enveloped({ querystring: TradeTimeValidateQuery }, TradeTimeValidateData, guarded),
    async (request) => {
      const { fundCode, businessType } = request.query;
      const check = tradingTimeCheck(requireFund(ctx, fundCode), businessType, ctx.clock.now());
      return ok({
        valid: check.isTrade,
        tradeDate: check.isTrade ? check.date : null,
        reason: check.message,
      });
    },
  );
}
