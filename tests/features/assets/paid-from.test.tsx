import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import type { TradeRecordItem, TransitItem } from '@/api/account/contract-assets';
import { TradeRecordTable } from '@/features/assets/record-tables';
import { TransitTable } from '@/features/assets/transit-table';

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

const PAID_FROM = { bankNo: '002', bankName: '中国工商银行', bankAccountMasked: '6222 **** **** 4514' };
const ORDER = {
  appNo: '202611230000000042',
  fundCode: '970031',
  fundName: '国证资管稳健配置混合',
  tradeAccount: '990000000101',
  businessType: 'Purchase',
  applySum: '10000.00',
  applyShare: null,
  applyDate: '20261123',
} as const;

describe('the order lists show a fast-pay order’s card and deduct status (T3.31)', () => {
  it('in transit: 待确认 with the card’s bank, its last four digits and 扣款成功; a transfer shows none', () => {
    const items: TransitItem[] = [
      {
        ...ORDER,
        channel: 'direct',
        confirmDate: '20261124',
        availableDate: '20261125',
        payoutDate: null,
        provisionalDates: [],
        remittance: null,
        paidFrom: PAID_FROM,
        deductStatus: '3',
        orderStatus: '0',
        moneyToCard: null,
      },
    ];
    inRouter(<TransitTable items={items} />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getAllByRole('cell')[3]).toHaveTextContent(
      '待确认快捷支付 中国工商银行尾号4514 · 扣款成功',
    );
  });

  it('in the trade records: the order status with the card and the deduct status (2 扣款失败, 1/4/5 未确认)', () => {
    const record = (appNo: string, deductStatus: TradeRecordItem['deductStatus']): TradeRecordItem => ({
      ...ORDER,
      appNo,
      applyTime: '100000',
      orderStatus: '0',
      reason: null,
      moneyToCard: null,
      paidFrom: PAID_FROM,
      deductStatus,
    });
    inRouter(<TradeRecordTable rows={[record('1', '3'), record('2', '2'), record('3', '4')]} />);
    const statuses = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3].textContent);
    expect(statuses).toEqual([
      '未确认快捷支付 中国工商银行尾号4514 · 扣款成功订单详情',
      '未确认快捷支付 中国工商银行尾号4514 · 扣款失败订单详情',
      '未确认快捷支付 中国工商银行尾号4514 · 未确认订单详情',
    ]);
  });
});
