import '../../../api/support/node-fetch';

import { screen, waitFor, within } from '@testing-library/react';

import { forgetPass } from '@/features/suitability';
import { WRITTEN_STATEMENTS } from '@/shared/trading';

import { useApiTestServer as apiTestServer } from '../../../api/support/setup';
import { envelope } from '../../../api/support/test-server';
import { createMockVerdict } from '../../../support/buy-verdict';
import {
  answerPurchaseCalls,
  createMockFund,
  decryptPassword,
  FEE_TABLE,
  ORDER,
  requestsTo,
  WITHHELD_PLAN,
} from './purchase-server';
import { confirmPurchaseWithPassword, openPurchaseOrder } from './render-screens';

const { setup, server } = apiTestServer();

function open({ passed = true, id = '970031' } = {}) {
  answerPurchaseCalls(server);
  return openPurchaseOrder(setup().store, { passed, id });
}

const form = () => screen.findByRole('region', { name: '申购下单' });
const amount = () => screen.getByRole('textbox', { name: '申购金额' });

async function orderWithPassword(user: ReturnType<typeof open>['user'], value = '10000') {
  await form();
  await waitFor(() => expect(amount()).toBeEnabled());
  await user.type(amount(), value);
  return confirmPurchaseWithPassword(user);
}

const purchases = () => requestsTo(server, 'POST', '/v1/order/purchase');

