import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import type { TradeRecordItem, TransitItem } from '@/api/account/contract-assets';
import { TradeRecordTable } from '@/features/assets/record-tables';
import { TransitTable } from '@/features/assets/transit-table';

const ICBC = { bankNo: '002', bankName: '中国工商银行', bankAccountMasked: '6222 **** **** 1011' };
const BASE = {
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  tradeAccount: '990000000101',
  applyDate: '20261206',
  paidFrom: null,
  deductStatus: null,
} as const;

const transit = (item: Partial<TransitItem>): TransitItem => ({
  ...BASE,
  appNo: '1',
  channel: 'direct',
  businessType: 'Purchase',
  applySum: '1000.00',
  applyShare: null,
  confirmDate: '20261208',
  availableDate: '20261209',
  payoutDate: null,
  remittance: null,
  provisionalDates: [],
  orderStatus: '0',
  moneyToCard: null,
  ...item,
});

const record = (item: Partial<TradeRecordItem>): TradeRecordItem => ({
  ...BASE,
  appNo: '1',
  businessType: 'Purchase',
  applySum: '1000.00',
  applyShare: null,
  applyTime: '123900',
  orderStatus: '0',
  reason: null,
  moneyToCard: null,
  ...item,
});

const stateCell = (row: HTMLElement) => within(row).getAllByRole('cell')[3];

describe('money in motion stays in sight in the lists (issue 38 item 4)', () => {
  it('在途交易 keeps a confirmed redemption: 赎回款 to the fen, the day it arrives and the card', () => {
    const payout = transit({
      appNo: 'R1',
      businessType: 'Redeem',
      applySum: null,
      applyShare: '10000.00',
      payoutDate: '20261210',
      orderStatus: '1',
      moneyToCard: { kind: 'payout', amount: '10822.00', state: 'onTheWay', date: '20261210', card: ICBC },
    });
    render(<TransitTable items={[payout]} />, { wrapper: MemoryRouter });
    const row = screen.getAllByRole('row')[1];
    expect(stateCell(row)).toHaveTextContent('成功赎回款 10,822.00元 预计12-10到账 中国工商银行（尾号1011）');
    expect(within(row).getByRole('link', { name: '订单R1的详情' })).toHaveAttribute(
      'href',
      '/trade-center/order?appNo=R1',
    );
  });

  it('a cancelled fast-pay purchase shows its refund, not 扣款成功', () => {
    const cancelled = record({
      orderStatus: '3',
      paidFrom: ICBC,
      deductStatus: '3',
      moneyToCard: { kind: 'refund', amount: '1000.00', state: 'onTheWay', date: '20261208', card: ICBC },
    });
    const refunded = record({
      appNo: '2',
      orderStatus: '3',
      paidFrom: ICBC,
      deductStatus: '3',
      moneyToCard: { kind: 'refund', amount: '1000.00', state: 'arrived', date: '20261208', card: ICBC },
    });
    render(<TradeRecordTable rows={[cancelled, refunded]} />, { wrapper: MemoryRouter });
    const [, first, second] = screen.getAllByRole('row');
    expect(stateCell(first)).toHaveTextContent(
      '已撤单退款中 1,000.00元 预计12-08退回中国工商银行（尾号1011）',
    );
    expect(stateCell(first)).not.toHaveTextContent('扣款成功');
    expect(stateCell(second)).toHaveTextContent(
      '已撤单已退款 1,000.00元 12-08已退回中国工商银行（尾号1011）',
    );
  });

  it('a late remittance shows 失败 with its reason', () => {
    const reason = '汇款资金未在汇款截止时间（2026-12-07 15:00）前到账，申请无效';
    render(<TradeRecordTable rows={[record({ orderStatus: '2', reason })]} />, { wrapper: MemoryRouter });
    expect(stateCell(screen.getAllByRole('row')[1])).toHaveTextContent(`失败${reason}`);
  });
});
