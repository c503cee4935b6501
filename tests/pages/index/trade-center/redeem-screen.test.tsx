import '../../../api/support/node-fetch';

import { act, screen, waitFor, within } from '@testing-library/react';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { decryptPassword, requestsTo } from './purchase-server';
import { answerRedeemCalls, CANCELLABLE, createMockHolding } from './redeem-server';
import { renderScreens } from './render-screens';

const { setup, server } = apiTestServer();

function open() {
  answerRedeemCalls(server);
  return renderScreens(setup().store, '/trade-center/redeem');
}

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: '可赎回持仓' });
  return (
    await within(table).findByRole('rowheader', { name: (accessible) => accessible.startsWith(name) })
  ).closest('tr') as HTMLElement;
};

async function typePassword(user: ReturnType<typeof open>['user'], dialog: HTMLElement, confirm = '确定') {
  await user.type(within(dialog).getByLabelText('交易密码'), '147258');
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

describe('/trade-center/redeem', () => {
  it('shows each lot of a minimum-holding-period fund with its unlock date and only the shares redeemable today; a money-market fund offers no dividend-method change', async () => {
    answerRedeemCalls(server, [
      createMockHolding({
        fundCode: '970062',
        fundName: '国证资管稳健养老目标一年持有期FOF',
        productCategory: '7',
        shares: '1500.00',
        availableShares: '500.00',
        lots: [
          { confirmDate: '20251120', shares: '500.00', unlockDate: '20261120' },
          { confirmDate: '20261125', shares: '1000.00', unlockDate: '20271125' },
        ],
      }),
      createMockHolding({
        fundCode: '970001',
        fundName: '国证资管货币市场基金A',
        productCategory: '1',
        dividendType: '0',
      }),
    ]);
    renderScreens(setup().store, '/trade-center/redeem');
    const fof = await rowOf('国证资管稳健养老目标一年持有期FOF');
    const lots = within(fof).getByRole('list', { name: '最短持有期：各笔份额的可赎回日' });
    expect(
      within(lots)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2026-11-20起可赎回500.00份', '2027-11-25起可赎回1000.00份']);
    expect(fof).toHaveTextContent('500.00');
    const money = await rowOf('国证资管货币市场基金A');
    expect(money).toHaveTextContent('红利再投资');
    expect(within(money).queryByRole('button', { name: '修改分红方式' })).toBeNull();
  });

  it('offers 赎回 only on a holding with shares and a status that does not block, checks the trading time, then opens the order', async () => {
    const { user, address } = open();
    const bond = await rowOf('国证资管安心纯债债券A');
    expect(bond).toHaveTextContent('65000.00');
    expect(bond).toHaveTextContent('现金分红');
    const closed = await rowOf('国证资管医药健康股票');
    expect(within(closed).getByRole('button', { name: '赎回' })).toBeDisabled();
    expect(closed).toHaveTextContent('该产品当前状态为基金封闭，不能办理赎回');

    await user.click(within(bond).getByRole('button', { name: '赎回' }));
    await waitFor(() => expect(address()).toBe('/trade-center/redeem/order?id=970011&account=990000000101'));
    const [check] = requestsTo(server, 'GET', '/v1/order/tradeTime/validate');
    expect(Object.fromEntries(check.query)).toMatchObject({
      fundCode: '970011',
      businessType: 'Redeem',
      productCategory: '2',
    });
  });

  it('holds its place until holdings and cancellable orders are both in, then draws them together (no layout shift)', async () => {
    answerRedeemCalls(server);
    server.on('GET', '/v1/order/cancel', { body: envelope([CANCELLABLE]), delayMs: 1500 });
    renderScreens(setup().store, '/trade-center/redeem');
    expect(await screen.findByText('正在加载…')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(server, 'GET', '/v1/fund/redeemFund').length).toBeGreaterThan(0));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('table', { name: '可赎回持仓' })).toBeNull();
    expect(await screen.findByRole('table', { name: '可赎回持仓' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '可撤销的申请' })).toBeInTheDocument();
  });

  it('cancels an application with the trade password and a key; the toast only when data comes back', async () => {
    const { user } = open();
    const orders = await screen.findByRole('region', { name: '可撤销的申请' });
    const row = (await within(orders).findByRole('rowheader', { name: /国证资管安心纯债债券A/ })).closest(
      'tr',
    ) as HTMLElement;
    expect(row).toHaveTextContent('100.00份');
    expect(await within(row).findByRole('timer')).toHaveTextContent(/^剩余00:[0-3]\d:\d\d$/);

    server.on('POST', '/v1/order/cancel', { body: envelope(null, 200000, '撤单成功') });
    await user.click(within(row).getByRole('button', { name: '撤单' }));
    const dialog = await screen.findByRole('dialog', { name: '撤单' });
    expect(dialog).toHaveTextContent('撤销赎回申请：国证资管安心纯债债券A（970011），100.00份');
    await typePassword(user, dialog, '确认撤单');
    expect(await within(dialog).findByText('撤单失败，请稍后再试')).toBeInTheDocument();
    expect(screen.queryByText('申请已成功撤销')).not.toBeInTheDocument();

    const data = {
      appNo: CANCELLABLE.appNo,
      status: '3',
      confirmStatus: '4',
      cancelDate: '20261123',
      cancelTime: '143000',
    };
    server.on('POST', '/v1/order/cancel', { body: envelope(data, 200000, '撤单成功') });
    server.on('GET', '/v1/order/cancel', { body: envelope([]) });
    await user.click(within(dialog).getByRole('button', { name: '确认撤单' }));
    expect(await screen.findByText('申请已成功撤销')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '撤单' })).not.toBeInTheDocument());
    expect(await within(orders).findByText('暂无可撤销的申请')).toBeInTheDocument();

    const sent = requestsTo(server, 'POST', '/v1/order/cancel');
    expect(sent).toHaveLength(2);
    // One intent: the retry carries the same key.
    expect(sent[1].headers['idempotency-key']).toBe(sent[0].headers['idempotency-key']);
    const body = JSON.parse(sent[1].body.toString());
    expect(decryptPassword(body.password)).toBe('147258');
    expect({ ...body, password: 'x' }).toEqual({
      originalAppNo: CANCELLABLE.appNo,
      tradeAccount: '990000000101',
      password: 'x',
    });
  });

  it('changes the dividend method: the same way warns, a change is sent, OrderError01 gets the do-not-apply-again dialog', async () => {
    const { user } = open();
    const bond = await rowOf('国证资管安心纯债债券A');
    await user.click(within(bond).getByRole('button', { name: '修改分红方式' }));
    let dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    expect(dialog).toHaveTextContent('当前分红方式：现金分红');
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    const same = await screen.findByRole('alertdialog', { name: '分红方式未改变' });
    expect(same).toHaveTextContent('您选择的分红方式与当前分红方式（现金分红）相同，无需修改');
    await user.click(within(same).getByRole('button', { name: '我知道了' }));

    dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    await user.click(within(dialog).getByRole('radio', { name: '红利再投资' }));
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    const change = {
      appNo: '202611230000000010',
      businessType: 'BonusWay',
      status: '0',
      confirmStatus: '9',
      fundCode: '970011',
      fundName: '国证资管安心纯债债券A',
      tradeAccount: '990000000101',
      dividendType: '0',
      applyDate: '20261123',
      applyTime: '143000',
      tradeDate: '20261123',
      confirmDate: '20261125',
    };
    server.on('PUT', '/v1/order/dividend', { body: envelope(change) });
    const password = await screen.findByRole('dialog', { name: '交易密码验证' });
    expect(password).toHaveTextContent('国证资管安心纯债债券A，分红方式改为红利再投资');
    await typePassword(user, password);
    expect(await screen.findByText('分红方式修改申请已提交，请稍后在交易查询中查看结果')).toBeInTheDocument();
    const [put] = requestsTo(server, 'PUT', '/v1/order/dividend');
    expect(put.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect({ ...JSON.parse(put.body.toString()), password: 'x' }).toEqual({
      fundCode: '970011',
      tradeAccount: '990000000101',
      shareType: 'A',
      dividendType: '0',
      password: 'x',
    });

    server.on('PUT', '/v1/order/dividend', {
      body: envelope(null, 402001, '您的分红方式修改申请尚未生效，请勿重复申请'),
    });
    await user.click(within(bond).getByRole('button', { name: '修改分红方式' }));
    dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    await user.click(within(dialog).getByRole('radio', { name: '红利再投资' }));
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    await typePassword(user, await screen.findByRole('dialog', { name: '交易密码验证' }));
    const again = await screen.findByRole('alertdialog', { name: '请勿重复申请' });
    expect(again).toHaveTextContent('您的分红方式修改申请尚未生效，请勿重复申请');
    expect(screen.queryByRole('dialog', { name: '交易密码验证' })).not.toBeInTheDocument();
  });

  it('reads the method in effect and a change not yet in effect from GET /v1/order/dividend: no password asked in vain', async () => {
    const setting = {
      fundCode: '970011',
      fundName: '国证资管安心纯债债券A',
      tradeAccount: '990000000101',
      shareType: 'A',
      // Changed since the list was drawn: the dialog believes the back office, not the row.
      dividendType: '0',
      pending: null,
    };
    server.on('GET', '/v1/order/dividend', { body: envelope([setting]) });
    const { user } = open();
    const bond = await rowOf('国证资管安心纯债债券A');
    await user.click(within(bond).getByRole('button', { name: '修改分红方式' }));
    let dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    await waitFor(() => expect(dialog).toHaveTextContent('当前分红方式：红利再投资'));
    expect(within(dialog).getByRole('radio', { name: '红利再投资' })).toBeChecked();
    const [asked] = requestsTo(server, 'GET', '/v1/order/dividend');
    expect([asked.query.get('fundCode'), asked.query.get('tradeAccount')]).toEqual([
      '970011',
      '990000000101',
    ]);
    await user.click(within(dialog).getByRole('button', { name: '取消' }));

    server.on('GET', '/v1/order/dividend', {
      body: envelope([
        {
          ...setting,
          dividendType: '1',
          pending: {
            appNo: '202611230000000010',
            dividendType: '0',
            tradeDate: '20261123',
            confirmDate: '20261124',
          },
        },
      ]),
    });
    await user.click(within(bond).getByRole('button', { name: '修改分红方式' }));
    dialog = await screen.findByRole('dialog', { name: '修改分红方式' });
    expect(await within(dialog).findByRole('note')).toHaveTextContent(
      '您已申请改为红利再投资，预计2026-11-24生效，生效前请勿重复申请。',
    );
    await user.click(within(dialog).getByRole('radio', { name: '红利再投资' }));
    await user.click(within(dialog).getByRole('button', { name: '下一步' }));
    const again = await screen.findByRole('alertdialog', { name: '请勿重复申请' });
    expect(again).toHaveTextContent('您的分红方式修改申请尚未生效，请勿重复申请');
    expect(screen.queryByRole('dialog', { name: '交易密码验证' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', '/v1/order/dividend')).toHaveLength(0);
  });
});
