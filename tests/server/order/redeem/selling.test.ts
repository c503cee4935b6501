import Big from 'big.js';

import type { RedeemFundData } from '@/api/fund/contract';
import type { CancellableData, DividendData } from '@/api/order/contract-changes';
import type { AcceptedRedemption, RedeemQuoteData } from '@/api/order/contract-redeem';

import type { HttpClient } from '../../support/http-client';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  envelope,
  investor,
  newKey,
  postOrder,
  tradeAccountOf,
  tradeBody,
  ZHANG_ACCOUNT,
  zhangAt,
  zhangOnMondayForFile,
} from '../support';

let server: TestServer;
let zhang: HttpClient;
zhangOnMondayForFile((s) => ({ server, browser: zhang } = s));

const db = () => server.app.portal.db;
const lots = (fundCode: string) =>
  db().all<{ id: number; confirm_date: string; shares: string }>(
    'SELECT id, confirm_date, shares FROM holding_lots WHERE fund_code = ? AND trade_account = ? AND CAST(shares AS REAL) > 0 ORDER BY confirm_date',
    [fundCode, ZHANG_ACCOUNT],
  );
const latestNav = (fundCode: string, through = '20261120') =>
  db().get<{ nav: string }>(
    'SELECT nav FROM fund_navs WHERE fund_code = ? AND nav_date <= ? ORDER BY nav_date DESC LIMIT 1',
    [fundCode, through],
  )?.nav as string;
const holdings = async (client: HttpClient) =>
  envelope<RedeemFundData>(await client.request('GET', '/v1/fund/redeemFund?t=1')).data;

async function redeem(
  client: HttpClient,
  fields: Record<string, unknown>,
  options: { key?: string; password?: string; path?: string } = {},
) {
  const body = await tradeBody(
    client,
    'zhangSan',
    { fundCode: '970011', overLimit: '0', ...fields },
    options.password,
  );
  return postOrder(client, options.path ?? '/v1/order/redeem', body, options.key);
}

async function cancel(client: HttpClient, appNo: string, tradeAccount = ZHANG_ACCOUNT) {
  const body = await tradeBody(client, 'zhangSan', { originalAppNo: appNo, tradeAccount });
  return envelope<{ appNo: string; status: string }>(await postOrder(client, '/v1/order/cancel', body));
}

async function changeDividend(client: HttpClient, fundCode: string, dividendType: string) {
  const body = await tradeBody(client, 'zhangSan', { fundCode, shareType: 'A', dividendType });
  return envelope<{ appNo: string; confirmDate: string }>(
    await client.request('PUT', '/v1/order/dividend', body, { 'idempotency-key': newKey() }),
  );
}

describe('the seeded holdings of 张三', () => {
  it('lists what can be redeemed, each holding with its available shares, status and the check switch', async () => {
    const data = await holdings(zhang);
    expect(data.redeemableCheck).toBe(true);
    expect(data.holdings.map((h) => [h.fundCode, h.fundName, h.redeemBusiness])).toEqual([
      ['970003', '国证资管现金添利货币', 'Redeem'],
      ['970011', '国证资管安心纯债债券A', 'Redeem'],
      ['970072', '国证资管消费升级混合', 'Redeem'],
    ]);
    const bond = data.holdings.find((h) => h.fundCode === '970011')!;
    const shares = lots('970011').reduce((sum, lot) => sum.plus(lot.shares), new Big(0));
    expect(bond).toMatchObject({
      tradeAccount: ZHANG_ACCOUNT,
      shares: shares.toFixed(2),
      frozenShares: '0.00',
      availableShares: shares.toFixed(2),
      dividendType: '1',
      minRedeemShares: '1.00',
    });
    // Bought 60 trading days ago and 3 trading days ago (confirmed on Friday 20 November).
    expect(lots('970011').map((lot) => lot.confirm_date)).toEqual([
      expect.stringMatching(/^20260[89]/),
      '20261120',
    ]);

    const only = (fundCode: string) =>
      zhang.request('GET', `/v1/order/redeemable?fundCode=${fundCode}&tradeAccount=${ZHANG_ACCOUNT}&t=1`);
    expect(envelope<unknown[]>(await only('970011')).data).toHaveLength(1);
    expect(envelope<unknown[]>(await only('970031')).data).toEqual([]);
    // A session is needed.
    const anonymous = new (zhang.constructor as typeof HttpClient)(zhang.baseUrl);
    expect(envelope(await anonymous.request('GET', '/v1/fund/redeemFund?t=1')).state).toBe(401000);
  });
});

