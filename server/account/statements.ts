import type {
  ConfirmRecordItem,
  DividendItem,
  HoldingItem,
  TradeRecordItem,
} from '@/api/account/contract-assets';
import { addMonths, shanghaiParts } from '@/shared/time';

import type { AccountRow } from '../auth/store';
import type { Context } from '../core/context';
import { ZERO } from '../core/money';
import { accountsFor } from './asset-filters';
import { channelHold, dividendRows } from './asset-views';
import { confirmRow, tradeRow } from './record-rows';
import { confirmationRecords, orderRecords, type Channel } from './store-assets';

const BOTH: Channel[] = ['direct', 'consignment'];
const ALL = { offset: 0, limit: 10000 };

const today = (ctx: Context) => shanghaiParts(ctx.clock.now()).date;

/** The period of a PDF or a bill: as asked, else the three months up to today. */
export function periodOf(ctx: Context, beginDate?: string, endDate?: string) {
  const end = endDate ?? today(ctx);
  return { beginDate: beginDate ?? addMonths(end, -3), endDate: end };
}

/** Everything the statements show, both channels: records, confirmations, dividends, holdings, total. */
export function statementData(
  ctx: Context,
  account: AccountRow,
  period: { beginDate: string; endDate: string },
): {
  trades: TradeRecordItem[];
  confirms: ConfirmRecordItem[];
  dividends: DividendItem[];
  holdings: HoldingItem[];
  totalAssets: string;
  asOf: string | null;
} {
  const filter = { tradeAccounts: accountsFor(ctx, account.id, BOTH), ...period };
  // Holdings and assets as registered at the period's end (N2): they reconcile with its confirmations.
  const through = period.endDate < today(ctx) ? period.endDate : undefined;
  const holds = BOTH.map((channel) => channelHold(ctx, account.id, channel, undefined, through).data);
  const asOf = holds
    .map((h) => h.totals.asOf)
    .reduce<string | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  return {
    trades: orderRecords(ctx, account.id, filter, ALL).rows.map((r) => tradeRow(ctx, r)),
    confirms: confirmationRecords(ctx, account.id, filter, ALL).rows.map((r) => confirmRow(ctx, r)),
    dividends: BOTH.flatMap((channel) => dividendRows(ctx, account.id, channel, filter)),
    holdings: holds.flatMap((h) => h.holdings),
    totalAssets: holds.reduce((sum, h) => sum.plus(h.totals.totalAssets), ZERO).toFixed(2),
    asOf,
  };
}
