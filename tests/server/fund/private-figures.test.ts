import type {
  FundListData,
  FundListItem,
  FundQuoteData,
  FundRateIntervalData,
  FundSearchData,
} from '@/api/fund/contract';
import { privateFiguresWithheld } from '@/server/fund/private-figures';
import { DEMO } from '@/server/seed/demo-identities';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';

jest.setTimeout(60000);

/** An open R2 plan (private, productType 3) and a public equity fund. */
const PLAN = '980001';
const PUBLIC_FUND = '970041';
const FIGURES = [
  'nav',
  'navDate',
  'totalNav',
  'threeMonthRate',
  'yearRate',
  'totalRate',
  'currentRatio',
  'perMyriadIncome',
] as const;

let server: TestServer;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
});
afterAll(() => server.close());

const anonymous = () => clientOf(server);
const listOf = async (client: HttpClient, query = 'pageSize=50') =>
  (await client.get<FundListData>(`/v1/fund?${query}&t=1`)).data.list;
const itemOf = async (client: HttpClient, code: string) =>
  (await listOf(client)).find((item) => item.fundCode === code) as FundListItem;
const quoteOf = async (client: HttpClient, code: string) =>
  (await client.get<FundQuoteData>(`/v1/fund/quote?fundCode=${code}&range=1y&t=1`)).data;
const ratesOf = async (client: HttpClient, code: string) =>
  (
    await client.get<FundRateIntervalData>(
      `/v1/fund/fundRateInterval?fundCode=${code}&businessType=Purchase&t=1`,
    )
  ).data;

function expectWithheld(item: FundListItem, reason: string) {
  expect(item.figuresWithheld).toBe(reason);
  for (const figure of FIGURES) expect(item[figure]).toBeNull();
  // What starting the certification needs stays: the product, its type and risk, whether it can be bought.
  expect(item).toMatchObject({ fundCode: PLAN, productType: '3', qualifiedOnly: true, fundRiskLevel: 'R2' });
}