describe('TradeCenterBuyOrder', () => {
  it('with a pass from the list shows the card and orders once, with the key, then the timeline', async () => {
    const { user } = open();
    await form();
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toHaveLength(0);
    const card = await screen.findByRole('region', { name: /适当性匹配/ });
    expect(card).toHaveTextContent('C3 稳健型');
    expect(card).toHaveTextContent('R3 中风险');
    await waitFor(() => expect(amount()).toHaveAttribute('placeholder', '最低1,000.00元'));

    await user.type(amount(), '999');
    await user.tab();
    expect(await screen.findByText('首次购买金额不能低于1000元')).toBeInTheDocument();
    await user.clear(amount());
    await user.type(amount(), '10000');
    expect(amount()).toHaveAccessibleDescription('大写金额：壹万元整');
    expect(await screen.findByText('14.98元（0.15%）')).toBeInTheDocument();
    expect(document.querySelector('del')).toHaveTextContent('147.78元（1.50%）');
    // Before confirming: T, the predicted confirm and available dates (issue 28 item 12).
    const rules = screen.getByRole('region', { name: '交易规则' });
    await waitFor(() => expect(rules).toHaveTextContent('T日为今日（2026-11-23）'));
    expect(rules).toHaveTextContent('预计确认份额2026-11-24');
    expect(rules).toHaveTextContent('预计份额可用2026-11-25');

    await user.click(screen.getByRole('button', { name: '确认申购' }));
    const dialog = await screen.findByRole('dialog', { name: '交易密码验证' });
    expect(dialog).toHaveTextContent('国证资管稳健配置混合，金额 10,000.00元');
    await user.type(within(dialog).getByLabelText('交易密码'), '147258');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));

    const placed = await screen.findByRole('region', { name: '申购申请已提交' });
    await waitFor(() => expect(placed).toHaveFocus());
    expect(placed).toHaveTextContent('A20261123000001');
    // The dates of an order placed now give way to this order's own.
    expect(screen.queryByRole('region', { name: '交易规则' })).not.toBeInTheDocument();
    const timeline = within(placed).getByRole('region', { name: '订单进度' });
    expect(timeline).toHaveTextContent('提交申请2026-11-23 14:30:00');
    expect(await within(timeline).findByRole('timer')).toHaveTextContent(/^00:[0-3]\d:\d\d$/);
    expect(placed).toHaveTextContent('请于2026-11-23 15:00:00前完成汇款');
    expect(await within(placed).findByText('7559 2108 7710 001')).toBeInTheDocument();

    expect(purchases()).toHaveLength(1);
    const [order] = purchases();
    expect(order.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    const body = JSON.parse(order.body.toString());
    expect(decryptPassword(body.password)).toBe('147258');
    expect({ ...body, password: 'x' }).toEqual({
      fundCode: '970031',
      tradeAccount: '990000000101',
      applySum: '10000.00',
      capitalMode: '1',
      feeMode: 'A',
      // 分红方式: the fund's default (现金分红) unless the investor chose otherwise.
      dividendType: '1',
      password: 'x',
    });
    const [verified] = requestsTo(server, 'POST', '/v1/account/password');
    expect(decryptPassword(JSON.parse(verified.body.toString()).password)).toBe('147258');
  });

  it('a double click on 确定 makes one order intent and one request', async () => {
    const { user } = open();
    server.on('POST', '/v1/account/password', { body: envelope(null), delayMs: 150 });
    await form();
    await waitFor(() => expect(amount()).toBeEnabled());
    await user.type(amount(), '5000');
    await user.click(screen.getByRole('button', { name: '确认申购' }));
    const dialog = await screen.findByRole('dialog', { name: '交易密码验证' });
    await user.type(within(dialog).getByLabelText('交易密码'), '147258');
    await user.dblClick(within(dialog).getByRole('button', { name: '确定' }));
    await screen.findByRole('region', { name: '申购申请已提交' });
    expect(purchases()).toHaveLength(1);
    expect(requestsTo(server, 'POST', '/v1/account/password')).toHaveLength(1);
  });

  it('a wrong trade password shows under the field and sends no order', async () => {
    const { user } = open();
    server.on('POST', '/v1/account/password', { body: envelope(null, 400035, '交易密码错误，还可尝试4次') });
    const dialog = await orderWithPassword(user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('交易密码错误，还可尝试4次');
    expect(purchases()).toHaveLength(0);
  });

  it('after an unknown outcome 重新提交 sends the same key and the same body', async () => {
    const { user } = open();
    server.on('POST', '/v1/order/purchase', { body: envelope(null, 503000, '系统繁忙，请稍后再试') });
    await orderWithPassword(user);
    expect(await screen.findByText(/暂未收到下单结果/)).toBeInTheDocument();
    expect(amount()).toBeDisabled();
    server.on('POST', '/v1/order/purchase', { body: envelope(ORDER) });
    await user.click(screen.getByRole('button', { name: '重新提交' }));
    // Found by its words first (a role query over the whole form polls slowly on a loaded machine), then by role.
    await screen.findByText('申购申请已提交', {}, { timeout: 15_000 });
    expect(screen.getByRole('region', { name: '申购申请已提交' })).toBeInTheDocument();
    const [first, second] = purchases();
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
    expect(second.body.equals(first.body)).toBe(true);
  });

  it('a refusal returns to the form with the server message', async () => {
    const { user } = open();
    server.on('POST', '/v1/order/purchase', {
      body: envelope(null, 400035, '超过单日购买上限，最多还可购买500.00元'),
    });
    await orderWithPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('超过单日购买上限，最多还可购买500.00元');
    expect(amount()).toBeEnabled();
  });

  it('outside trading time at submit shows the dialog instead of the password', async () => {
    const { user } = open();
    await form();
    server.on('GET', '/v1/order/tradeTime/validate', {
      body: envelope({ valid: false, tradeDate: null, reason: '当前非交易时间' }),
    });
    await waitFor(() => expect(amount()).toBeEnabled());
    await user.type(amount(), '2000');
    await user.click(screen.getByRole('button', { name: '确认申购' }));
    expect(await screen.findByRole('alertdialog', { name: '非交易时间' })).toHaveTextContent(
      '当前非交易时间',
    );
    expect(screen.queryByRole('dialog', { name: '交易密码验证' })).not.toBeInTheDocument();
  });

  it('without a pass runs the checks here; the written confirmation goes with the order', async () => {
    const { user } = open({ passed: false });
    server.on('GET', '/v1/order/buyVerify', {
      body: envelope(createMockVerdict({ statusCode: '1', riskMatch: '0' })),
    });
    server.on('GET', '/v1/order/agreementSigned', { body: envelope({ productType: '1', statusCode: '1' }) });
    expect(await screen.findByText('正在进行购买前校验…')).toBeInTheDocument();
    // Until the verdict, the reasons' place is held (five grey lines, hidden from assistive technology).
    const card = screen.getByRole('region', { name: /适当性匹配/ });
    expect(card.querySelectorAll('ul[aria-hidden="true"] li')).toHaveLength(5);
    const dialog = await screen.findByRole('dialog', { name: '风险等级不匹配提示' });
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: '确认购买' }));
    await orderWithPassword(user);
    await screen.findByRole('region', { name: '申购申请已提交' });
    const body = JSON.parse(purchases()[0].body.toString()) as { confirmations: unknown[] };
    expect(body.confirmations).toEqual([
      {
        statement: 'mismatch-risk',
        version: WRITTEN_STATEMENTS['mismatch-risk'].version,
        text: expect.stringMatching(/^本人已阅读上述提示，知晓「.+」与本人的风险承受能力不匹配，/),
        confirmedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      },
    ]);
    expect(await screen.findByRole('region', { name: /适当性匹配/ })).toHaveTextContent('不匹配');
  });

  it('closing a stop leaves the order unreachable but offers to check again', async () => {
    const { user } = open({ passed: false });
    server.on('GET', '/v1/order/buyVerify', { body: envelope(null, 400014, '风险测评已过期') });
    const dialog = await screen.findByRole('alertdialog', { name: '风险测评' });
    await user.click(within(dialog).getByRole('button', { name: '暂不购买' }));
    expect(await screen.findByText(/购买前校验未完成/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '申购下单' })).not.toBeInTheDocument();
    const card = screen.getByRole('region', { name: /适当性匹配/ });
    expect(card.querySelector('ul[aria-hidden="true"]')).toBeNull();
    server.on('GET', '/v1/order/buyVerify', { body: envelope(createMockVerdict()) });
    await user.click(screen.getByRole('button', { name: '重新校验' }));
    const summary = await screen.findByRole('dialog', { name: '产品资料概要' });
    await user.click(within(summary).getByRole('checkbox'));
    await user.click(within(summary).getByRole('button', { name: '确认' }));
    expect(await form()).toBeInTheDocument();
  });

  it('shows the purchase fee tiers of GET /v1/fund/fundRateInterval: list rate, online rate, a fixed fee', async () => {
    open();
    const fees = await screen.findByRole('region', { name: '申购费率' });
    const rows = await within(fees).findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      '金额区间原费率网上直销费率',
      '0元（含）至100万元1.50%0.60%',
      '100万元及以上每笔1,000.00元',
    ]);
    const [request] = requestsTo(server, 'GET', '/v1/fund/fundRateInterval');
    expect(Object.fromEntries(request.query)).toMatchObject({ fundCode: '970031', businessType: 'Purchase' });
  });

  it('a fund off the direct-sales white list: its order page says so and checks nothing', async () => {
    open({ passed: false });
    server.on('GET', '/v1/fund/quote', {
      body: envelope({ ...createMockFund({ white: false }), establishDate: '20230105', navs: [] }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '该产品暂不支持网上直销购买，如需了解请联系客服95517 返回产品列表',
    );
    expect(screen.queryByRole('region', { name: '申购下单' })).toBeNull();
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify')).toEqual([]);
  });

  it('a private product whose figures are withheld says why on its order page, with the link to certify', async () => {
    open({ passed: false, id: '980001' });
    server.on('GET', '/v1/fund/quote', {
      body: envelope({ ...WITHHELD_PLAN, establishDate: '20240105', navs: [] }),
    });
    server.on('GET', '/v1/fund/fundRateInterval', {
      body: envelope({ ...FEE_TABLE, fundCode: '980001', tiers: [], figuresWithheld: 'qualification' }),
    });
    const fees = await screen.findByRole('region', { name: '申购费率' });
    expect(await within(fees).findByText('合格投资者认证后可查看')).toBeVisible();
    expect(within(fees).queryByRole('table')).toBeNull();
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(/^私募资产管理计划不公开宣传推介.*合格投资者认证后可查看 去认证$/);
    expect(within(note).getByRole('link', { name: '去认证' })).toHaveAttribute(
      'href',
      '/index.html#/hall/user/conform-certification',
    );
  });

  it('an id that is no fund code says so', async () => {
    open({ id: encodeURIComponent('<script>') });
    expect(await screen.findByRole('alert')).toHaveTextContent('未找到该产品');
    expect(requestsTo(server, 'GET', '/v1/fund/quote')).toHaveLength(0);
  });
});

