import '../../../api/support/node-fetch';

import { screen, waitFor } from '@testing-library/react';

import type { BankCard, ChannelData } from '@/api/bank/contract-cards';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { answerPurchaseCalls, createMockFund, ORDER, requestsTo } from './purchase-server';
import { confirmPurchaseWithPassword, openPurchaseOrder } from './render-screens';

/** Issue 28 item 1: the purchase order paid by 快捷支付 sends the paying card (bankNo, bankAccount). */
const { setup, server } = apiTestServer();

const ICBC: BankCard = {
  id: '7',
  bankCode: '002',
  bankName: '中国工商银行',
  cardNoMasked: '6222 **** **** 4514',
  phoneMasked: '138****0001',
  fastPay: true,
  boundAt: '2026-01-05 10:00',
  fastPayLimits: { singleLimit: '50000.00', dailyLimit: '50000.00', paidToday: '10000.00' },
};

function open(cards: BankCard[]) {
  answerPurchaseCalls(server);
  const fund = createMockFund({ capitalMode: ['1', '2'] });
  server.on('GET', '/v1/fund', { body: envelope({ list: [fund], total: 1 }) });
  server.on('GET', '/v1/fund/quote', { body: envelope({ ...fund, establishDate: '20230105', navs: [] }) });
  server.on('GET', '/v1/bank/channel', { body: envelope<ChannelData>({ banks: [], cards }) });
  server.on('POST', '/v1/order/purchase', {
    body: envelope({
      ...ORDER,
      capitalMode: '2',
      remitDeadDate: null,
      remittanceTime: null,
      paidFrom: { bankNo: '002', bankName: '中国工商银行', bankAccountMasked: ICBC.cardNoMasked },
      deductStatus: '3',
    }),
  });
  return openPurchaseOrder(setup().store);
}

const amount = () => screen.getByRole('textbox', { name: '申购金额' });

describe('TradeCenterBuyOrder paid by 快捷支付', () => {
  it('sends capitalMode 2 with the chosen card’s bankNo and bankAccount, and the placed order shows the card and 扣款成功', async () => {
    const { user } = open([ICBC]);
    await screen.findByRole('region', { name: '申购下单' });
    await waitFor(() => expect(amount()).toBeEnabled());
    await user.type(amount(), '40001');
    await user.click(await screen.findByRole('radio', { name: /快捷支付/ }));
    expect(screen.getByRole('combobox', { name: '支付银行卡' })).toHaveValue('7');
    expect(screen.getByText('单笔限额5万元，单日限额5万元，该卡今日还可支付4万元')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      '超过中国工商银行快捷支付单日限额5万元，该卡今日已支付1万元，最多还可支付4万元，请减少金额或选择汇款支付',
    );
    await user.clear(amount());
    await user.type(amount(), '10000');
    await confirmPurchaseWithPassword(user);

    const placed = await screen.findByRole('region', { name: '申购申请已提交' });
    expect(placed).toHaveTextContent('支付银行卡中国工商银行 6222 **** **** 4514');
    expect(placed).toHaveTextContent('扣款状态扣款成功');
    expect(placed).not.toHaveTextContent('完成汇款');
    const [order] = requestsTo(server, 'POST', '/v1/order/purchase');
    const body = JSON.parse(order.body.toString());
    expect({ ...body, password: 'x' }).toEqual({
      fundCode: '970031',
      tradeAccount: '990000000101',
      applySum: '10000.00',
      capitalMode: '2',
      bankNo: '002',
      bankAccount: '7',
      feeMode: 'A',
      dividendType: '1',
      password: 'x',
    });
  });
});