describe('the redemption preview', () => {
  it('takes the oldest lot first; the lot held 3 days pays 1.5 % and would be free from its 30th day', async () => {
    const [old, young] = lots('970011');
    const shares = new Big(old.shares).plus('100').toFixed(2);
    const answer = await zhang.request(
      'GET',
      `/v1/order/redeemQuote?fundCode=970011&tradeAccount=${ZHANG_ACCOUNT}&businessType=Redeem&applyShare=${shares}&t=1`,
    );
    const quote = envelope<RedeemQuoteData>(answer).data;
    const nav = latestNav('970011');
    const youngFee = new Big('100').times(nav).times('0.015').round(2, Big.roundHalfUp);
    expect(quote).toMatchObject({
      applyShare: shares,
      nav,
      navDate: '20261120',
      gross: new Big(shares).times(nav).round(2, Big.roundHalfUp).toFixed(2),
      fee: youngFee.toFixed(2),
      tradeDate: '20261123',
      confirmDate: '20261124',
      // A bond fund pays out on T+3 trading days.
      payoutDate: '20261126',
    });
    expect(quote.lots).toEqual([
      expect.objectContaining({
        confirmDate: old.confirm_date,
        shares: old.shares,
        rate: '0.0000',
        fee: '0.00',
        feeFreeFrom: null,
      }),
      {
        confirmDate: young.confirm_date,
        shares: '100.00',
        holdingDays: 3,
        rate: '1.5000',
        // A front-end lot: no back-end fee.
        backEndRate: null,
        backEndFee: null,
        fee: youngFee.toFixed(2),
        feeFreeFrom: '20261220',
      },
    ]);
    expect(new Big(quote.gross).minus(quote.fee).toFixed(2)).toBe(quote.net);
  });
});

