import type { TradeRecordItem } from '@/api/account/contract-assets';
import { failedOrderItems } from '@/pages/index/hall/failed-orders';

const REASON = '汇款资金未在汇款截止时间（2026-12-07 15:00）前到账，申请无效';
const row = (partial: Partial<TradeRecordItem>): TradeRecordItem => ({
  appNo: 'A1',
  fundCode: '970031',
  fundName: '国证资管稳健配置混合',
  tradeAccount: '990000000101',
  businessType: 'Purchase',
  applySum: '1000.00',
  applyShare: null,
  applyDate: '20261206',
  applyTime: '123900',
  orderStatus: '2',
  paidFrom: null,
  deductStatus: null,
  reason: REASON,
  moneyToCard: null,
  ...partial,
});
// 2026-12-07 15:30 in Shanghai.
const NOW = Date.UTC(2026, 11, 7, 7, 30);

describe('the hall tells the investor of a failed order (issue 38 item 4)', () => {
  it('a late remittance: 未成功 with its reason and the way to the order', () => {
    expect(failedOrderItems([row({})], NOW)).toEqual([
      {
        key: 'failed-A1',
        tone: 'expired',
        text: `您2026-12-06的申购申请（国证资管稳健配置混合）未成功：${REASON}`,
        action: { label: '查看详情', to: '/trade-center/order?appNo=A1' },
      },
    ]);
  });

  it('only failures, and only for a week', () => {
    const rows = [row({ appNo: 'ok', orderStatus: '1' }), row({ appNo: 'old', applyDate: '20261125' })];
    expect(failedOrderItems(rows, NOW)).toEqual([]);
    expect(failedOrderItems(undefined, NOW)).toEqual([]);
    expect(failedOrderItems([row({})], undefined)).toEqual([]);
  });
});
