import type { FundSearchItem } from '@/api/fund/contract';

import { investor, MONDAY_10AM, serverAt } from '../order/support';
import type { HttpClient } from '../support/http-client';
import { clientOf } from '../support/portal';
import type { TestServer } from '../support/server';

/**
 * T7.49, GET /v1/fund/search/crm: the consignment fund search of a Registered investor — the funds held or
 * ordered on the investor's consignment trade accounts, with the query and answer of /v1/fund/search.
 */
jest.setTimeout(120000);

let server: TestServer;
let xu: HttpClient;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
  xu = await investor(server, 'xuJiu');
});
afterAll(() => server.close());

const crm = (client: HttpClient, query: string) =>
  client.get<FundSearchItem[]>(`/v1/fund/search/crm?${query}&t=1`);
const text = (value: string) => `content=${encodeURIComponent(value)}`;

describe('the consignment fund search', () => {
  it("finds only the Registered investor's consignment funds, by code or name", async () => {
    expect((await crm(xu, text('国证'))).data).toEqual([
      { code: '970011', name: '国证资管安心纯债债券A' },
      { code: '970062', name: '国证资管稳健养老目标一年持有期FOF' },
    ]);
    expect((await crm(xu, text('fof'))).data.map((f) => f.code)).toEqual(['970062']);
    expect((await crm(xu, 'content=970011&filterFlag=1&whiteFlag=1')).data.map((f) => f.code)).toEqual([
      '970011',
    ]);
    // The direct-sales search finds the money-market fund; the consignment channel holds none.
    expect(
      (await xu.get<FundSearchItem[]>(`/v1/fund/search?${text('货币')}&t=1`)).data.length,
    ).toBeGreaterThan(0);
    expect(await crm(xu, text('货币'))).toEqual({ state: 200000, data: [], message: expect.any(String) });
    expect((await crm(xu, text('  '))).data).toEqual([]);
  });

  it('is refused to a direct-sales investor (403000) and without a session (401000)', async () => {
    const zhang = await investor(server, 'zhangSan');
    expect(await crm(zhang, text('国证'))).toEqual({
      state: 403000,
      data: null,
      message: '该功能仅对代销渠道注册用户开放',
    });
    expect((await crm(clientOf(server), text('国证'))).state).toBe(401000);
  });

  it('validates the query as /v1/fund/search does', async () => {
    for (const query of [
      text('国'.repeat(51)),
      'content=9700&filterFlag=2',
      'content=9700&whiteFlag=x',
      't=1',
    ]) {
      const direct = await xu.get(`/v1/fund/search?${query}&t=1`);
      const consignment = await crm(xu, query);
      expect(consignment.state).not.toBe(200000);
      expect([consignment.state, consignment.message]).toEqual([direct.state, direct.message]);
    }
  });
});
