import Big from 'big.js';

import type { FundListData, FundQuoteData, FundRateIntervalData } from '@/api/fund/contract';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';

jest.setTimeout(60000);

let server: TestServer;
let browser: HttpClient;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
  // Signed in, not qualified (冯二): every plan is listed, a private one's figures withheld (P11).
  browser = await investor(server, 'fengEr');
});
afterAll(() => server.close());

const list = async (query: string) => (await browser.get<FundListData>(`/v1/fund?${query}&t=1`)).data;

describe('GET /v1/fund', () => {
  it('pages the whole catalogue, by category then code by default; without a session, the public funds only', async () => {
    const anonymous = await clientOf(server).get<FundListData>('/v1/fund?pageSize=50&t=1');
    expect(anonymous.data.total).toBe(22);
    expect(anonymous.data.list.every((item) => item.productType === '1')).toBe(true);
    const first = await list('pageSize=10');
    expect(first.total).toBe(34);
    expect(first.list).toHaveLength(10);
    const all = [...first.list, ...(await list('pageNum=2&pageSize=10')).list];
    const rest = [
      ...(await list('pageNum=3&pageSize=10')).list,
      ...(await list('pageNum=4&pageSize=10')).list,
    ];
    const codes = [...all, ...rest].map((f) => f.fundCode);
    expect(new Set(codes).size).toBe(34);
    const keys = [...all, ...rest].map((f) => `${f.productCategory}${f.fundCode}`);
    expect(keys).toEqual([...keys].sort());
    expect((await list('pageNum=5&pageSize=10')).list).toEqual([]);
  });

  it.each([
    ['category', (f: FundListData['list'][number]) => f.productCategory, false],
    ['riskLevel', (f: FundListData['list'][number]) => f.fundRiskLevel, false],
    ['minFirstBalance', (f: FundListData['list'][number]) => f.minFirstBalance, true],
    ['navDate', (f: FundListData['list'][number]) => f.navDate, false],
    ['nav', (f: FundListData['list'][number]) => f.nav, true],
    ['totalNav', (f: FundListData['list'][number]) => f.totalNav, true],
    ['threeMonthRate', (f: FundListData['list'][number]) => f.threeMonthRate, true],
    ['yearRate', (f: FundListData['list'][number]) => f.yearRate, true],
    ['totalRate', (f: FundListData['list'][number]) => f.totalRate, true],
    ['status', (f: FundListData['list'][number]) => f.fundStatus, false],
    ['currentRatio', (f: FundListData['list'][number]) => f.currentRatio, true],
    ['myriadIncome', (f: FundListData['list'][number]) => f.perMyriadIncome, true],
  ] as const)('sorts by %s both ways, a missing value last either way', async (sort, value, decimal) => {
    for (const order of ['asc', 'desc'] as const) {
      const { list: funds } = await list(`sort=${sort}&order=${order}&pageSize=50`);
      expect(funds).toHaveLength(34);
      const values = funds.map(value);
      const present = values.filter((v): v is string => v !== null);
      expect(values.slice(present.length).every((v) => v === null)).toBe(true);
      for (let i = 1; i < present.length; i++) {
        const cmp = decimal
          ? new Big(present[i - 1]).cmp(present[i])
          : present[i - 1].localeCompare(present[i]);
        expect(order === 'asc' ? cmp <= 0 : cmp >= 0).toBe(true);
      }
    }
  });

  it('filters by keyword (code or name, any case) and product type', async () => {
    expect((await list(`keyword=${encodeURIComponent('qdii')}`)).list.map((f) => f.fundCode)).toEqual([
      '970061',
    ]);
    expect((await list('keyword=9800&pageSize=50')).total).toBe(12);
    const privates = await list('productType=3&pageSize=50');
    expect(privates.total).toBe(12);
    expect(privates.list.every((f) => f.productType === '3' && f.qualifiedOnly)).toBe(true);
  });

  it('shows money-market yields, the NAV published by the clock (Friday before Monday 20:00) and what can be bought now', async () => {
    const { list: funds } = await list('pageSize=50');
    const byCode = new Map(funds.map((f) => [f.fundCode, f]));
    const money = byCode.get('970001');
    expect(money).toMatchObject({
      moneyMarket: true,
      nav: '1.0000',
      navDate: '20261120',
      subscribeState: '2',
    });
    expect(money?.currentRatio).toMatch(/^\d\.\d{4}$/);
    expect(money?.perMyriadIncome).toMatch(/^0\.\d{4}$/);
    expect(byCode.get('970041')).toMatchObject({
      currentRatio: null,
      perMyriadIncome: null,
      navDate: '20261120',
    });
    // Raising (1): subscription; issued (2) and closed period (4): booking; ended (a): nothing.
    expect(byCode.get('970032')).toMatchObject({ subscribeState: '1', nav: null, yearRate: null });
    expect(byCode.get('970033')?.subscribeState).toBe('3');
    expect(byCode.get('970021')?.subscribeState).toBe('3');
    expect(byCode.get('970071')).toMatchObject({ subscribeState: '0', navDate: '20251226' });
    // Younger than a year: no yearly rate; missing factors shown as null.
    expect(byCode.get('970081')).toMatchObject({
      yearRate: null,
      investmentVarieties: null,
      productDueTime: null,
    });
  });

  it('a type tab lists one category only, paged within it (I3E.16)', async () => {
    const money = await list('productCategory=1&pageSize=50');
    expect(money.total).toBeGreaterThan(0);
    expect(new Set(money.list.map((f) => f.productCategory))).toEqual(new Set(['1']));
    const everyCategory = (await list('pageSize=50')).list.filter((f) => f.productCategory === '1');
    expect(money.list.map((f) => f.fundCode)).toEqual(everyCategory.map((f) => f.fundCode));
    expect((await browser.get('/v1/fund?productCategory=0&t=1')).state).toBe(400000);
  });

  it('refuses a sort it does not know and a page size over 50', async () => {
    expect((await browser.get('/v1/fund?sort=price&t=1')).state).toBe(400000);
    expect((await browser.get('/v1/fund?pageSize=51&t=1')).state).toBe(400000);
    expect((await browser.get('/v1/fund?pageNum=0&t=1')).state).toBe(400000);
  });
});

