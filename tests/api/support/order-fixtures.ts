import type {
  ConfirmAndLiquidationDateData,
  DateTimeStatusData,
  OperationRateData,
  TradeLimitData,
  TradeTimeStateData,
} from '@/api/order/contract';

/** GET /v1/order/tradeTime/state's data for an order placed on Monday 2026-11-23 before the cut-off. */
export const STATE_TODAY: TradeTimeStateData = { isTrade: true, date: '20261123', tradeStatus: '1' };

/** GET /v1/order/confirmAndLiquidationDate's data for an order placed on Monday 2026-11-23 before 15:00. */
export function createMockDates(
  partial: Partial<ConfirmAndLiquidationDateData> = {},
): ConfirmAndLiquidationDateData {
  return {
    applyDate: '20261123',
    tradeDate: '20261123',
    confirmDate: '20261124',
    availableDate: '20261125',
    cutOffTime: '150000',
    provisionalDates: [],
    ...partial,
  };
}

/** GET /v1/order/dateTimeStatus's data: the back office clock at Monday 2026-11-23 14:30 in Shanghai. */
export function createMockServerClock(partial: Partial<DateTimeStatusData> = {}): DateTimeStatusData {
  return {
    date: '20261123',
    time: '143000',
    timestamp: Date.parse('2026-11-23T14:30:00+08:00'),
    isTradeDay: true,
    cutOffTime: '150000',
    beforeCutOff: true,
    tradeDate: '20261123',
    nextTradeDate: '20261124',
    ...partial,
  };
}

/** GET /v1/order/operationRate's data for a purchase of 970031, front-end fees, no tiers unless given, nothing withheld. */
export function createMockOperationRate(partial: Partial<OperationRateData> = {}): OperationRateData {
  return {
    fundCode: '970031',
    businessType: 'Purchase',
    feeMode: 'A',
    tiers: [],
    backEndRates: [],
    figuresWithheld: null,
    ...partial,
  };
}

/** GET /v1/order/tradeLimit's data for a first purchase of 970031 with no daily limit. */
export function createMockTradeLimit(partial: Partial<TradeLimitData> = {}): TradeLimitData {
  return {
    fundCode: '970031',
    businessType: 'Purchase',
    firstPurchase: true,
    minFirstAmount: '1000.00',
    minAddAmount: '100.00',
    maxPerDay: null,
    usedToday: '0.00',
    remainingToday: null,
    ...partial,
  };
}
