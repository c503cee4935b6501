import type { TradeRecordData, TransitData } from '@/api/account/contract-assets';
import type { BankCard, BindData } from '@/api/bank/contract-cards';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import { withCheckDigit } from '@/server/bank/channels';

import type { HttpClient } from '../../support/http-client';
import { latestSms } from '../../support/portal';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  envelope,
  icbcCard,
  investor,
  MONDAY_10AM,
  newKey,
  orderBody,
  postOrder,
  purchase,
  serverAt,
  zhangAt,
  zhangReadyToBuy,
} from '../support';

/** Issue 28 item 1: 快捷支付 from a bound card with fast pay opened, within its bank's limits, paid at once. */
jest.setTimeout(180000);

const MONEY_MARKET = '970001'; // R1, minimum 1 yuan, no daily cap of the fund: only the card's limits count
const ICBC = '002'; // 单笔 5万元, 单日 5万元 (server/bank/channels.ts)

let server: TestServer;
afterEach(() => server?.close());

const fastPay = (card: BankCard, applySum: string) => ({
  fundCode: MONEY_MARKET,
  applySum,
  capitalMode: '2',
  bankNo: card.bankCode,
  bankAccount: card.id,
});
const ordersOf = (accountPhone: string) =>
  server.app.portal.db.all<{
    app_no: string;
    apply_sum: string;
    paid_at: number | null;
    deduct_status: string;
  }>(
    `SELECT o.app_no, o.apply_sum, o.paid_at, o.deduct_status FROM orders o JOIN accounts a ON a.id = o.account_id
      WHERE a.phone = ? AND o.capital_mode = '2' ORDER BY o.rowid`,
    [accountPhone],
  );
const cardNoOf = (id: string) =>
  server.app.portal.db.get<{ card_no: string }>('SELECT card_no FROM bank_cards WHERE id = ?', [Number(id)])
    ?.card_no as string;

/** Binds a 招商银行 card with the bank's SMS, fast pay opened or not. */
async function bindCmb(client: HttpClient, fastPayOpened: boolean): Promise<BankCard> {
  const phone = '13700002222';
  const started = await client.post<BindData>('/v1/bank', {
    bankCode: '007',
    cardNo: withCheckDigit(fastPayOpened ? '621483765432101' : '621483765432102'),
    phone,
    fastPay: fastPayOpened ? '1' : '0',
    agreed: true,
  });
  const code = await latestSms(client, phone);
  return (await client.post<BankCard>('/v1/bank/confirm', { bindId: started.data.bindId, code })).data;
}

