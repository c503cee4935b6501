import type { HttpClient } from '../server/support/http-client';
import type { TestServer } from '../server/support/server';
import {
  confirmSummary,
  investor,
  MONDAY_10AM,
  newKey,
  orderBody,
  serverAt,
} from '../server/trading/support';

/**
 * Issue 27, low item: the schemas refuse type coercion on money. An amount sent as an array
 * (`"applySum":["1000.00"]`) or as a number is a 400 naming the field, not the string it would become.
 */
jest.setTimeout(90000);

let server: TestServer;
let zhang: HttpClient;
beforeAll(async () => {
  server = await serverAt(MONDAY_10AM);
  zhang = await investor(server, 'zhangSan');
  await confirmSummary(zhang, '970001');
});
afterAll(() => server.close());

describe('an amount that is not a string', () => {
  it.each([[['1000.00']], [1000]])('is refused: applySum %j', async (applySum) => {
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970001', applySum });
    const answer = await zhang.request('POST', '/v1/order/purchase', body, { 'idempotency-key': newKey() });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ state: 400000 });
    expect((answer.json as { message: string }).message).toContain('applySum');
  });
});