describe('private products are not promoted publicly (资管新规; 特定对象确定 before any 推介)', () => {
  it('an anonymous visitor finds no private product in the list or the searches (P11), nor its figures by its code', async () => {
    const client = anonymous();
    const all = await listOf(client);
    expect(all.filter((item) => item.productType === '3')).toEqual([]);
    expect((await client.get<FundListData>('/v1/fund?productType=3&t=1')).data).toEqual({
      list: [],
      total: 0,
    });
    expect(await listOf(client, `keyword=${PLAN}`)).toEqual([]);
    const search = (path: string) =>
      client.get<FundSearchData>(`${path}?content=${encodeURIComponent('资产管理计划')}&t=1`);
    expect((await search('/v1/fund/search')).data).toEqual([]);
    expect((await search('/v1/fund/contract/search')).data).toEqual([]);
    // Signed in, the investor finds them (the row leads to the certification), figures withheld.
    const fengEr = await investor(server, 'fengEr');
    expect((await listOf(fengEr)).filter((item) => item.productType === '3')).toHaveLength(12);
    expect((await fengEr.get<FundSearchData>(`/v1/fund/search?content=${PLAN}&t=1`)).data).toEqual([
      { code: PLAN, name: '国证资管鑫享1号集合资产管理计划' },
    ]);
    expect(
      (await fengEr.get<FundSearchData>(`/v1/fund/contract/search?content=${PLAN}&t=1`)).data,
    ).toHaveLength(1);
    // Asked by its code, a private product's figures stay withheld.
    const quote = await quoteOf(client, PLAN);
    expectWithheld(quote, 'signIn');
    expect(quote.navs).toEqual([]);
    expect(await ratesOf(client, PLAN)).toMatchObject({ tiers: [], figuresWithheld: 'signIn' });
    // Public funds stay public.
    const fund = await itemOf(client, PUBLIC_FUND);
    expect(fund.figuresWithheld).toBeNull();
    expect(fund.nav).toMatch(/^\d\.\d{4}$/);
    expect((await quoteOf(client, PUBLIC_FUND)).navs.length).toBeGreaterThan(200);
    expect((await ratesOf(client, PUBLIC_FUND)).tiers.length).toBeGreaterThan(0);
  });

  it('a signed-in investor who is not a qualified investor gets the reason qualification (冯二, C5 valid)', async () => {
    const client = await investor(server, 'fengEr');
    expectWithheld(await itemOf(client, PLAN), 'qualification');
    expect((await quoteOf(client, PLAN)).navs).toEqual([]);
    expect(await ratesOf(client, PLAN)).toMatchObject({ tiers: [], figuresWithheld: 'qualification' });
    // A lapsed qualification is no qualification (郑一).
    expectWithheld(await itemOf(await investor(server, 'zhengYi'), PLAN), 'qualification');
  });

  it('a qualified investor with a valid risk test sees the NAV, returns, history and fee table (周九)', async () => {
    const client = await investor(server, 'zhouJiu');
    const item = await itemOf(client, PLAN);
    expect(item.figuresWithheld).toBeNull();
    expect(item.nav).toMatch(/^\d\.\d{4}$/);
    expect(item.yearRate).not.toBeNull();
    expect((await quoteOf(client, PLAN)).navs.length).toBeGreaterThan(200);
    const rates = await ratesOf(client, PLAN);
    expect(rates.figuresWithheld).toBeNull();
    expect(rates.tiers.length).toBeGreaterThan(0);
  });

  it('a qualified investor whose risk test has expired gets the reason riskTest', async () => {
    const client = await investor(server, 'lvBa');
    expect((await itemOf(client, PLAN)).figuresWithheld).toBeNull();
    const db = server.app.portal.db;
    const { risk_end_date: end } = db.get<{ risk_end_date: string }>(
      'SELECT risk_end_date FROM accounts WHERE id_no = ?',
      [DEMO.lvBa.idNo],
    ) as { risk_end_date: string };
    db.run("UPDATE accounts SET risk_end_date = '20261122' WHERE id_no = ?", [DEMO.lvBa.idNo]);
    try {
      expectWithheld(await itemOf(client, PLAN), 'riskTest');
    } finally {
      db.run('UPDATE accounts SET risk_end_date = ? WHERE id_no = ?', [end, DEMO.lvBa.idNo]);
    }
  });

  it('a sort by NAV or returns places withheld private products with the missing values, by code', async () => {
    const client = await investor(server, 'fengEr');
    for (const sort of ['nav', 'yearRate', 'totalRate']) {
      const list = await listOf(client, `sort=${sort}&order=desc&pageSize=50`);
      const privates = list.filter((item) => item.productType === '3').map((item) => item.fundCode);
      expect(privates).toHaveLength(12);
      // Every private product sits among the missing values at the end, in code order with them.
      const nulls = list.slice(list.findIndex((item) => item[sort as 'nav'] === null));
      expect(nulls.every((item) => item[sort as 'nav'] === null)).toBe(true);
      expect(privates.every((code) => nulls.some((item) => item.fundCode === code))).toBe(true);
      const codes = nulls.map((item) => item.fundCode);
      expect(codes).toEqual([...codes].sort());
    }
  });
});

describe("who sees a private product's figures (privateFiguresWithheld)", () => {
  const today = '20261123';
  it.each([
    ['nobody signed in', null, 'signIn'],
    ['never certified', { qualifiedEnd: null, professionalEnd: null, riskEnd: '20271231' }, 'qualification'],
    [
      'qualification lapsed',
      { qualifiedEnd: '20261122', professionalEnd: null, riskEnd: '20271231' },
      'qualification',
    ],
    [
      'qualified, no risk test',
      { qualifiedEnd: '20271231', professionalEnd: null, riskEnd: null },
      'riskTest',
    ],
    [
      'qualified, risk test ended yesterday',
      { qualifiedEnd: today, professionalEnd: null, riskEnd: '20261122' },
      'riskTest',
    ],
    [
      'qualified through today, risk valid',
      { qualifiedEnd: today, professionalEnd: null, riskEnd: today },
      null,
    ],
    [
      'professional counts as qualified',
      { qualifiedEnd: null, professionalEnd: '20271231', riskEnd: '20271231' },
      null,
    ],
  ] as const)('%s', (_, viewer, reason) => {
    // null: the figures are shown.
    expect(privateFiguresWithheld(viewer, today)).toBe(reason);
  });
});
