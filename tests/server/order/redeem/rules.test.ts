import Big from 'big.js';

import type { HoldingLot } from '@/server/order/redeem/fee-rules';
import { lotsAfterFrozen } from '@/server/order/redeem/rules';

describe('lotsAfterFrozen', () => {
  const lot = (id: string, confirmDate: string, shares: string): HoldingLot => ({
    id,
    confirmDate,
    shares: new Big(shares),
    mode: 'A',
    purchaseNav: new Big('1'),
  });
  const view = (lots: HoldingLot[]) => lots.map((l) => [l.id, l.shares.toFixed(2)]);

  it('takes frozen shares off the oldest lots first, whatever order the lots come in', () => {
    const lots = [lot('young', '20261120', '300.00'), lot('old', '20260801', '200.00')];
    expect(view(lotsAfterFrozen(lots, new Big('0')))).toEqual([
      ['old', '200.00'],
      ['young', '300.00'],
    ]);
    expect(view(lotsAfterFrozen(lots, new Big('250.00')))).toEqual([['young', '250.00']]);
    expect(view(lotsAfterFrozen(lots, new Big('200.00')))).toEqual([['young', '300.00']]);
    expect(view(lotsAfterFrozen(lots, new Big('500.00')))).toEqual([]);
  });
});
