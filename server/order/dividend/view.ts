import type { DividendChangeData } from '@/api/order/contract-changes';

import { placedOrder } from '../common/order-view';
import type { OrderRow } from '../common/store';

/** A dividend change as PUT /v1/order/dividend answers it. */
export function dividendChangeView(row: OrderRow, fundName: string): DividendChangeData {
  return {
    ...placedOrder(row, fundName),
    businessType: 'BonusWay',
    dividendType: row.dividend_type,
  };
}
