import type { TradeRecordData, TransitData } from '@/api/account/contract-assets';
import type { OrderDetailData } from '@/api/order/contract-detail';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  confirmSummary,
  envelope,
  icbcCard,
  investor,
  MONDAY_10AM,
  postOrder,
  purchase,
  redeem,
  serverAt,
  tradeBody,
  zhangAt,
  zhangReadyToBuy,
} from '../support';

jest.setTimeout(90000);

let server: TestServer;
afterEach(() => server?.close());

const ICBC_CARD = {
  bankNo: '002',
  bankName: '中国工商银行',
  bankAccountMasked: expect.stringMatching(/\d{4}$/),
};

const detail = async (client: HttpClient, appNo: string) =>
  envelope<OrderDetailData>(await client.request('GET', `/v1/order/detail?appNo=${appNo}&t=1`));
const transit = async (client: HttpClient) =>
  envelope<TransitData>(await client.request('GET', '/v1/account/assets/transit?t=1')).data;
const record = async (client: HttpClient, appNo: string) =>
  envelope<TradeRecordData>(await client.request('GET', '/v1/account/trade/record?t=1')).data.rows.find(
    (r) => r.appNo === appNo,
  );

describe('GET /v1/order/detail', () => {
  it('a fast-pay purchase: the card, its dates and 撤单; once cancelled, its refund to the card until it arrives', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970001');
    const fastPay = { capitalMode: '2', bankNo: '002', bankAccount: (await icbcCard(zhang)).id };
    const placed = await purchase(zhang, 'zhangSan', {
      fundCode: '970001',
      applySum: '12000.00',
      ...fastPay,
    });
    expect(placed.state).toBe(200000);
    const { appNo } = placed.data;

    const open = await detail(zhang, appNo);
    expect(open.state).toBe(200000);
    expect(open.data).toMatchObject({
      allotNo: appNo,
      businessType: 'Purchase',
      status: '0',
      applySum: '12000.00',
      card: ICBC_CARD,
      deductStatus: '3',
      applyDate: '20261123',
      tradeDate: '20261123',
      paidDate: '20261123',
      cancellable: { appNo, applySum: '12000.00', tradeDate: '20261123' },
      moneyToCard: null,
    });

    const cancel = await tradeBody(zhang, 'zhangSan', { originalAppNo: appNo });
    expect(envelope(await postOrder(zhang, '/v1/order/cancel', cancel)).state).toBe(200000);
    const refunding = {
      kind: 'refund',
      amount: '12000.00',
      state: 'onTheWay',
      date: '20261124',
      card: ICBC_CARD,
    };
    expect((await detail(zhang, appNo)).data).toMatchObject({
      status: '3',
      cancelDate: '20261123',
      cancellable: null,
      moneyToCard: refunding,
    });
    expect((await transit(zhang)).find((t) => t.appNo === appNo)).toMatchObject({
      orderStatus: '3',
      moneyToCard: refunding,
    });
    expect(await record(zhang, appNo)).toMatchObject({ orderStatus: '3', moneyToCard: refunding });

    // The next trading day the refund is on the card: 已退款, and no longer in transit.
    const later = await zhangAt(server, '2026-11-24T10:00:00+08:00'); // the session ended meanwhile
    expect((await detail(later, appNo)).data.moneyToCard).toMatchObject({
      state: 'arrived',
      date: '20261124',
    });
    expect((await transit(later)).some((t) => t.appNo === appNo)).toBe(false);
  });

  it('a transfer not arrived by 15:00 of T: failed, with its reason in the detail and the trade records', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, '970001');
    const placed = await purchase(zhang, 'zhangSan', { fundCode: '970001', applySum: '800.00' });
    const { appNo } = placed.data;
    expect((await detail(zhang, appNo)).data.remittance).toEqual({
      remitDeadDate: '20261123',
      remittanceTime: '150000',
    });
    const later = await zhangAt(server, '2026-11-23T15:30:00+08:00');
    const reason = '汇款资金未在汇款截止时间（2026-11-23 15:00）前到账，申请无效';
    expect((await detail(later, appNo)).data).toMatchObject({
      status: '2',
      remittance: null,
      confirmation: { confirmStatus: '0', reason },
      moneyToCard: null,
    });
    expect(await record(later, appNo)).toMatchObject({ orderStatus: '2', reason });
  });

  it('a confirmed redemption: the net amount stays in transit, with its card, until the payout date', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await investor(server, 'zhangSan');
    const placed = await redeem(zhang, 'zhangSan', {
      fundCode: '970011',
      overLimit: '0',
      applyShare: '1000.00',
    });
    expect(placed.state).toBe(200000);
    expect(placed.data.payoutCard).toEqual(ICBC_CARD);
    const { appNo, payoutDate } = placed.data;

    const tuesday = await zhangAt(server, '2026-11-24T21:00:00+08:00');
    const confirmed = (await detail(tuesday, appNo)).data;
    expect(confirmed).toMatchObject({ status: '1', applyShare: '1000.00', card: ICBC_CARD });
    const net = confirmed.confirmation ? Number(confirmed.confirmation.confirmedAmount) : NaN;
    const payout = confirmed.moneyToCard;
    expect(payout).toMatchObject({ kind: 'payout', state: 'onTheWay', date: payoutDate, card: ICBC_CARD });
    expect(Number(payout?.amount)).toBeCloseTo(net - Number(confirmed.confirmation?.fee), 2);
    expect((await transit(tuesday)).find((t) => t.appNo === appNo)).toMatchObject({
      orderStatus: '1',
      moneyToCard: payout,
    });

    const y = payoutDate.slice(0, 4);
    const paidDay = await zhangAt(
      server,
      `${y}-${payoutDate.slice(4, 6)}-${payoutDate.slice(6)}T10:00:00+08:00`,
    );
    expect((await detail(paidDay, appNo)).data.moneyToCard?.state).toBe('arrived');
    expect((await transit(paidDay)).some((t) => t.appNo === appNo)).toBe(false);
  });

  it('refuses another investor’s order as a missing one, and a malformed number with a clear refusal', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await investor(server, 'zhangSan');
    const feng = await investor(server, 'fengEr');
    await confirmSummary(zhang, '970001');
    const { appNo } = (await purchase(zhang, 'zhangSan', { fundCode: '970001', applySum: '800.00' })).data;
    const foreign = await detail(feng, appNo);
    expect([foreign.state, foreign.message, foreign.data]).toEqual([503502, '未找到该笔订单', null]);
    const bad = await zhang.request('GET', '/v1/order/detail?appNo=12%3B3&t=1');
    expect(bad.status).toBe(400);
    expect((bad.json as { message: string }).message).toMatch(/[\u4e00-\u9fa5]/);
  });
});
