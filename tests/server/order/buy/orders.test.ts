import type { TradeLimitData } from '@/api/order/contract';
import type { AcceptedOrder, TradingPoundageData } from '@/api/order/contract-orders';

import type { HttpClient } from '../../support/http-client';
import { encrypt } from '../../support/portal';
import type { TestServer } from '../../support/server';
import {
  confirmSummary,
  type DemoKey,
  investor,
  newKey,
  orderBody,
  placeOrder,
  postOrder,
  purchase,
  ZHANG_ACCOUNT,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const PURCHASE = '/v1/order/purchase';
const used = async (client: HttpClient, fundCode: string) =>
  (await client.get<TradeLimitData>(`/v1/order/tradeLimit?fundCode=${fundCode}&businessType=Purchase&t=1`))
    .data;
const envelope = (answer: { json: unknown }) =>
  answer.json as { state: number; data: AcceptedOrder; message: string };

describe('POST /v1/order/purchase', () => {
  it('needs the product summary confirmed first (402002), then accepts the order on the server clock', async () => {
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '10000.00' });
    const unsigned = envelope(await postOrder(zhang, PURCHASE, body));
    expect([unsigned.state, unsigned.message]).toEqual([402002, '请先阅读并确认产品资料概要']);
    await confirmSummary(zhang, '970031');
    const answer = await postOrder(zhang, PURCHASE, body);
    expect(answer.status).toBe(200);
    const { state, data, message } = envelope(answer);
    expect([state, message]).toEqual([200000, '下单成功']);
    expect(data).toMatchObject({
      businessType: 'Purchase',
      status: '0',
      confirmStatus: '9',
      fundCode: '970031',
      fundName: '国证资管稳健配置混合',
      tradeAccount: ZHANG_ACCOUNT,
      capitalMode: '1',
      applySum: '10000.00',
      // 1.5 % listed, 4折 online but not below 0.6 %: 10000 − 10000 / 1.006, half-up to the fen.
      fee: '59.64',
      applyDate: '20261123',
      applyTime: '100000',
      tradeDate: '20261123',
      confirmDate: '20261124',
      availableDate: '20261125',
      cutOffTime: '150000',
      remitDeadDate: '20261123',
      remittanceTime: '150000',
    });
    expect(data.appNo).toMatch(/^20261123\d{10}$/);
    expect(await used(zhang, '970031')).toMatchObject({ firstPurchase: false, usedToday: '10000.00' });
  });

  it('refuses the amounts outside the limits with the reason', async () => {
    const refuse = async (client: HttpClient, who: DemoKey, fields: Record<string, unknown>) =>
      (await purchase(client, who, fields)).message;
    await confirmSummary(zhang, '970002');
    expect(await refuse(zhang, 'zhangSan', { fundCode: '970002', applySum: '1000.00' })).toBe(
      '首次购买金额不能低于500万元',
    );
    expect(await refuse(zhang, 'zhangSan', { fundCode: '970031', applySum: '5.00' })).toBe(
      '追加购买金额不能低于10元',
    );

    // 970061 takes at most 50 000 yuan a day from one investor (QDII quota), an R5 fund: the notice first.
    const feng = await investor(server, 'fengEr');
    await confirmSummary(feng, '970061');
    const qdii = { fundCode: '970061' };
    expect(await refuse(feng, 'fengEr', { ...qdii, applySum: '30000.00', confirmations: [] })).toBe(
      '缺少「高风险产品提示」的书面确认，请重新阅读并确认后再购买',
    );
    expect((await purchase(feng, 'fengEr', { ...qdii, applySum: '30000.00' })).state).toBe(200000);
    expect(await refuse(feng, 'fengEr', { ...qdii, applySum: '30000.00' })).toBe(
      '超过单日购买上限5万元，今日已申请3万元，最多还可购买2万元',
    );
    expect((await purchase(feng, 'fengEr', { ...qdii, applySum: '20000.00' })).state).toBe(200000);
    expect(await refuse(feng, 'fengEr', { ...qdii, applySum: '10.00' })).toBe(
      '今日购买金额已达单日上限5万元，请下一个交易日再来',
    );
    expect(await used(feng, '970061')).toMatchObject({
      maxPerDay: '50000.00',
      usedToday: '50000.00',
      remainingToday: '0.00',
    });
  });

  it('refuses what the portal cannot sell: a missing summary, an unsigned contract, fast pay, another account', async () => {
    const missing = await purchase(zhang, 'zhangSan', {
      fundCode: '970091',
      applySum: '100.00',
    });
    expect([missing.state, missing.message]).toEqual([402002, '产品概要文件缺失']);
    const zhou = await investor(server, 'zhouJiu');
    const contract = await purchase(zhou, 'zhouJiu', { fundCode: '980004', applySum: '1000000.00' });
    expect([contract.state, contract.message]).toEqual([402002, '请先签署电子合同']);
    expect(
      (await purchase(zhang, 'zhangSan', { fundCode: '970031', applySum: '100.00', capitalMode: '2' }))
        .message,
    ).toBe('请选择用于快捷支付的银行卡');
    const other = await purchase(zhang, 'zhangSan', {
      fundCode: '970031',
      applySum: '100.00',
      tradeAccount: '990000000001',
    });
    expect(other.message).toBe('交易账号不存在');
    const closed = await purchase(zhang, 'zhangSan', { fundCode: '970032', applySum: '100.00' });
    expect(closed.message).toBe('该产品当前状态为认购期，不能办理申购');
  });

  it('refuses a blacklisted investor every order call (402016)', async () => {
    const yang = await investor(server, 'yangSi');
    const body = await orderBody(yang, 'yangSi', { fundCode: '970031', applySum: '100.00' });
    const refused = envelope(await postOrder(yang, PURCHASE, body));
    expect([refused.state, refused.message]).toEqual([
      402016,
      '您的账户已被列入黑名单，暂不能交易，请联系客服95517',
    ]);
    expect((await yang.get('/v1/order/tradeLimit?fundCode=970031&businessType=Purchase&t=1')).state).toBe(
      402016,
    );
    expect((await yang.get('/v1/order/dateTimeStatus?t=1')).state).toBe(402016);
  });

  it('validates the body and the headers against the contract', async () => {
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '100.00' });
    const noKey = await zhang.request('POST', PURCHASE, body);
    expect([noKey.status, (noKey.json as { message: string }).message]).toEqual([
      400,
      '请求头缺少必填字段 idempotency-key',
    ]);
    expect((await postOrder(zhang, PURCHASE, body, 'short')).status).toBe(400);
    for (const applySum of ['100', '100.001', '0.00', '-1.00', '1e3']) {
      expect((await postOrder(zhang, PURCHASE, { ...body, applySum })).status).toBe(400);
    }
    expect((await postOrder(zhang, PURCHASE, { ...body, extra: 1 })).status).toBe(400);
  });
});

