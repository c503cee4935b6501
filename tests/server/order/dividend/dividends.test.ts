import Big from 'big.js';

import type { DividendData, HoldData } from '@/api/account/contract-assets';
import type { RedeemableHolding } from '@/api/fund/contract';
import type { AcceptedOrder } from '@/api/order/contract-orders';
import type { RedeemQuoteData } from '@/api/order/contract-redeem';
import { DEMO_TRADE_PASSWORD } from '@/server/seed/demo-identities';

import type { HttpAnswer, HttpClient } from '../../support/http-client';
import { encrypt } from '../../support/portal';
import type { TestServer } from '../../support/server';
import {
  clockTo,
  confirmSummary,
  investor,
  newKey,
  orderBody,
  pay,
  postOrder,
  serverAt,
  tradeAccountOf,
  type DemoKey,
} from '../support';

jest.setTimeout(180000);

/**
 * 970042 goes ex-dividend on Wednesday 2026-11-25 (0.0500 a share); for an off-exchange fund the record date
 * is the ex-date, so the shares registered at its end are paid. The clock starts on Thursday 19 November:
 * purchases of that day are registered on Friday 20 (T+1). A purchase applied on Tuesday 24 (the day before)
 * is registered on the ex-date and paid; one applied on the ex-date is registered on Thursday and is not. A
 * redemption applied the day before takes its shares on the ex-date (not paid); one applied on it, the day
 * after (paid).
 */
const FUND = '970042';
const EX_DATE = '20261125';
let server: TestServer;
afterAll(() => server?.close());

const db = () => server.app.portal.db;
const envelope = <T>(answer: HttpAnswer) => answer.json as { state: number; data: T; message: string };
const accountId = (who: DemoKey) =>
  db().get<{ account_id: number }>('SELECT account_id FROM trade_accounts WHERE trade_account = ?', [
    tradeAccountOf(who),
  ])?.account_id as number;
const confirmedShares = (appNo: string) =>
  db().get<{ shares: string }>('SELECT shares FROM confirmations WHERE app_no = ?', [appNo])
    ?.shares as string;
const navOn = (date: string) =>
  db().get<{ nav: string }>('SELECT nav FROM fund_navs WHERE fund_code = ? AND nav_date = ?', [FUND, date])
    ?.nav as string;
const dividendRowCount = () =>
  db().get<{ n: number }>('SELECT COUNT(*) AS n FROM dividends WHERE fund_code = ?', [FUND])?.n;

async function sell(client: HttpClient, who: DemoKey, applyShare: string) {
  const answer = envelope<AcceptedOrder>(
    await postOrder(client, '/v1/order/redeem', {
      fundCode: FUND,
      tradeAccount: tradeAccountOf(who),
      applyShare,
      overLimit: '0',
      password: await encrypt(client, DEMO_TRADE_PASSWORD),
    }),
  );
  if (answer.state !== 200000) throw new Error(answer.message);
  return answer.data;
}

async function buy(client: HttpClient, who: DemoKey, applySum: string, dividendType: '0' | '1') {
  const body = await orderBody(client, who, {
    fundCode: FUND,
    applySum,
    dividendType,
  });
  const answer = envelope<AcceptedOrder>(await postOrder(client, '/v1/order/purchase', body));
  if (answer.state !== 200000) throw new Error(answer.message);
  await pay(client, answer.data.appNo);
  return answer.data;
}

const dividendsOf = async (client: HttpClient) =>
  envelope<DividendData>(await client.request('GET', '/v1/account/dividend?t=1')).data.rows;
const holdOf = async (client: HttpClient) =>
  envelope<HoldData>(await client.request('GET', '/v1/account/hold?t=1')).data.holdings.find(
    (h) => h.fundCode === FUND,
  );
const redeemable = async (client: HttpClient, who: DemoKey) =>
  envelope<RedeemableHolding[]>(
    await client.request(
      'GET',
      `/v1/order/redeemable?fundCode=${FUND}&tradeAccount=${tradeAccountOf(who)}&t=1`,
    ),
  ).data;

