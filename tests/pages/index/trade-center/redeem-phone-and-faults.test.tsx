import '../../../api/support/node-fetch';

import { screen, within } from '@testing-library/react';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { BAD_GATEWAY, envelope } from '../../../api/support/test-server';
import { onPhoneScreen } from '../../../support/phone-screen';
import { answerRedeemCalls, CANCELLABLE } from './redeem-server';
import { renderScreens } from './render-screens';

const { setup, server } = apiTestServer();

describe('/trade-center/redeem when a list fails', () => {
  it('a 502 on the cancellable orders says they could not be read, with 重新加载, never 暂无可撤销的申请; the retry reads them', async () => {
    answerRedeemCalls(server);
    server.on('GET', '/v1/order/cancel', BAD_GATEWAY);
    const { user } = renderScreens(setup().store, '/trade-center/redeem');

    const section = (await screen.findByRole('heading', { name: '可撤销的申请' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByRole('alert')).toHaveTextContent('可撤销的申请加载失败');
    expect(section).not.toHaveTextContent('暂无可撤销的申请');

    server.on('GET', '/v1/order/cancel', { body: envelope([CANCELLABLE]) });
    await user.click(within(section).getByRole('button', { name: '重新加载' }));
    expect(await within(section).findByRole('button', { name: '撤单' })).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/trade-center/redeem on a phone', () => {
  onPhoneScreen();

  it('draws each holding and each cancellable order as a card with its figures and buttons, and no table', async () => {
    answerRedeemCalls(server);
    renderScreens(setup().store, '/trade-center/redeem');

    const holdings = within(await screen.findByRole('list', { name: '可赎回持仓' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [first] = holdings;
    expect(within(first).getByRole('heading', { level: 3 })).toBeVisible();
    expect(first).toHaveTextContent('可赎回份额');
    expect(first).toHaveTextContent('参考市值');
    expect(first).toHaveTextContent('分红方式');
    expect(within(first).getByRole('button', { name: '赎回' })).toBeVisible();

    const orders = within(await screen.findByRole('list', { name: '可撤销的申请' })).getAllByRole('listitem');
    expect(orders).toHaveLength(1);
    expect(within(orders[0]).getByRole('heading', { name: CANCELLABLE.fundName })).toBeVisible();
    expect(orders[0]).toHaveTextContent('100.00份');
    expect(orders[0]).toHaveTextContent('撤单截止2026-11-23 15:00:00');
    expect(within(orders[0]).getByRole('button', { name: '撤单' })).toBeVisible();
  });
});