describe('Idempotency-Key', () => {
  it('answers a replay with the first result, even with the password encrypted again', async () => {
    const key = newKey();
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '200.00' });
    const first = await postOrder(zhang, PURCHASE, body, key);
    const before = (await used(zhang, '970031')).usedToday;
    const again = await postOrder(
      zhang,
      PURCHASE,
      { ...body, password: await encrypt(zhang, '147258') },
      key,
    );
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    expect((await used(zhang, '970031')).usedToday).toBe(before);
  });

  it('refuses the same key with another body (409) and makes no order', async () => {
    const key = newKey();
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '300.00' });
    await postOrder(zhang, PURCHASE, body, key);
    const before = (await used(zhang, '970031')).usedToday;
    const changed = await postOrder(zhang, PURCHASE, { ...body, applySum: '400.00' }, key);
    expect(changed.status).toBe(409);
    expect(changed.json).toEqual({
      state: 409000,
      data: null,
      message: '该笔订单已按原内容提交，本次请求的内容与之不同，未予受理；如需修改，请返回重新下单',
    });
    expect((await postOrder(zhang, '/v1/order/subscription', body, key)).status).toBe(409);
    expect((await used(zhang, '970031')).usedToday).toBe(before);
  });

  it('makes one order of a double click and of a retry after a timeout', async () => {
    const key = newKey();
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '500.00' });
    const before = Number((await used(zhang, '970031')).usedToday);
    const [a, b] = await Promise.all([
      postOrder(zhang, PURCHASE, body, key),
      postOrder(zhang, PURCHASE, body, key),
    ]);
    expect(envelope(a).data.appNo).toBe(envelope(b).data.appNo);
    // The browser gave up waiting and sends the same intent again.
    const retry = await postOrder(zhang, PURCHASE, body, key);
    expect(envelope(retry).data.appNo).toBe(envelope(a).data.appNo);
    expect(Number((await used(zhang, '970031')).usedToday)).toBe(before + 500);
  });

  it('binds nothing when the order is refused: the corrected intent goes through with the same key', async () => {
    const key = newKey();
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '600.00' });
    const wrong = await postOrder(
      zhang,
      PURCHASE,
      { ...body, password: await encrypt(zhang, '000000') },
      key,
    );
    expect(envelope(wrong).message).toBe('交易密码错误，还可尝试4次');
    expect(envelope(await postOrder(zhang, PURCHASE, body, key)).state).toBe(200000);
  });

  it('belongs to one investor: another investor may use the same key for their own order', async () => {
    const key = newKey();
    const zhu = await investor(server, 'zhuWu');
    await confirmSummary(zhu, '970001');
    const mine = envelope(
      await postOrder(
        zhang,
        PURCHASE,
        await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '700.00' }),
        key,
      ),
    );
    const theirs = envelope(
      await postOrder(
        zhu,
        PURCHASE,
        await orderBody(zhu, 'zhuWu', { fundCode: '970001', applySum: '700.00' }),
        key,
      ),
    );
    expect(theirs.state).toBe(200000);
    expect(theirs.data.appNo).not.toBe(mine.data.appNo);
  });
});