describe('the confirm batch settles fund dividends', () => {
  it('pays the shares registered at the end of the ex-date (purchases applied the day before in, on it out; redemptions applied the day before out, on it in), reinvested or in cash by the method in force, once, and the reinvested shares can be sold', async () => {
    server = await serverAt('2026-11-19T10:00:00+08:00');
    let feng = await investor(server, 'fengEr');
    let zhou = await investor(server, 'zhouJiu');
    await confirmSummary(feng, FUND);
    await confirmSummary(zhou, FUND);
    const reinvested = await buy(feng, 'fengEr', '10000.00', '0');
    const cashed = await buy(zhou, 'zhouJiu', '10000.00', '1');
    expect([reinvested.confirmDate, cashed.confirmDate]).toEqual(['20261120', '20261120']);

    // The batch of 11-20 registers both (shares are redeemable from the trading day after, S12).
    await clockTo(feng, '2026-11-20T21:00:00+08:00');
    // Tuesday, the day before: a purchase registered on the ex-date (paid), a redemption confirmed on it
    // (its shares are not paid).
    await clockTo(feng, '2026-11-24T10:00:00+08:00');
    feng = await investor(server, 'fengEr', { fresh: true });
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const dayBefore = await buy(feng, 'fengEr', '5000.00', '0');
    expect(dayBefore.confirmDate).toBe(EX_DATE);
    const soldBefore = await sell(zhou, 'zhouJiu', '1000.00');
    expect(soldBefore.confirmDate).toBe(EX_DATE);

    // The ex-date: a purchase registered the day after (not paid), a redemption confirmed the day after
    // (its shares are paid).
    await clockTo(feng, '2026-11-25T10:00:00+08:00');
    feng = await investor(server, 'fengEr', { fresh: true });
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const onExDate = await buy(feng, 'fengEr', '3000.00', '0');
    expect(onExDate.confirmDate).toBe('20261126');
    const soldOnExDate = await sell(zhou, 'zhouJiu', '500.00');
    expect(soldOnExDate.confirmDate).toBe('20261126');

    // Wednesday after 20:00: the ex-date's NAV (with its dividend) is published; the batch settles it.
    await clockTo(feng, '2026-11-25T20:30:00+08:00');
    expect(dividendRowCount()).toBe(2);
    // The batch run again, twice, writes nothing new.
    for (let i = 0; i < 2; i += 1) {
      expect((await feng.request('POST', '/__dev/batch/confirm', {})).status).toBe(200);
    }
    expect(dividendRowCount()).toBe(2);
    feng = await investor(server, 'fengEr', { fresh: true });
    zhou = await investor(server, 'zhouJiu', { fresh: true });

    // Reinvest: on the shares of the purchases applied before the ex-date, at its NAV, to the hundredth share.
    const held = new Big(confirmedShares(reinvested.appNo)).plus(confirmedShares(dayBefore.appNo)).toFixed(2);
    const amount = new Big(held).times('0.05').round(2, Big.roundHalfUp);
    const nav = navOn(EX_DATE);
    const reinvestShares = amount.div(nav).round(2, Big.roundHalfUp).toFixed(2);
    const fengDividends = await dividendsOf(feng);
    expect(fengDividends).toEqual([
      {
        fundCode: FUND,
        fundName: '国证资管中证500指数',
        tradeAccount: tradeAccountOf('fengEr'),
        exDate: EX_DATE,
        shares: held,
        perShare: '0.0500',
        amount: amount.toFixed(2),
        dividendType: '0',
        reinvestShares,
        reinvestNav: nav,
      },
    ]);
    await clockTo(feng, '2026-11-26T20:30:00+08:00');
    feng = await investor(server, 'fengEr', { fresh: true });
    zhou = await investor(server, 'zhouJiu', { fresh: true });
    const allShares = new Big(held).plus(confirmedShares(onExDate.appNo)).plus(reinvestShares).toFixed(2);
    expect((await holdOf(feng))?.shares).toBe(allShares);
    const [sellable] = await redeemable(feng, 'fengEr');
    expect(sellable.availableShares).toBe(allShares);
    expect(
      db().get(
        'SELECT confirm_date, shares, cost, purchase_nav FROM holding_lots WHERE dividend_id IS NOT NULL AND account_id = ?',
        [accountId('fengEr')],
      ),
    ).toEqual({ confirm_date: EX_DATE, shares: reinvestShares, cost: '0.00', purchase_nav: nav });

    // Cash: money received (a money record on the pay date, the next trading day), on the shares left after
    // the redemption of the day before and before the one of the ex-date.
    const cashHeld = new Big(confirmedShares(cashed.appNo)).minus('1000.00').toFixed(2);
    const cash = new Big(cashHeld).times('0.05').round(2, Big.roundHalfUp).toFixed(2);
    expect(await dividendsOf(zhou)).toEqual([
      expect.objectContaining({
        exDate: EX_DATE,
        shares: cashHeld,
        amount: cash,
        dividendType: '1',
        reinvestShares: '0.00',
      }),
    ]);
    const zhouHold = await holdOf(zhou);
    expect(zhouHold?.shares).toBe(new Big(cashHeld).minus('500.00').toFixed(2));
    expect(
      db().all("SELECT amount, record_date FROM trade_records WHERE kind = 'dividend' AND account_id = ?", [
        accountId('zhouJiu'),
      ]),
    ).toEqual([{ amount: cash, record_date: '20261126' }]);

    // Friday: 冯二 changes the method to cash (970042 is open for it again) and sells every share.
    await clockTo(feng, '2026-11-27T10:00:00+08:00');
    feng = await investor(server, 'fengEr', { fresh: true });
    expect((await feng.request('POST', '/__dev/fund', { fundCode: FUND, status: '0' })).status).toBe(200);
    const change = envelope<{ appNo: string; confirmDate: string }>(
      await feng.request(
        'PUT',
        '/v1/order/dividend',
        {
          fundCode: FUND,
          tradeAccount: tradeAccountOf('fengEr'),
          shareType: 'A',
          dividendType: '1',
          password: await encrypt(feng, DEMO_TRADE_PASSWORD),
        },
        { 'idempotency-key': newKey() },
      ),
    );
    expect(change.state).toBe(200000);
    const quote = envelope<RedeemQuoteData>(
      await feng.request(
        'GET',
        `/v1/order/redeemQuote?fundCode=${FUND}&tradeAccount=${tradeAccountOf('fengEr')}&businessType=Redeem&applyShare=${allShares}&t=1`,
      ),
    );
    expect(quote.state).toBe(200000);
    expect(quote.data.lots.map((lot) => lot.shares)).toContain(reinvestShares);
    const redemption = envelope<{ appNo: string }>(
      await postOrder(feng, '/v1/order/redeem', {
        fundCode: FUND,
        tradeAccount: tradeAccountOf('fengEr'),
        applyShare: allShares,
        overLimit: '0',
        password: await encrypt(feng, DEMO_TRADE_PASSWORD),
      }),
    );
    expect(redemption.state).toBe(200000);

    // Monday 30: both confirmed; the settled dividend stays what it was (reinvested), the holding is sold.
    await clockTo(feng, '2026-11-30T20:30:00+08:00');
    feng = await investor(server, 'fengEr', { fresh: true });
    expect(db().get('SELECT state FROM orders WHERE app_no = ?', [change.data.appNo])).toEqual({
      state: 'confirmed',
    });
    expect(confirmedShares(redemption.data.appNo)).toBe(allShares);
    expect(await dividendsOf(feng)).toEqual(fengDividends);
    expect(await holdOf(feng)).toBeUndefined();
    expect(dividendRowCount()).toBe(2);
  });
});
