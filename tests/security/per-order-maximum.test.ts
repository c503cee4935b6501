import { confirmSummary, investor, MONDAY_10AM, purchase, serverAt } from '../server/order/support';
import { serverPerFile } from '../server/support/server';

/**
 * Issue 39, low: there was no per-order maximum (a 9 999 999 999 999.99元 purchase was accepted). One order
 * is now at most 10亿元 whatever the fund, the rule the order page applies too (shared/trading).
 */
jest.setTimeout(120000);

const server = serverPerFile(() => serverAt(MONDAY_10AM));

describe('a purchase above the per-order maximum', () => {
  it('is refused with the reason, and no order is kept', async () => {
    const zhang = await investor(server(), 'zhangSan');
    await confirmSummary(zhang, '970031');
    const count = () => server().app.portal.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM orders')?.n ?? 0;
    const before = count();
    for (const applySum of ['9999999999999.99', '1000000000.01']) {
      const answer = await purchase(zhang, 'zhangSan', { fundCode: '970031', applySum });
      expect([applySum, answer.message]).toEqual([
        applySum,
        '单笔购买金额不能超过10亿元，如需大额购买请致电客服热线95517',
      ]);
    }
    expect(count()).toBe(before);
  });
});