describe('fast pay (快捷支付)', () => {
  it('debits the chosen card at once: the order is paid (deduct status 3 扣款成功), names the card masked, and counts against the card’s day', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, MONEY_MARKET);
    const card = await icbcCard(zhang);
    expect(card.fastPayLimits).toEqual({
      singleLimit: '50000.00',
      dailyLimit: '50000.00',
      paidToday: '0.00',
    });

    const answer = await purchase(zhang, 'zhangSan', fastPay(card, '10000.00'));
    expect(answer.state).toBe(200000);
    expect(answer.data).toMatchObject({
      capitalMode: '2',
      deductStatus: '3',
      paidFrom: { bankNo: ICBC, bankName: '中国工商银行', bankAccountMasked: card.cardNoMasked },
      remitDeadDate: null,
    });
    expect(ordersOf('13800000001')).toEqual([
      {
        app_no: answer.data.appNo,
        apply_sum: '10000.00',
        paid_at: Date.parse(MONDAY_10AM),
        deduct_status: '3',
      },
    ]);
    // The bank's number is the back office's: the order recorded the card, not the id the page sent.
    const stored = server.app.portal.db.get<{ bank_no: string; bank_account: string }>(
      'SELECT bank_no, bank_account FROM orders WHERE app_no = ?',
      [answer.data.appNo],
    );
    expect(stored).toEqual({ bank_no: ICBC, bank_account: cardNoOf(card.id) });

    expect((await icbcCard(zhang)).fastPayLimits?.paidToday).toBe('10000.00');
    const transit = (await zhang.get<TransitData>('/v1/account/assets/transit?t=1')).data;
    expect(transit.find((item) => item.appNo === answer.data.appNo)).toMatchObject({
      remittance: null,
      deductStatus: '3',
      paidFrom: { bankName: '中国工商银行', bankAccountMasked: card.cardNoMasked },
    });
    const records = (await zhang.get<TradeRecordData>('/v1/account/trade/record?t=1')).data.rows;
    expect(records.find((row) => row.appNo === answer.data.appNo)).toMatchObject({
      orderStatus: '0',
      deductStatus: '3',
      paidFrom: { bankNo: ICBC, bankAccountMasked: card.cardNoMasked },
    });
  });

  it('refuses no card, another investor’s card, a card without fast pay and a bankNo that is not the card’s bank, with no order', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, MONEY_MARKET);
    const qian = await investor(server, 'qianQi');
    const own = await icbcCard(zhang);
    const message = async (fields: Record<string, unknown>) =>
      (await purchase(zhang, 'zhangSan', fields)).message;

    expect(await message({ fundCode: MONEY_MARKET, applySum: '100.00', capitalMode: '2' })).toBe(
      '请选择用于快捷支付的银行卡',
    );
    expect(await message(fastPay(await icbcCard(qian), '100.00'))).toBe(
      '没有找到该银行卡，请重新选择支付银行卡',
    );
    expect(await message({ ...fastPay(own, '100.00'), bankNo: '007' })).toBe(
      '支付银行卡与所选银行不符，请重新选择支付银行卡',
    );
    const plain = await bindCmb(zhang, false);
    expect(plain.fastPayLimits).toBeNull();
    expect(await message(fastPay(plain, '100.00'))).toBe(
      '该银行卡未开通快捷支付，请先开通快捷支付或选择汇款支付',
    );
    expect(ordersOf('13800000001')).toEqual([]);
  });

  it('keeps each card within its bank’s single-order limit and what is left of its daily limit (decimal, per card, per Shanghai day)', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, MONEY_MARKET);
    const icbc = await icbcCard(zhang);
    const place = (card: BankCard, amount: string) => purchase(zhang, 'zhangSan', fastPay(card, amount));

    expect((await place(icbc, '50000.01')).message).toBe(
      '超过中国工商银行快捷支付单笔限额5万元，请减少金额或选择汇款支付',
    );
    expect((await place(icbc, '30000.00')).state).toBe(200000);
    expect((await place(icbc, '20000.01')).message).toBe(
      '超过中国工商银行快捷支付单日限额5万元，该卡今日已支付3万元，最多还可支付2万元，请减少金额或选择汇款支付',
    );
    expect((await place(icbc, '20000.00')).state).toBe(200000);
    expect((await place(icbc, '1.00')).message).toBe(
      '该卡今日快捷支付已达中国工商银行单日限额5万元，请明日再试或选择汇款支付',
    );
    // Another fast-pay card has its own day; a bank transfer is not limited by any card.
    const cmb = await bindCmb(zhang, true);
    expect((await place(cmb, '50000.00')).state).toBe(200000);
    expect((await purchase(zhang, 'zhangSan', { fundCode: MONEY_MARKET, applySum: '60000.00' })).state).toBe(
      200000,
    );
    expect(ordersOf('13800000001').map((o) => o.apply_sum)).toEqual(['30000.00', '20000.00', '50000.00']);

    // 23:59:59 is the same Shanghai day; midnight starts a new one for every card.
    const late = await zhangAt(server, '2026-11-23T23:59:59+08:00');
    expect((await purchase(late, 'zhangSan', fastPay(icbc, '1.00'))).message).toMatch(
      /已达中国工商银行单日限额/,
    );
    await clockTo(late, '2026-11-24T00:00:00+08:00');
    expect((await icbcCard(late)).fastPayLimits?.paidToday).toBe('0.00');
    expect((await purchase(late, 'zhangSan', fastPay(icbc, '50000.00'))).state).toBe(200000);
  });

  it('a debit the bank refuses leaves no order and says why; the same Idempotency-Key then places one order, replayed and never twice', async () => {
    server = await serverAt(MONDAY_10AM);
    const zhang = await zhangReadyToBuy(server, MONEY_MARKET);
    const card = await icbcCard(zhang);
    const cardNo = cardNoOf(card.id);
    await zhang.request('POST', '/__dev/bank/debit-refusal', { cardNo, reason: '账户余额不足' });

    const key = newKey();
    const body = await orderBody(zhang, 'zhangSan', fastPay(card, '1000.00'));
    const refused = envelope(await postOrder(zhang, '/v1/order/purchase', body, key));
    expect(refused.message).toBe(
      '银行卡扣款失败：账户余额不足。本次申请未提交，未扣款，请更换银行卡或选择汇款支付',
    );
    expect(ordersOf('13800000001')).toEqual([]);
    expect((await icbcCard(zhang)).fastPayLimits?.paidToday).toBe('0.00');

    await zhang.request('POST', '/__dev/bank/debit-refusal', { cardNo, reason: null });
    // The investor presses again (same intent, same key), twice at once: one order, one debit.
    const [first, second] = await Promise.all([
      postOrder(zhang, '/v1/order/purchase', body, key),
      postOrder(zhang, '/v1/order/purchase', body, key),
    ]);
    const placed = envelope<AcceptedOrder>(first).data;
    expect(envelope<AcceptedOrder>(second).data.appNo).toBe(placed.appNo);
    const replay = await postOrder(zhang, '/v1/order/purchase', body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(envelope<AcceptedOrder>(replay).data).toEqual(placed);
    expect(ordersOf('13800000001')).toHaveLength(1);
    expect((await icbcCard(zhang)).fastPayLimits?.paidToday).toBe('1000.00');
  });
});