describe('GET /v1/fund/quote', () => {
  it('answers the history over the range, and the rates are those of that history', async () => {
    const { data } = await browser.get<FundQuoteData>('/v1/fund/quote?fundCode=970041&range=6m&t=1');
    expect(data).toMatchObject({ fundCode: '970041', establishDate: '20230201', white: true });
    const navs = data.navs;
    expect(navs[navs.length - 1].navDate).toBe('20261120');
    expect(navs.every((p, i) => i === 0 || p.navDate > navs[i - 1].navDate)).toBe(true);
    // 3 months before 2026-11-20 is 2026-08-20: the last NAV on or before it is the base (no dividend here).
    const base = [...navs].reverse().find((p) => p.navDate <= '20260820');
    const rate = new Big(navs[navs.length - 1].nav)
      .div(base?.nav ?? '1')
      .minus(1)
      .times(100);
    expect(data.threeMonthRate).toBe(rate.round(2, Big.roundHalfUp).toFixed(2));
    const three = await browser.get<FundQuoteData>('/v1/fund/quote?fundCode=970001&range=3y&t=1');
    expect(three.data.navs.length).toBeGreaterThan(1000);
    expect((await browser.get('/v1/fund/quote?fundCode=123456&t=1')).message).toBe('未找到该产品');
    expect((await browser.get('/v1/fund/quote?fundCode=970041&range=2y&t=1')).state).toBe(400000);
  });
});

describe('the other fund calls', () => {
  it('white list, fee tiers with the online discount, contract search', async () => {
    expect((await browser.get('/v1/fund/white?fundCode=970052&t=1')).data).toEqual({
      fundCode: '970052',
      white: false,
    });
    const rates = (
      await browser.get<FundRateIntervalData>(
        '/v1/fund/fundRateInterval?fundCode=970031&businessType=Purchase&t=1',
      )
    ).data;
    expect(rates.tiers).toEqual([
      {
        minAmount: '0.00',
        maxAmount: '1000000.00',
        rate: '1.5000',
        discount: '0.40',
        discountedRate: '0.6000',
        fixedFee: null,
      },
      {
        minAmount: '1000000.00',
        maxAmount: '5000000.00',
        rate: '1.0000',
        discount: '0.60',
        discountedRate: '0.6000',
        fixedFee: null,
      },
      {
        minAmount: '5000000.00',
        maxAmount: null,
        rate: null,
        discount: '1.00',
        discountedRate: null,
        fixedFee: '1000.00',
      },
    ]);
    expect(
      (await browser.get('/v1/fund/fundRateInterval?fundCode=970031&businessType=Redeem&t=1')).state,
    ).toBe(400000);
    const contracts = (
      await browser.get<Array<{ code: string }>>(
        `/v1/fund/contract/search?content=${encodeURIComponent('资产管理')}&t=1`,
      )
    ).data;
    // Every private product (issue 41: each has its 基金档案; 980007's lists no contract, issue 14).
    expect(contracts.map((f) => f.code)).toHaveLength(12);
    expect(contracts.every((f) => f.code.startsWith('98'))).toBe(true);
    const funds = (await browser.get<Array<{ code: string }>>(`/v1/fund/contract/search?content=970&t=1`))
      .data;
    expect(funds.length).toBeGreaterThan(0);
    expect(funds.every((f) => f.code.startsWith('970'))).toBe(true);
  });
});
