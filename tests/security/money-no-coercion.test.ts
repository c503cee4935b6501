import {
  confirmSummary,
  investor,
  MONDAY_10AM,
  orderBody,
  postOrder,
  serverAt,
} from '../server/order/support';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 27, low item: `"applySum": ["1000.00"]` (an array) was accepted as the string "1000.00", because the
 * validator coerces types. A JSON body must carry every field in the type its schema declares: an amount is
 * a string with two places, never an array or a number, and nothing is placed.
 */
jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('an amount in another JSON type than its string', () => {
  it.each([
    ['an array', ['1000.00'], 'applySum'],
    ['a number', 1000.12, 'applySum'],
    ['an object', { value: '1000.00' }, 'applySum'],
  ])('is refused as %s, and no order is placed', async (_, applySum, field) => {
    const zhang = await investor(server(), 'zhangSan');
    await confirmSummary(zhang, '970031');
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum });
    const answer = await postOrder(zhang, '/v1/order/purchase', body);
    expect([answer.status, answer.json]).toEqual([
      400,
      { state: 400000, data: null, message: `请求体字段 ${field} 类型不正确` },
    ]);
    const transit = await zhang.request('GET', '/v1/account/transit?t=1');
    expect(JSON.stringify(transit.json)).not.toContain('1000.12');
  });

  it('a boolean in a text field is refused too', async () => {
    const zhang = await investor(server(), 'zhangSan');
    const answer = await zhang.request('PUT', '/v1/user', {
      address: true,
      postcode: '100010',
      areaCode: '010',
      landline: '65001234',
      email: 'zhangsan@example.com',
      vocation: '1',
    });
    expect([answer.status, (answer.json as { message: string }).message]).toEqual([
      400,
      '请求体字段 address 类型不正确',
    ]);
  });

  it('the same order with the amount as its string is placed', async () => {
    const zhang = await investor(server(), 'zhangSan');
    await confirmSummary(zhang, '970031');
    const body = await orderBody(zhang, 'zhangSan', { fundCode: '970031', applySum: '1000.00' });
    const answer = await postOrder(zhang, '/v1/order/purchase', body);
    expect((answer.json as { state: number; message: string }).state).toBe(200000);
  });
});