describe('the order form on a phone (issue 38 item 6)', () => {
  it('a quick amount fills the box; the summary before the password names fund, amount, fee, payment and dates', async () => {
    const { user } = open();
    await form();
    await waitFor(() => expect(amount()).toBeEnabled());
    const quick = screen.getByRole('group', { name: '常用金额' });
    // The first purchase's minimum is 1,000.00元: every quick amount is at least that.
    expect(
      within(quick)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1,000.00元', '5,000.00元', '10,000.00元', '50,000.00元']);
    await user.click(within(quick).getByRole('button', { name: '10,000.00元' }));
    expect(amount()).toHaveValue('10000');
    expect(screen.queryByText('请输入购买金额')).not.toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: '订单摘要' });
    await waitFor(() => expect(summary).toHaveTextContent('手续费14.98元'));
    expect(summary).toHaveTextContent('基金国证资管稳健配置混合（970031）');
    expect(summary).toHaveTextContent('申购金额10,000.00元');
    expect(summary).toHaveTextContent('付款方式汇款支付（请用本人同名银行账户汇款）');
    await waitFor(() =>
      expect(summary).toHaveTextContent('交易日2026-11-23，预计2026-11-24确认份额，2026-11-25份额可用'),
    );
    // The summary comes before the button that asks for the password.
    const submit = screen.getByRole('button', { name: '确认申购' });
    expect(summary.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the amount box comes before the fee table', async () => {
    open();
    await form();
    const fees = await screen.findByRole('region', { name: '申购费率' });
    expect(amount().compareDocumentPosition(fees) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});

describe('the suitability reasons belong to the fund on screen (issue 38 item 6, ux-walk D8)', () => {
  const BOND = createMockFund({
    fundCode: '970011',
    fundName: '国证资管安心纯债债券A',
    fundRiskLevel: 'R2',
    productCategory: '2',
  });
  const MIXED_REASON = '产品风险等级R3（中风险），投资品种为权益类';
  const BOND_REASON = '产品风险等级R2（中低风险），投资品种为固定收益类';

  it('re-runs the checks when the fund changes in place (an edited URL, back and forward)', async () => {
    answerPurchaseCalls(server);
    server.on('GET', '/v1/fund/quote', (request) => {
      const fund = request.query.get('fundCode') === BOND.fundCode ? BOND : createMockFund();
      return { body: envelope({ ...fund, establishDate: '20230105', navs: [] }) };
    });
    server.on('GET', '/v1/order/buyVerify', (request) => {
      const bond = request.query.get('fundCode') === BOND.fundCode;
      return { body: envelope(createMockVerdict({ reasons: [bond ? BOND_REASON : MIXED_REASON] })) };
    });
    forgetPass(BOND.fundCode);
    const { goTo } = openPurchaseOrder(setup().store, {
      verdict: createMockVerdict({ reasons: [MIXED_REASON] }),
    });
    const card = () => screen.getByRole('region', { name: /适当性匹配/ });
    await form();
    expect(card()).toHaveTextContent(MIXED_REASON);

    await goTo('/trade-center/purchase/order?id=970011');
    expect(await screen.findByRole('heading', { name: /国证资管安心纯债债券A/ })).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveTextContent(BOND_REASON));
    expect(card()).not.toHaveTextContent(MIXED_REASON);
    expect(requestsTo(server, 'GET', '/v1/order/buyVerify').map((r) => r.query.get('fundCode'))).toEqual([
      '970011',
    ]);

    await goTo(-1);
    expect(await screen.findByRole('heading', { name: /国证资管稳健配置混合/ })).toBeInTheDocument();
    await waitFor(() => expect(card()).toHaveTextContent(MIXED_REASON));
    expect(card()).not.toHaveTextContent(BOND_REASON);
  });
});
