import type { OrderDetailData } from '@/api/order/contract-detail';
import { orderProgress } from '@/features/order-detail/progress';

const ICBC = { bankNo: '002', bankName: '中国工商银行', bankAccountMasked: '6222 **** **** 1011' };

const order = (partial: Partial<OrderDetailData>): OrderDetailData => ({
  allotNo: '202612060000000001',
  businessType: 'Purchase',
  status: '0',
  confirmStatus: '9',
  fundCode: '970011',
  fundName: '国证资管安心纯债债券A',
  tradeAccount: '990000000101',
  applySum: '1000.00',
  fee: '5.96',
  feeMode: 'A',
  applyShare: null,
  dividendType: '1',
  capitalMode: '2',
  card: ICBC,
  deductStatus: '3',
  applyDate: '20261206',
  applyTime: '123900',
  tradeDate: '20261207',
  confirmDate: '20261208',
  availableDate: '20261209',
  payoutDate: null,
  paidDate: '20261206',
  remittance: null,
  cancelDate: null,
  confirmation: null,
  moneyToCard: null,
  cancellable: null,
  ...partial,
});

const summary = (o: OrderDetailData) => orderProgress(o).map((s) => [s.label, s.state, s.when, s.note]);

describe('an order’s progress line 提交 → 付款 → 确认 → 到账 (issue 38 item 3)', () => {
  it('a fast-pay purchase waiting for its confirmation', () => {
    expect(summary(order({}))).toEqual([
      ['提交', 'done', '2026-12-06 12:39', ''],
      ['付款', 'done', '2026-12-06', '快捷支付扣款成功 中国工商银行（尾号1011）'],
      ['确认', 'current', '预计2026-12-08', ''],
      ['到账', 'todo', '预计2026-12-09', ''],
    ]);
  });

  it('a private order before its visit is confirmed promises no confirm day (review P14)', () => {
    const pending = order({
      fundCode: '980001',
      tradeDate: '20261123',
      confirmDate: '20261124',
      visitPending: '1',
    });
    expect(summary(pending).slice(2)).toEqual([
      ['确认', 'current', '', '回访确认成功后，按确认当日或之后首个开放日的净值确认份额'],
      ['到账', 'todo', '', ''],
    ]);
  });

  it('a transfer still to remit says by when', () => {
    const unpaid = order({
      capitalMode: '1',
      card: null,
      paidDate: null,
      remittance: { remitDeadDate: '20261207', remittanceTime: '150000' },
    });
    expect(summary(unpaid)[1]).toEqual(['付款', 'current', '', '待汇款，请于2026-12-07 15:00前汇款']);
    expect(summary(unpaid)[2][1]).toBe('todo');
  });

  it('a late transfer: 付款 and 确认 failed, with the reason', () => {
    const reason = '汇款资金未在汇款截止时间（2026-12-07 15:00）前到账，申请无效';
    const failed = order({
      status: '2',
      capitalMode: '1',
      card: null,
      paidDate: null,
      confirmation: {
        confirmDate: '20261207',
        confirmStatus: '0',
        confirmedAmount: '0.00',
        confirmedShares: '0.00',
        nav: null,
        fee: '0.00',
        refund: '0.00',
        reason,
      },
    });
    expect(summary(failed).slice(1, 3)).toEqual([
      ['付款', 'failed', '', '汇款未按时到账'],
      ['确认', 'failed', '2026-12-07', reason],
    ]);
  });

  it('a cancelled fast-pay purchase ends with its refund to the card', () => {
    const cancelled = order({
      status: '3',
      cancelDate: '20261206',
      moneyToCard: { kind: 'refund', amount: '1000.00', state: 'onTheWay', date: '20261207', card: ICBC },
    });
    expect(summary(cancelled).slice(2)).toEqual([
      ['已撤单', 'failed', '2026-12-06', ''],
      ['退款', 'current', '预计2026-12-07', '退款中 1,000.00元 预计12-07退回中国工商银行（尾号1011）'],
    ]);
  });

  it('a confirmed redemption: no 付款; 到账 is the money reaching the card', () => {
    const redeemed = order({
      businessType: 'Redeem',
      status: '1',
      applySum: null,
      fee: null,
      applyShare: '10000.00',
      paidDate: null,
      payoutDate: '20261210',
      confirmation: {
        confirmDate: '20261208',
        confirmStatus: '1',
        confirmedAmount: '10829.00',
        confirmedShares: '10000.00',
        nav: '1.0829',
        fee: '7.00',
        refund: '0.00',
        reason: null,
      },
      moneyToCard: { kind: 'payout', amount: '10822.00', state: 'onTheWay', date: '20261210', card: ICBC },
    });
    expect(summary(redeemed)).toEqual([
      ['提交', 'done', '2026-12-06 12:39', ''],
      ['确认', 'done', '2026-12-08', '到账金额10,822.00元'],
      ['到账', 'current', '预计2026-12-10', '赎回款 10,822.00元 预计12-10到账 中国工商银行（尾号1011）'],
    ]);
  });
});
