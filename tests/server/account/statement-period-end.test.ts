import { statementData } from '@/server/account/statements';
import { accountById } from '@/server/auth/store';
import { DEMO } from '@/server/seed/demo-identities';

import { clockTo, confirmSummary, investor, pay, purchase, serverAt } from '../order/support';
import type { TestServer } from '../support/server';

jest.setTimeout(120000);

let server: TestServer;
afterEach(() => server?.close());

const zhangSan = () => {
  const row = server.app.portal.db.get<{ id: number }>('SELECT id FROM accounts WHERE phone = ?', [
    DEMO.zhangSan.phone,
  ]);
  const account = row && accountById(server.app.portal, row.id);
  if (!account) throw new Error('张三 not seeded');
  return account;
};

const sharesOf = (data: ReturnType<typeof statementData>, fundCode: string) =>
  data.holdings.find((h) => h.fundCode === fundCode)?.shares ?? '0.00';

describe('N2: a statement shows holdings and assets as registered at its period’s end', () => {
  it('the November statement made on 12-01 leaves out the shares registered on 12-01, reconciling with its confirmations', async () => {
    server = await serverAt('2026-11-30T10:00:00+08:00');
    const zhang = await investor(server, 'zhangSan');
    const november = { beginDate: '20261101', endDate: '20261130' };
    await confirmSummary(zhang, '970031');
    const order = await purchase(zhang, 'zhangSan', { fundCode: '970031', applySum: '20000.00' });
    await pay(zhang, order.data.appNo);
    // The month's last evening, its NAV published: what the statement must keep showing afterwards.
    await clockTo(zhang, '2026-11-30T21:00:00+08:00');
    const before = statementData(server.app.portal, zhangSan(), november);
    // Registered on 12-01 (T+1); the statement is made that evening, after the batch and the NAV.
    await clockTo(zhang, '2026-12-01T21:00:00+08:00');
    const now = statementData(server.app.portal, zhangSan(), november);
    expect(sharesOf(now, '970031')).toBe(sharesOf(before, '970031'));
    expect(now.totalAssets).toBe(before.totalAssets);
    expect(now.confirms.some((c) => c.appNo === order.data.appNo)).toBe(false);
    // December's statement has them.
    const december = statementData(server.app.portal, zhangSan(), {
      beginDate: '20261201',
      endDate: '20261201',
    });
    expect(Number(sharesOf(december, '970031'))).toBeGreaterThan(Number(sharesOf(before, '970031')));
  });
});
