import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';

import {
  CollateHoldData,
  CollateHoldQuery,
  ConfirmRecordData,
  ConfirmRecordQuery,
  DividendData,
  DividendQuery,
  HoldData,
  HoldQuery,
  HoldYieldData,
  HoldYieldQuery,
  TradeRecordData,
  TradeRecordQuery,
  TransitData,
  TransitQuery,
} from '@/api/account/contract-assets';
import { shanghaiParts } from '@/shared/time';

import { current, requireSession } from '../auth/guard';
import type { Context } from '../core/context';
import { ok } from '../core/http/envelope';
import { enveloped } from '../core/http/enveloped';
import { accountsFor, checkDates, recordFilter } from './asset-filters';
import { assetSeries, pageOf } from './asset-series';
import { channelHold, collateHold, dividendRows, transitItems } from './asset-views';
import { confirmRow, tradeRow } from './record-rows';
import { confirmationRecords, orderRecords, type Channel } from './store-assets';

const BOTH: Channel[] = ['direct', 'consignment'];

/** The asset views: direct-sales calls and their consignment (/crm/) twins. */
export function assetRoutes(fastify: FastifyInstance, ctx: Context): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const guarded = { preHandler: requireSession(ctx) };
  const userId = (request: Parameters<typeof current>[0]) => current(request).account.id;

  for (const [prefix, channel] of [
    ['/v1/account', 'direct'],
    ['/v1/account/crm', 'consignment'],
  ] as const) {
    app.get(`${prefix}/hold`, enveloped({ querystring: HoldQuery }, HoldData, guarded), async (request) => {
      const accounts = accountsFor(ctx, userId(request), [channel], request.query.tradeAccount);
      return ok(channelHold(ctx, userId(request), channel, accounts).data);
    });
    app.get(
      `${prefix}/hold/yield`,
      enveloped({ querystring: HoldYieldQuery }, HoldYieldData, guarded),
      async (request) => {
        const period = request.query.period ?? '3m';
        const { holdings } = channelHold(ctx, userId(request), channel);
        const points = assetSeries(
          holdings.map((h) => h.figures.days),
          period,
        ).map((p) => ({
          date: p.date,
          totalAssets: p.totalAssets.toFixed(2),
          cumulativeIncome: p.cumulativeIncome.toFixed(2),
        }));
        return ok({ period, points });
      },
    );
    app.get(
      `${prefix}/trade/record`,
      enveloped({ querystring: TradeRecordQuery }, TradeRecordData, guarded),
      async (request) => {
        const { filter, page, size } = recordFilter(ctx, userId(request), [channel], request.query);
        const found = orderRecords(ctx, userId(request), filter, { offset: (page - 1) * size, limit: size });
        return ok({ total: found.total, page, size, rows: found.rows.map((r) => tradeRow(ctx, r)) });
      },
    );
    app.get(
      `${prefix}/dividend`,
      enveloped({ querystring: DividendQuery }, DividendData, guarded),
      async (request) => {
        const { filter, page, size } = recordFilter(ctx, userId(request), [channel], request.query);
        const rows = dividendRows(ctx, userId(request), channel, filter);
        return ok({ total: rows.length, page, size, rows: pageOf(rows, page, size) });
      },
    );
  }

  app.get(
    '/v1/account/trade/confirm/record',
    enveloped({ querystring: ConfirmRecordQuery }, ConfirmRecordData, guarded),
    async (request) => {
      const { filter, page, size } = recordFilter(ctx, userId(request), BOTH, request.query);
      const found = confirmationRecords(ctx, userId(request), filter, {
        offset: (page - 1) * size,
        limit: size,
      });
      return ok({ total: found.total, page, size, rows: found.rows.map((r) => confirmRow(ctx, r)) });
    },
  );

  app.get(
    '/v1/account/assets/transit',
    enveloped({ querystring: TransitQuery }, TransitData, guarded),
    async (request) => ok(transitItems(ctx, userId(request))),
  );

  /** 当日申请: the day's applications (default today), both channels, as the trade records show them. */
  app.get(
    '/v1/account/apply',
    enveloped({ querystring: TradeRecordQuery }, TradeRecordData, guarded),
    async (request) => {
      const { filter, page, size } = recordFilter(ctx, userId(request), BOTH, request.query);
      const today = shanghaiParts(ctx.clock.now()).date;
      const day = { beginDate: filter.beginDate ?? today, endDate: filter.endDate ?? today };
      const found = orderRecords(
        ctx,
        userId(request),
        { ...filter, ...day },
        { offset: (page - 1) * size, limit: size },
      );
      return ok({ total: found.total, page, size, rows: found.rows.map((r) => tradeRow(ctx, r)) });
    },
  );

  app.get(
    '/v1/account/crm/collate/hold',
    enveloped({ querystring: CollateHoldQuery }, CollateHoldData, guarded),
    async (request) => {
      checkDates(request.query.date);
      return ok(collateHold(ctx, userId(request), request.query.date));
    },
  );
}