describe('the trade password', () => {
  it('locks after 5 wrong tries with the login rules, in the dialog and in the order, but not the login', async () => {
    const qin = await investor(server, 'qinLiu');
    const check = async (password: string) =>
      (await qin.post('/v1/account/password', { password: await encrypt(qin, password) })).message;
    expect(await check('147258')).toBe('交易密码正确');
    for (const left of [4, 3, 2]) expect(await check('111111')).toBe(`交易密码错误，还可尝试${left}次`);
    await confirmSummary(qin, '970001');
    const body = await orderBody(qin, 'qinLiu', { fundCode: '970001', applySum: '100.00' }, '111111');
    expect(envelope(await postOrder(qin, PURCHASE, body)).message).toBe('交易密码错误，还可尝试1次');
    const locked = '交易密码错误次数过多，已锁定，请于2026-11-23 10:30（北京时间）后再试';
    expect(await check('111111')).toBe(locked);
    expect(await check('147258')).toBe(locked);
    const right = await orderBody(qin, 'qinLiu', { fundCode: '970001', applySum: '100.00' });
    expect(envelope(await postOrder(qin, PURCHASE, right)).message).toBe(locked);
    expect((await qin.get('/v1/auth/user?t=1')).state).toBe(200000);
    expect((await qin.post('/v1/account/password', { password: 'not base64!' })).state).toBe(400000);
    expect(
      (
        await qin.post('/v1/account/password', {
          password: await encrypt(qin, '147258'),
          tradeAccount: '990000000001',
        })
      ).message,
    ).toBe('交易账号不存在');
  });
});

describe('the other order calls', () => {
  it('previews the fee: list fee struck through beside the discounted fee, a fixed fee from 5 million', async () => {
    const preview = async (applySum: string) =>
      (
        await zhang.post<TradingPoundageData>('/v1/order/tradingPoundage', {
          fundCode: '970031',
          businessType: 'Purchase',
          applySum,
        })
      ).data;
    expect(await preview('10000.00')).toEqual({
      applySum: '10000.00',
      feeMode: 'A',
      listRate: '1.5000',
      rate: '0.6000',
      discount: '0.40',
      fixedFee: false,
      listFee: '147.78',
      fee: '59.64',
      netAmount: '9940.36',
      // A public fund's figures are never withheld.
      figuresWithheld: null,
    });
    expect(await preview('6000000.00')).toMatchObject({
      listRate: null,
      rate: null,
      fixedFee: true,
      fee: '1000.00',
      netAmount: '5999000.00',
    });
  });

  it('subscribes during the raise (confirmed after it ends) and books a closed-period fund for its open day', async () => {
    await confirmSummary(zhang, '970032');
    const subscription = await placeOrder(zhang, 'zhangSan', '/v1/order/subscription', {
      fundCode: '970032',
      applySum: '1000.00',
    });
    expect(subscription.data).toMatchObject({
      businessType: 'Subscribe',
      tradeDate: '20261123',
      confirmDate: '20261214',
    });
    expect((await zhang.get('/v1/order/reservation?fundCode=970021&t=1')).data).toEqual({
      reservable: true,
      startDate: '20261123',
      endDate: '20261130',
      openDate: '20261201',
      remitDeadDate: '20261201',
      remittanceTime: '150000',
      provisionalDates: [],
    });
    await confirmSummary(zhang, '970021');
    const booked = await placeOrder(zhang, 'zhangSan', '/v1/order/purchase/hope', {
      fundCode: '970021',
      applySum: '1000.00',
    });
    expect(booked.data).toMatchObject({
      businessType: 'BookPurchase',
      tradeDate: '20261201',
      confirmDate: '20261202',
      remitDeadDate: '20261201',
    });
    expect((await zhang.get('/v1/order/reservation?fundCode=970031&t=1')).data).toMatchObject({
      reservable: false,
      openDate: null,
    });
  });

  it('says whether the summary is signed, and lists it with the hash of the document served', async () => {
    expect(
      (await zhang.get('/v1/order/agreementSigned?fundCode=970031&businessType=Purchase&t=1')).data,
    ).toEqual({ productType: '1', statusCode: '1' });
    expect(
      (await zhang.get('/v1/order/agreementSigned?fundCode=970011&businessType=Purchase&t=1')).data,
    ).toEqual({ productType: '1', statusCode: '0' });
    const [notice] = (
      await zhang.get<Array<{ filePath: string; fileHash: string; signed: string }>>(
        '/v1/agreement/infoPublish?fundCode=970011&fundBusinessCode=022&t=1',
      )
    ).data;
    const document = await zhang.request('GET', notice.filePath);
    expect(document.headers['content-type']).toContain('text/html');
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(document.body).digest('hex')).toBe(notice.fileHash);
    expect(document.body.toString()).toContain('国证资管安心纯债债券A产品资料概要');
    expect(
      (await zhang.get('/v1/agreement/infoPublish?fundCode=970091&fundBusinessCode=022&t=1')).data,
    ).toEqual([]);
    await confirmSummary(zhang, '970011');
    const evidence = server.app.portal.db.all<{ document_hash: string }>(
      "SELECT document_hash FROM evidence WHERE kind = 'notice' AND fund_code = '970011'",
    );
    expect(evidence).toEqual([{ document_hash: notice.fileHash }]);
  });
});
