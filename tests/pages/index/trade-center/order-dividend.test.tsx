import '../../../api/support/node-fetch';

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import type { DividendType } from '@/api/core/contract-trading';
import { DividendChoice } from '@/features/order/dividend-choice';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { answerPurchaseCalls, decryptPassword, ORDER, requestsTo } from './purchase-server';
import { confirmPurchaseWithPassword, openPurchaseOrder } from './render-screens';

const { setup, server } = apiTestServer();

const TRADE_ACCOUNT = ORDER.tradeAccount;

function open() {
  answerPurchaseCalls(server);
  return openPurchaseOrder(setup().store);
}

function Harness({ category }: { category: string }) {
  const [mode, setMode] = useState<DividendType>(category === '1' ? '0' : '1');
  return <DividendChoice productCategory={category as '1'} value={mode} onChange={setMode} />;
}

describe('分红方式 chosen at purchase (issue 42 item 4, spec T3 dividendType)', () => {
  it('default: a fund that allows both offers 现金分红 and 红利再投资, its default (现金分红) preselected', async () => {
    render(<Harness category="3" />);
    const group = screen.getByRole('group', { name: '分红方式' });
    const cash = within(group).getByRole('radio', { name: '现金分红' });
    const reinvest = within(group).getByRole('radio', { name: '红利再投资' });
    expect(cash).toBeChecked();
    expect(reinvest).not.toBeChecked();
    expect(reinvest).toHaveAccessibleDescription('分红按除息日净值自动转为基金份额，不收取申购费');
    await userEvent.click(reinvest);
    expect(reinvest).toBeChecked();
  });

  it('money-market reinvest only: no choice, 红利再投资 shown as fixed', () => {
    const { container } = render(<Harness category="1" />);
    expect(screen.queryByRole('group', { name: '分红方式' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(container).toHaveTextContent(
      '分红方式红利再投资（货币市场基金每日分配收益，按日结转为基金份额，分红方式固定为红利再投资）',
    );
  });

  it('the method chosen goes on the wire with the purchase', async () => {
    const { user } = open();
    const form = await screen.findByRole('region', { name: '申购下单' });
    const amount = within(form).getByRole('textbox', { name: '申购金额' });
    await waitFor(() => expect(amount).toBeEnabled());
    await user.type(amount, '10000');
    const group = within(form).getByRole('group', { name: '分红方式' });
    expect(within(group).getByRole('radio', { name: '现金分红' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: '红利再投资' }));
    await confirmPurchaseWithPassword(user);
    await screen.findByRole('region', { name: '申购申请已提交' });
    const [order] = requestsTo(server, 'POST', '/v1/order/purchase');
    const body = JSON.parse(order.body.toString());
    expect(decryptPassword(body.password)).toBe('147258');
    expect(body).toMatchObject({ fundCode: '970031', applySum: '10000.00', dividendType: '0' });
  });

  it('a purchase into a holding takes the holding’s method: shown fixed, sent as held', async () => {
    const { user } = open();
    server.on('GET', '/v1/order/dividend', {
      body: envelope([
        {
          fundCode: ORDER.fundCode,
          fundName: ORDER.fundName,
          tradeAccount: TRADE_ACCOUNT,
          shareType: 'A',
          dividendType: '0',
          pending: null,
        },
      ]),
    });
    const form = await screen.findByRole('region', { name: '申购下单' });
    const amount = within(form).getByRole('textbox', { name: '申购金额' });
    await waitFor(() => expect(amount).toBeEnabled());
    await waitFor(() =>
      expect(form).toHaveTextContent(
        '分红方式红利再投资（您已持有该基金，本次申购的份额按持仓的分红方式登记',
      ),
    );
    expect(within(form).queryByRole('group', { name: '分红方式' })).not.toBeInTheDocument();
    await user.type(amount, '10000');
    await confirmPurchaseWithPassword(user);
    await screen.findByRole('region', { name: '申购申请已提交' });
    const [order] = requestsTo(server, 'POST', '/v1/order/purchase');
    expect(JSON.parse(order.body.toString())).toMatchObject({ dividendType: '0' });
  });
});