describe('POST /v1/order/redeem', () => {
  it('refuses bad input, another investor’s account and a holding not in the redeemable list', async () => {
    const bad = async (fields: Record<string, unknown>) => (await redeem(zhang, fields)).status;
    expect(await bad({ applyShare: '0.00' })).toBe(400);
    expect(await bad({ applyShare: '10.5' })).toBe(400);
    expect(await bad({ applyShare: '10.00', overLimit: '2' })).toBe(400);
    expect(await bad({ applyShare: '10.00', extra: 1 })).toBe(400);
    const noKey = await zhang.request('POST', '/v1/order/redeem', { applyShare: '10.00' });
    expect(noKey.status).toBe(400);

    const refusal = async (client: HttpClient, fields: Record<string, unknown>) => {
      const { state, message, data } = envelope(await redeem(client, fields));
      expect(data).toBeNull();
      return [state, message];
    };
    expect(await refusal(zhang, { applyShare: '99999999.00' })).toEqual([
      400035,
      expect.stringMatching(/^可赎回份额不足，最多可赎回\d+\.\d{2}份$/),
    ]);
    expect(await refusal(zhang, { applyShare: '0.50' })).toEqual([400035, '单笔赎回份额不能低于1份']);
    const feng = await investor(server, 'fengEr');
    expect(await refusal(zhang, { applyShare: '10.00', tradeAccount: tradeAccountOf('fengEr') })).toEqual([
      400035,
      '交易账号不存在',
    ]);
    expect(await refusal(feng, { applyShare: '10.00', tradeAccount: tradeAccountOf('fengEr') })).toEqual([
      503502,
      '交易异常，请联系客服',
    ]);
    expect(await refusal(zhang, { applyShare: '10.00', fundCode: '970031' })).toEqual([
      503502,
      '交易异常，请联系客服',
    ]);
  });

  it('places a redemption once per Idempotency-Key and freezes its shares until confirmed or cancelled', async () => {
    const before = (await holdings(zhang)).holdings.find((h) => h.fundCode === '970011')!;
    const wrong = envelope(await redeem(zhang, { applyShare: '100.00' }, { password: '000000' }));
    expect([wrong.state, wrong.message]).toEqual([400035, '交易密码错误，还可尝试4次']);

    const key = newKey();
    const first = await redeem(zhang, { applyShare: '100.00' }, { key });
    const accepted = envelope<AcceptedRedemption>(first);
    expect([accepted.state, accepted.message]).toEqual([200000, '赎回申请已提交']);
    expect(accepted.data).toMatchObject({
      businessType: 'Redeem',
      status: '0',
      confirmStatus: '9',
      fundCode: '970011',
      tradeAccount: ZHANG_ACCOUNT,
      applyShare: '100.00',
      overLimit: '0',
      estimatedFee: '0.00',
      applyDate: '20261123',
      applyTime: '100000',
      tradeDate: '20261123',
      confirmDate: '20261124',
      payoutDate: '20261126',
      cutOffTime: '150000',
    });
    const replay = await redeem(zhang, { applyShare: '100.00' }, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(envelope<AcceptedRedemption>(replay).data.appNo).toBe(accepted.data.appNo);
    const other = await redeem(zhang, { applyShare: '200.00' }, { key });
    expect([other.status, envelope(other).state]).toEqual([409, 409000]);
    expect(db().get("SELECT COUNT(*) AS n FROM orders WHERE business_type = 'Redeem'")).toEqual({ n: 1 });

    const after = (await holdings(zhang)).holdings.find((h) => h.fundCode === '970011')!;
    expect(after.frozenShares).toBe('100.00');
    expect(after.availableShares).toBe(new Big(before.availableShares).minus('100').toFixed(2));
    expect(accepted.data.appNo).toMatch(/^20261123\d{10}$/);
    await cancelBeforeCutOff(accepted.data.appNo);
  });
});

/** The cancel of the redemption above: its shares are free again; a second cancel is refused. */
async function cancelBeforeCutOff(appNo: string) {
  const list = envelope<CancellableData>(await zhang.request('GET', '/v1/order/cancel?t=1')).data;
  expect(list).toEqual([
    expect.objectContaining({
      appNo,
      businessType: 'Redeem',
      applySum: null,
      applyShare: '100.00',
      tradeDate: '20261123',
      deadline: Date.parse('2026-11-23T15:00:00+08:00'),
    }),
  ]);
  const feng = await investor(server, 'fengEr');
  expect(await cancel(feng, appNo, tradeAccountOf('fengEr'))).toMatchObject({
    state: 503502,
    message: '未找到该笔订单，请刷新后重试',
  });
  expect(await cancel(zhang, appNo)).toMatchObject({
    state: 200000,
    message: '撤单成功',
    data: { appNo, status: '3', confirmStatus: '4', cancelDate: '20261123', cancelTime: '100000' },
  });
  expect((await holdings(zhang)).holdings.find((h) => h.fundCode === '970011')!.frozenShares).toBe('0.00');
  expect(await cancel(zhang, appNo)).toMatchObject({ state: 400035, message: '订单已撤单，请勿重复撤单' });
}

describe('the dividend method, cancel after the cut-off and the confirm batch', () => {
  it('changes once (OrderError01 while pending), refuses a late cancel, then confirms the redemption and the change', async () => {
    const settings = async (fundCode: string) =>
      envelope<DividendData>(await zhang.request('GET', `/v1/order/dividend?fundCode=${fundCode}&t=1`)).data;
    expect(await settings('970011')).toEqual([
      {
        fundCode: '970011',
        fundName: '国证资管安心纯债债券A',
        tradeAccount: ZHANG_ACCOUNT,
        shareType: 'A',
        dividendType: '1',
        pending: null,
      },
    ]);
    expect(await changeDividend(zhang, '970072', '1')).toMatchObject({
      state: 400035,
      message: '当前分红方式已是现金分红，无需修改',
    });
    const change = await changeDividend(zhang, '970011', '0');
    expect(change).toMatchObject({
      state: 200000,
      message: '分红方式修改申请已提交，请稍后在交易查询中查看结果',
      data: { businessType: 'BonusWay', dividendType: '0', tradeDate: '20261123', confirmDate: '20261124' },
    });
    expect((await settings('970011'))[0].pending).toEqual({
      appNo: change.data.appNo,
      dividendType: '0',
      tradeDate: '20261123',
      confirmDate: '20261124',
    });
    expect(await changeDividend(zhang, '970011', '1')).toMatchObject({
      state: 402001,
      data: null,
      message: '您的分红方式修改申请尚未生效，请勿重复申请',
    });

    // The whole old lot and 100 shares of the young one, kept past the cut-off.
    const [old, young] = lots('970011');
    const shares = new Big(old.shares).plus('100').toFixed(2);
    const placed = envelope<AcceptedRedemption>(await redeem(zhang, { applyShare: shares })).data;
    zhang = await zhangAt(server, '2026-11-23T15:00:00+08:00');
    expect(envelope<CancellableData>(await zhang.request('GET', '/v1/order/cancel?t=1')).data).toEqual([]);
    expect(await cancel(zhang, placed.appNo)).toMatchObject({
      state: 400035,
      message: '已过撤单截止时间（2026-11-23 15:00），不能撤单',
    });

    // Wednesday 25 November after 20:00: Monday's NAV is out and both orders are due.
    const run = await clockTo(zhang, '2026-11-25T20:30:00+08:00');
    const batch = (run.json as { run: { batch: { confirmed: string[] } } }).run.batch;
    expect(batch.confirmed).toEqual(expect.arrayContaining([placed.appNo, change.data.appNo]));
    zhang = await investor(server, 'zhangSan', { fresh: true });

    const nav = db().get<{ nav: string }>(
      "SELECT nav FROM fund_navs WHERE fund_code = '970011' AND nav_date = '20261123'",
    )?.nav as string;
    const fee = new Big('100').times(nav).times('0.015').round(2, Big.roundHalfUp);
    const gross = new Big(shares).times(nav).round(2, Big.roundHalfUp);
    expect(
      db().get(
        'SELECT confirm_status, confirmed_amount, fee, nav, shares FROM confirmations WHERE app_no = ?',
        [placed.appNo],
      ),
    ).toEqual({
      confirm_status: '1',
      confirmed_amount: gross.toFixed(2),
      fee: fee.toFixed(2),
      nav,
      shares,
    });
    expect(
      db().all(
        'SELECT lot_id, shares, holding_days, fee FROM redemption_lots WHERE app_no = ? ORDER BY lot_id',
        [placed.appNo],
      ),
    ).toEqual([
      { lot_id: old.id, shares: old.shares, holding_days: expect.any(Number), fee: '0.00' },
      { lot_id: young.id, shares: '100.00', holding_days: 3, fee: fee.toFixed(2) },
    ]);
    expect(lots('970011')).toEqual([
      {
        id: young.id,
        confirm_date: young.confirm_date,
        shares: new Big(young.shares).minus('100').toFixed(2),
      },
    ]);
    const bond = (await holdings(zhang)).holdings.find((h) => h.fundCode === '970011')!;
    expect([bond.shares, bond.frozenShares, bond.dividendType]).toEqual([
      new Big(young.shares).minus('100').toFixed(2),
      '0.00',
      '0',
    ]);
    expect((await settings('970011'))[0]).toMatchObject({ dividendType: '0', pending: null });
    expect(
      db().get("SELECT kind, amount, shares FROM trade_records WHERE app_no = ? AND kind = 'confirm'", [
        placed.appNo,
      ]),
    ).toEqual({
      kind: 'confirm',
      amount: gross.minus(fee).toFixed(2),
      shares,
    });
    // In effect: a new change is taken again.
    expect((await changeDividend(zhang, '970011', '1')).state).toBe(200000);
  });
});
