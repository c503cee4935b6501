import type { OperationRateData } from '@/api/order/contract';
import type { TradingPoundageData } from '@/api/order/contract-orders';

import { investor, MONDAY_10AM, serverAt } from '../server/order/support';
import type { HttpClient } from '../server/support/http-client';
import { clientOf } from '../server/support/portal';
import type { TestServer } from '../server/support/server';

/**
 * Issue 26, P11 remnant: a private product's figures reach only an investor who may see them (特定对象确定
 * before any 推介). The order calls' fee table (GET /v1/order/operationRate) and fee preview (POST
 * /v1/order/tradingPoundage) withhold them by the same rule as /v1/fund, /v1/fund/quote and
 * /fundRateInterval: no session, no figures; not qualified, none either, and the reason.
 */
jest.setTimeout(120000);

/** An open R2 plan (private, productType 3) and a public equity fund. */
const PLAN = '980001';
const PUBLIC_FUND = '970041';

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const rates = (client: HttpClient, fundCode: string) =>
  client.get<OperationRateData | null>(
    `/v1/order/operationRate?fundCode=${fundCode}&businessType=Purchase&t=1`,
  );
const preview = (client: HttpClient, fundCode: string) =>
  client.post<TradingPoundageData | null>('/v1/order/tradingPoundage', {
    fundCode,
    businessType: 'Purchase',
    applySum: '300000.00',
  });

describe('a private product’s fee figures are withheld from the order calls as from the fund list', () => {
  it('without a session, operationRate and tradingPoundage for 980001 give no fee figures', async () => {
    const anonymous = clientOf(server);
    expect(await rates(anonymous, PLAN)).toMatchObject({ state: 401000, data: null });
    expect(await preview(anonymous, PLAN)).toMatchObject({ state: 401000, data: null });
  });

  it('without qualification (冯二), operationRate for 980001 gives no tiers and tradingPoundage no fee, with the reason', async () => {
    const feng = await investor(server, 'fengEr');
    const table = await rates(feng, PLAN);
    expect(table.state).toBe(200000);
    expect(table.data).toEqual({
      fundCode: PLAN,
      businessType: 'Purchase',
      feeMode: 'A',
      tiers: [],
      backEndRates: [],
      figuresWithheld: 'qualification',
    });
    const fee = await preview(feng, PLAN);
    expect(fee.state).toBe(200000);
    expect(fee.data).toEqual({
      applySum: '300000.00',
      feeMode: 'A',
      listRate: null,
      rate: null,
      discount: null,
      fixedFee: null,
      listFee: null,
      fee: null,
      netAmount: null,
      figuresWithheld: 'qualification',
    });
    // A public fund's fees stay open to every investor.
    expect((await rates(feng, PUBLIC_FUND)).data).toMatchObject({ figuresWithheld: null });
    expect((await rates(feng, PUBLIC_FUND)).data?.tiers.length).toBeGreaterThan(0);
    expect((await preview(feng, PUBLIC_FUND)).data).toMatchObject({
      figuresWithheld: null,
      fee: expect.any(String),
    });
  });

  it('a qualified investor with a valid risk test (周九) gets the plan’s fee table and preview', async () => {
    const zhou = await investor(server, 'zhouJiu');
    const table = (await rates(zhou, PLAN)).data;
    expect(table?.figuresWithheld).toBeNull();
    expect(table?.tiers.length).toBeGreaterThan(0);
    expect((await preview(zhou, PLAN)).data).toMatchObject({
      figuresWithheld: null,
      fee: expect.stringMatching(/^\d+\.\d{2}$/),
      netAmount: expect.stringMatching(/^\d+\.\d{2}$/),
    });
  });
});
